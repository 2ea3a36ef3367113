import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardTypeCode } from '@forkpoint/shared/constants';
import type { HostedFieldsCardEntry } from '@forkpoint/shared/contracts/card-entry';
import { CARD_FRAME_NOT_LOADED_MESSAGE } from '@/lib/card-frame-client';
import type { CardEntryState } from './card-entry';
import {
  cardTypeOfProviderBrand,
  mountHostedFields,
  type ProviderCardElement,
  type ProviderClient,
  type ProviderTokenAnswer,
} from './hosted-fields';

const config: HostedFieldsCardEntry = {
  provider: 'hosted-fields',
  name: 'Stripe.js',
  scriptUrl: 'https://js.provider.example/v3/',
  globalName: 'Stripe',
  publishableKey: 'pk_test_program',
};

/** A Stripe-style provider in memory: the element's events are fired by the test. */
function fakeProvider(answer: () => Promise<ProviderTokenAnswer>) {
  const handlers: Record<string, (event?: unknown) => void> = {};
  const element: ProviderCardElement & { mounted: HTMLElement | null } = {
    mounted: null,
    mount(container) {
      this.mounted = container;
    },
    on(event: string, handler: (event: never) => void) {
      handlers[event] = handler as (event?: unknown) => void;
      return element;
    },
    clear: vi.fn(),
    destroy: vi.fn(),
  };
  const keys: string[] = [];
  const factory = (key: string): ProviderClient => {
    keys.push(key);
    return { elements: () => ({ create: () => element }), createToken: () => answer() };
  };
  return { element, factory, keys, fire: (event: string, value?: unknown) => handlers[event]?.(value) };
}

let states: CardEntryState[];
let container: HTMLElement;
beforeEach(() => {
  states = [];
  container = document.createElement('div');
});
afterEach(() => vi.useRealTimers());

const mount = (
  load: () => Promise<unknown>,
  accepted: readonly CardTypeCode[] = ['VISA', 'MAST'],
  loadAlertMs?: number,
) =>
  mountHostedFields(
    config,
    {
      container,
      cardTypesAccepted: accepted,
      onChange: (s) => states.push(s),
      ...(loadAlertMs ? { loadAlertMs } : {}),
    },
    { load },
  );

describe('the hosted-fields adapter', () => {
  it('loads the script, calls its global with the publishable key and mounts the card element into the form', async () => {
    const provider = fakeProvider(async () => ({}));
    const load = vi.fn(async () => provider.factory);
    const client = mount(load);
    await vi.waitFor(() => expect(provider.element.mounted).toBe(container));
    expect(load).toHaveBeenCalledWith('https://js.provider.example/v3/', 'Stripe');
    expect(provider.keys).toEqual(['pk_test_program']);
    expect(client.getState()).toEqual({ status: 'loading', hasNumber: false });
    provider.fire('ready');
    provider.fire('change', { empty: false, complete: false });
    expect(states.at(-1)).toEqual({ status: 'ready', hasNumber: true });
  });

  it("hands the form the provider's token, last four and brand, never more", async () => {
    const provider = fakeProvider(async () => ({
      token: { id: 'tok_abc12345', card: { last4: '4444', brand: 'MasterCard' } },
    }));
    const client = mount(async () => provider.factory);
    await vi.waitFor(() => expect(provider.element.mounted).toBe(container));
    provider.fire('ready');
    expect(await client.submit()).toEqual({
      ok: true,
      card: { cardToken: 'tok_abc12345', lastFour: '4444', cardType: 'mastercard' },
    });
  });

  it("shows the provider's own message, and the brands message for a brand the program does not take", async () => {
    let answer: ProviderTokenAnswer = { error: { message: 'Your card number is incomplete.' } };
    const provider = fakeProvider(async () => answer);
    const client = mount(async () => provider.factory);
    expect(await client.submit()).toEqual({ ok: false, message: CARD_FRAME_NOT_LOADED_MESSAGE });
    await vi.waitFor(() => expect(provider.element.mounted).toBe(container));
    provider.fire('ready');
    expect(await client.submit()).toEqual({ ok: false, message: 'Your card number is incomplete.' });
    answer = { token: { id: 'tok_abc12345', card: { last4: '0005', brand: 'American Express' } } };
    expect(await client.submit()).toEqual({
      ok: false,
      message: 'Card must be Visa® or Mastercard® with registered marks.',
    });
  });

  it('says the script failed to load at once, and loads it again on retry', async () => {
    const provider = fakeProvider(async () => ({}));
    const load = vi.fn().mockRejectedValueOnce(new Error('blocked')).mockResolvedValue(provider.factory);
    const client = mount(load);
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ status: 'failed', hasNumber: false, scriptFailed: true }));
    client.retry?.();
    expect(states.at(-1)).toEqual({ status: 'loading', hasNumber: false });
    await vi.waitFor(() => expect(provider.element.mounted).toBe(container));
    provider.fire('ready');
    expect(states.at(-1)).toEqual({ status: 'ready', hasNumber: false });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('raises the load-failure alert when the script neither loads nor fails in time', () => {
    vi.useFakeTimers();
    mount(() => new Promise(() => undefined), ['VISA'], 20_000);
    vi.advanceTimersByTime(19_999);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([{ status: 'failed', hasNumber: false }]);
  });

  it('tears the element down with the form', async () => {
    const provider = fakeProvider(async () => ({}));
    const client = mount(async () => provider.factory);
    await vi.waitFor(() => expect(provider.element.mounted).toBe(container));
    client.destroy();
    expect(provider.element.destroy).toHaveBeenCalled();
  });

  it('reads brands as providers name them', () => {
    expect(['Visa', 'MasterCard', 'American Express', 'amex', 'discover', 'JCB'].map(cardTypeOfProviderBrand)).toEqual([
      'visa',
      'mastercard',
      'amex',
      'amex',
      'discover',
      null,
    ]);
  });
});
