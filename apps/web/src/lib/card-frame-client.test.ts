import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_FRAME_CHANNEL as channel, CARD_FRAME_LOAD_ALERT_MS } from '@forkpoint/shared';
import {
  CARD_FRAME_NO_ANSWER_MESSAGE,
  CARD_FRAME_NOT_LOADED_MESSAGE,
  mountCardFrame,
  type CardFrameClient,
  type CardFrameState,
} from './card-frame-client';

const card = {
  encryptedCardNumber: 'Q'.repeat(342) + '==',
  keyId: 'cv1_testkey0000000000000',
  lastFour: '1111',
  cardType: 'visa',
};
const origin = window.location.origin;

let client: CardFrameClient;
let states: CardFrameState[];
let toFrame: unknown[];

function mount(extra: Partial<Parameters<typeof mountCardFrame>[0]> = {}) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  client = mountCardFrame({
    container,
    cardTypesAccepted: ['VISA', 'MAST'],
    onChange: (s) => states.push(s),
    ...extra,
  });
  vi.spyOn(client.iframe.contentWindow as Window, 'postMessage').mockImplementation(((
    message: unknown,
    targetOrigin: string,
  ) => {
    toFrame.push({ message, targetOrigin });
  }) as Window['postMessage']);
  return client;
}

/** A message as the frame's window sends it; by default from the frame's origin. */
function fromFrame(data: unknown, from: { origin?: string; source?: MessageEventSource | null } = {}) {
  const source = from.source === undefined ? client.iframe.contentWindow : from.source;
  window.dispatchEvent(new MessageEvent('message', { data, origin: from.origin ?? origin, source }));
}

beforeEach(() => {
  states = [];
  toFrame = [];
});
afterEach(() => {
  client?.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the card frame client', () => {
  it('mounts a titled iframe on the frame path and starts as not loaded', () => {
    mount();
    expect(client.iframe.getAttribute('src')).toBe(`${origin}/card-frame/`);
    expect(client.iframe.title).toBe('Secure card number entry');
    expect(client.getState()).toEqual({ status: 'loading', hasNumber: false });
  });

  it('sends the accepted brands to the frame, at its exact origin, once it says it is ready', () => {
    mount({ accentColor: '#123456' });
    fromFrame({ channel, type: 'ready' });
    expect(client.getState().status).toBe('ready');
    expect(toFrame).toEqual([
      {
        message: expect.objectContaining({
          channel,
          type: 'init',
          cardTypesAccepted: ['VISA', 'MAST'],
          accentColor: '#123456',
        }),
        targetOrigin: origin,
      },
    ]);
  });

  it('tells the frame the font, text colour and surface of the page around it', () => {
    document.body.style.backgroundColor = 'rgb(252, 251, 248)';
    document.body.style.color = 'rgb(28, 25, 23)';
    document.body.style.fontFamily = "'Helvetica Neue', Helvetica, Arial, sans-serif";
    try {
      mount();
      fromFrame({ channel, type: 'ready' });
      expect(toFrame).toEqual([
        {
          message: {
            channel,
            type: 'init',
            cardTypesAccepted: ['VISA', 'MAST'],
            fontFamily: '"Helvetica Neue", Helvetica, Arial, sans-serif',
            surfaceColor: '#fcfbf8',
            textColor: '#1c1917',
          },
          targetOrigin: origin,
        },
      ]);
    } finally {
      document.body.removeAttribute('style');
    }
  });

  it(`raises the load-failure alert after ${CARD_FRAME_LOAD_ALERT_MS / 1000} seconds without the frame`, () => {
    vi.useFakeTimers();
    mount();
    vi.advanceTimersByTime(CARD_FRAME_LOAD_ALERT_MS - 1);
    expect(client.getState().status).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(client.getState().status).toBe('failed');
    expect(states.at(-1)?.status).toBe('failed');
  });

  it('does not raise the alert when the frame was ready in time, and recovers when it is ready late', () => {
    vi.useFakeTimers();
    mount();
    fromFrame({ channel, type: 'ready' });
    vi.advanceTimersByTime(CARD_FRAME_LOAD_ALERT_MS * 2);
    expect(client.getState().status).toBe('ready');
    client.destroy();
    mount();
    vi.advanceTimersByTime(CARD_FRAME_LOAD_ALERT_MS);
    fromFrame({ channel, type: 'ready' });
    expect(client.getState().status).toBe('ready');
  });

  it('follows whether a number is typed', () => {
    mount();
    fromFrame({ channel, type: 'change', hasNumber: true });
    expect(client.getState().hasNumber).toBe(true);
    fromFrame({ channel, type: 'change', hasNumber: false });
    expect(states.map((s) => s.hasNumber)).toEqual([true, false]);
  });

  it('asks for the card and receives only the encrypted card', async () => {
    mount();
    fromFrame({ channel, type: 'ready' });
    const pending = client.submit();
    const request = toFrame.at(-1) as { message: { type: string; requestId: string }; targetOrigin: string };
    expect(request.message.type).toBe('submit');
    expect(request.targetOrigin).toBe(origin);
    fromFrame({ channel, type: 'result', requestId: request.message.requestId, ok: true, card });
    await expect(pending).resolves.toEqual({ ok: true, card });
  });

  it("passes on the frame's message when the typed number is refused", async () => {
    mount();
    fromFrame({ channel, type: 'ready' });
    const pending = client.submit();
    const { requestId } = (toFrame.at(-1) as { message: { requestId: string } }).message;
    fromFrame({ channel, type: 'result', requestId, ok: false, message: 'Please enter your credit card number.' });
    await expect(pending).resolves.toEqual({ ok: false, message: 'Please enter your credit card number.' });
  });

  it('ignores messages from another origin, another window, or of an unexpected shape', async () => {
    vi.useFakeTimers();
    mount({ submitTimeoutMs: 1000 });
    fromFrame({ channel, type: 'ready' }, { origin: 'https://attacker.example' });
    fromFrame({ channel, type: 'ready' }, { source: window });
    expect(client.getState().status).toBe('loading');
    fromFrame({ channel, type: 'ready' });
    const pending = client.submit();
    const { requestId } = (toFrame.at(-1) as { message: { requestId: string } }).message;
    fromFrame({ channel, type: 'result', requestId, ok: true, card }, { origin: 'https://attacker.example' });
    fromFrame({ channel, type: 'result', requestId, ok: true, card: { ...card, cardNumber: '4111111111111111' } });
    fromFrame({ channel, type: 'result', requestId: 'another', ok: true, card });
    vi.advanceTimersByTime(1000);
    await expect(pending).resolves.toEqual({ ok: false, message: CARD_FRAME_NO_ANSWER_MESSAGE });
  });

  it('answers a submit before the frame is ready with the not-loaded message, without asking the frame', async () => {
    mount();
    await expect(client.submit()).resolves.toEqual({ ok: false, message: CARD_FRAME_NOT_LOADED_MESSAGE });
    expect(toFrame).toEqual([]);
  });

  it('sizes the iframe to the height the frame reports', () => {
    mount();
    fromFrame({ channel, type: 'resize', height: 131 });
    expect(client.iframe.style.height).toBe('131px');
  });

  it('removes the iframe and stops listening when destroyed', () => {
    mount();
    const iframe = client.iframe;
    client.destroy();
    expect(iframe.isConnected).toBe(false);
  });
});
