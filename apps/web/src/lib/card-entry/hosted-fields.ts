import { CARD_FRAME_LOAD_ALERT_MS, CARD_TYPES } from '@forkpoint/shared/constants';
import { cardBrandOfType, isCardTypeName, type CardTypeName } from '@forkpoint/shared/cards/card-brands';
import { cardBrandsMessage } from '@forkpoint/shared/cards/card-number';
import type { HostedFieldsCardEntry } from '@forkpoint/shared/contracts/card-entry';
import { CARD_FRAME_NOT_LOADED_MESSAGE } from '@/lib/card-frame-client';
import type { CardEntryClient, CardEntryMountOptions, CardEntryResult, CardEntryState } from './card-entry';
import { loadProviderScript } from './provider-script';

/**
 * The hosted-fields adapter (docs/decisions/0051-card-entry-provider.md), loaded only for a program that runs
 * one: a Stripe-style provider's script defines a global that takes the publishable key; its card element is
 * mounted into the form, says when it is ready and whether anything is typed, and createToken hands back a token
 * the server verifies with the provider's secret key. The card number stays in the provider's fields.
 */

/** The part of a Stripe-style card element the adapter uses. */
export interface ProviderCardElement {
  mount(container: HTMLElement): void;
  on(event: 'ready', handler: () => void): unknown;
  on(event: 'change', handler: (event: { empty?: boolean; complete?: boolean }) => void): unknown;
  clear(): void;
  destroy(): void;
}

export interface ProviderTokenAnswer {
  token?: { id: string; card?: { last4?: string; brand?: string } };
  error?: { message?: string };
}

export interface ProviderClient {
  elements(): { create(type: 'card', options?: Record<string, unknown>): ProviderCardElement };
  createToken(element: ProviderCardElement): Promise<ProviderTokenAnswer>;
}

export type ProviderFactory = (publishableKey: string) => ProviderClient;

export const CARD_PROVIDER_NO_TOKEN_MESSAGE = 'The card could not be checked. Please try again.';

/** Brands as providers name them ('Visa', 'MasterCard', 'American Express', 'amex'…). */
export function cardTypeOfProviderBrand(brand: unknown): CardTypeName | null {
  if (typeof brand !== 'string') return null;
  const key = brand.toLowerCase().replace(/[\s_-]/g, '');
  if (key === 'americanexpress') return 'amex';
  return isCardTypeName(key) ? key : null;
}

export interface HostedFieldsDeps {
  load?: (url: string, globalName: string) => Promise<unknown>;
}

export function mountHostedFields(
  config: HostedFieldsCardEntry,
  options: CardEntryMountOptions,
  deps: HostedFieldsDeps = {},
): CardEntryClient {
  const load = deps.load ?? loadProviderScript;
  let state: CardEntryState = { status: 'loading', hasNumber: false };
  let provider: ProviderClient | null = null;
  let element: ProviderCardElement | null = null;
  let loadTimer: ReturnType<typeof setTimeout> | undefined;
  let destroyed = false;
  let attempt = 0;

  const update = (next: CardEntryState) => {
    if (
      next.status === state.status &&
      next.hasNumber === state.hasNumber &&
      Boolean(next.scriptFailed) === Boolean(state.scriptFailed)
    )
      return;
    state = next;
    options.onChange?.(state);
  };

  const start = () => {
    attempt += 1;
    const own = attempt;
    clearTimeout(loadTimer);
    // The spec's 20-second alert applies as to the own frame: a script that neither loads nor fails.
    loadTimer = setTimeout(() => {
      if (state.status === 'loading') update({ status: 'failed', hasNumber: false });
    }, options.loadAlertMs ?? CARD_FRAME_LOAD_ALERT_MS);
    load(config.scriptUrl, config.globalName).then(
      (factory) => {
        if (destroyed || own !== attempt) return;
        provider = (factory as ProviderFactory)(config.publishableKey);
        element = provider.elements().create('card');
        element.on('ready', () => {
          clearTimeout(loadTimer);
          update({ status: 'ready', hasNumber: state.hasNumber });
        });
        element.on('change', (event) => update({ status: state.status, hasNumber: event.empty === false }));
        element.mount(options.container);
      },
      () => {
        if (destroyed || own !== attempt) return;
        clearTimeout(loadTimer);
        update({ status: 'failed', hasNumber: false, scriptFailed: true });
      },
    );
  };
  start();

  const accepted = options.cardTypesAccepted.length ? options.cardTypesAccepted : CARD_TYPES;

  return {
    getState: () => state,
    async submit(): Promise<CardEntryResult> {
      if (state.status !== 'ready' || !provider || !element)
        return { ok: false, message: CARD_FRAME_NOT_LOADED_MESSAGE };
      const answer = await provider.createToken(element).catch(() => ({ error: {} }) as ProviderTokenAnswer);
      const token = answer.token;
      if (!token) return { ok: false, message: answer.error?.message || CARD_PROVIDER_NO_TOKEN_MESSAGE };
      const cardType = cardTypeOfProviderBrand(token.card?.brand);
      const lastFour = token.card?.last4 ?? '';
      if (!cardType || !accepted.includes(cardBrandOfType(cardType).code)) {
        return { ok: false, message: cardBrandsMessage(accepted) };
      }
      if (!/^\d{4}$/.test(lastFour)) return { ok: false, message: CARD_PROVIDER_NO_TOKEN_MESSAGE };
      return { ok: true, card: { cardToken: token.id, lastFour, cardType } };
    },
    reset: () => element?.clear(),
    retry() {
      if (destroyed || !state.scriptFailed) return;
      update({ status: 'loading', hasNumber: false });
      start();
    },
    destroy() {
      destroyed = true;
      clearTimeout(loadTimer);
      element?.destroy();
      element = null;
    },
  };
}
