import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import frameHtml from '../../card-frame/index.html?raw';
import {
  CARD_FRAME_CHANNEL as channel,
  type CardTypeCode,
  type FrameToParentMessage,
} from '@forkpoint/shared/cards/index';
import { FRAME_KEY_FAILED_MESSAGE, startCardFrame, type CardFrame } from './card-frame';
import type { FrameKey } from './encrypt-card';

const VISA = '4111111111111111';
const AMEX = '378282246310005';
const ALL: CardTypeCode[] = ['AMEX', 'DISC', 'MAST', 'VISA'];
const CIPHERTEXT = 'Q'.repeat(342) + '==';
const frameKey = { keyId: 'cv1_testkey0000000000000', key: {} as CryptoKey } satisfies FrameKey;

let frame: CardFrame | undefined;
let posts: Array<{ message: FrameToParentMessage; targetOrigin: string }>;
let encrypt: ReturnType<typeof vi.fn<(key: FrameKey, digits: string) => Promise<string>>>;

function mount(loadKey: () => Promise<FrameKey> = () => Promise.resolve(frameKey)) {
  document.body.innerHTML = frameHtml.slice(frameHtml.indexOf('<main'), frameHtml.indexOf('</main>') + 7);
  frame = startCardFrame({ window, document, loadKey, encrypt });
}

/** A message as the parent window sends it; by default from the frame's own origin. */
function fromParent(data: unknown, origin = window.location.origin, source: MessageEventSource | null = window) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

const sent = (type: FrameToParentMessage['type']) => posts.filter((p) => p.message.type === type).map((p) => p.message);

async function typeAndSubmit(number: string, accepted = ALL) {
  await waitFor(() => expect(sent('ready')).toHaveLength(1));
  fromParent({ channel, type: 'init', cardTypesAccepted: accepted });
  if (number) await userEvent.type(screen.getByLabelText('Credit card number'), number);
  fromParent({ channel, type: 'submit', requestId: 'req-1' });
  await waitFor(() => expect(sent('result')).toHaveLength(1));
  return sent('result')[0];
}

beforeEach(() => {
  posts = [];
  encrypt = vi.fn(async () => CIPHERTEXT);
  vi.spyOn(window, 'postMessage').mockImplementation(((message: FrameToParentMessage, targetOrigin: string) => {
    posts.push({ message, targetOrigin });
  }) as typeof window.postMessage);
});
afterEach(() => {
  frame?.destroy();
  vi.restoreAllMocks();
});

describe('the secure card-entry frame', () => {
  it('has a labelled numeric card-number field that browsers can autofill', () => {
    mount();
    const input = screen.getByLabelText('Credit card number');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'cc-number');
  });

  it('tells the parent it is ready once the vault key is loaded, posting only to its own origin', async () => {
    mount();
    await waitFor(() => expect(sent('ready')).toHaveLength(1));
    expect(posts.every((p) => p.targetOrigin === window.location.origin)).toBe(true);
  });

  it('hands the parent only the encrypted number, key id, last four and card type of a valid Visa', async () => {
    mount();
    const result = await typeAndSubmit(VISA);
    expect(result).toEqual({
      channel,
      type: 'result',
      requestId: 'req-1',
      ok: true,
      card: { encryptedCardNumber: CIPHERTEXT, keyId: frameKey.keyId, lastFour: '1111', cardType: 'visa' },
    });
    expect(encrypt).toHaveBeenCalledWith(frameKey, VISA);
    expect(JSON.stringify(posts)).not.toContain(VISA);
  });

  it('shows the brands message for a wrong check digit and answers the parent with it', async () => {
    mount();
    const result = await typeAndSubmit('4111111111111112');
    const message = 'Card must be Visa®, Mastercard®, American Express® or Discover® with registered marks.';
    expect(result).toMatchObject({ ok: false, message });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Credit card number')).toHaveAttribute('aria-invalid', 'true');
    expect(encrypt).not.toHaveBeenCalled();
  });

  it("shows the brands message with the partner's accepted brands for a card of another brand", async () => {
    mount();
    const result = await typeAndSubmit(AMEX, ['VISA', 'MAST']);
    expect(result).toMatchObject({ ok: false, message: 'Card must be Visa® or Mastercard® with registered marks.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Card must be Visa® or Mastercard® with registered marks.');
  });

  it('asks for a number when the parent submits an empty field', async () => {
    mount();
    const result = await typeAndSubmit('');
    expect(result).toMatchObject({ ok: false, message: 'Please enter your credit card number.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your credit card number.');
  });

  it('shows the brand as the number is typed and tells the parent when a number is present', async () => {
    mount();
    const input = screen.getByLabelText('Credit card number');
    await userEvent.type(input, '37');
    expect(screen.getByText('American Express')).toBeInTheDocument();
    expect(sent('change')).toEqual([{ channel, type: 'change', hasNumber: true }]);
    await userEvent.clear(input);
    expect(sent('change').at(-1)).toEqual({ channel, type: 'change', hasNumber: false });
  });

  it('checks the number on blur, and clears the message once it is corrected', async () => {
    mount();
    await waitFor(() => expect(sent('ready')).toHaveLength(1));
    fromParent({ channel, type: 'init', cardTypesAccepted: ALL });
    const input = screen.getByLabelText('Credit card number');
    await userEvent.type(input, '4111111111111112');
    expect(screen.getByRole('alert')).toHaveTextContent('');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Card must be/);
    await userEvent.type(input, '{Backspace}1');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('ignores messages from another origin, from another window, or of another shape', async () => {
    mount();
    await waitFor(() => expect(sent('ready')).toHaveLength(1));
    const init = { channel, type: 'init', cardTypesAccepted: ALL };
    const submit = { channel, type: 'submit', requestId: 'req-x' };
    fromParent(init);
    await userEvent.type(screen.getByLabelText('Credit card number'), VISA);
    fromParent(submit, 'https://attacker.example');
    fromParent(submit, window.location.origin, null);
    fromParent({ ...submit, extra: true });
    fromParent({ type: 'submit', requestId: 'req-x' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent('result')).toEqual([]);
    expect(encrypt).not.toHaveBeenCalled();
  });

  it("takes on the parent page's font, surface and text colours", async () => {
    mount();
    await waitFor(() => expect(sent('ready')).toHaveLength(1));
    fromParent({
      channel,
      type: 'init',
      cardTypesAccepted: ALL,
      accentColor: '#0b3d91',
      fontFamily: 'Tahoma, Verdana, sans-serif',
      surfaceColor: '#fcfbf8',
      textColor: '#14213d',
    });
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--frame-font')).toBe('Tahoma, Verdana, sans-serif');
    expect(root.getPropertyValue('--frame-surface')).toBe('#fcfbf8');
    expect(root.getPropertyValue('--frame-ink')).toBe('#14213d');
    expect(root.getPropertyValue('--frame-accent')).toBe('#0b3d91');
    for (const name of ['--frame-font', '--frame-surface', '--frame-ink', '--frame-accent']) root.removeProperty(name);
  });

  it('empties the field when the parent resets it', async () => {
    mount();
    await waitFor(() => expect(sent('ready')).toHaveLength(1));
    const input = screen.getByLabelText('Credit card number');
    await userEvent.type(input, VISA);
    fromParent({ channel, type: 'reset' });
    expect(input).toHaveValue('');
  });

  it('disables the field and explains when the vault key cannot be loaded, and never says ready', async () => {
    mount(() => Promise.reject(new Error('offline')));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FRAME_KEY_FAILED_MESSAGE));
    expect(screen.getByLabelText('Credit card number')).toBeDisabled();
    expect(sent('ready')).toEqual([]);
  });
});
