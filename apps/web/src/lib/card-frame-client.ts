// The frame protocol's own module, not the package index: the index would bring every contract (and zod)
// into the Linked Cards page's first load.
import { CARD_FRAME_LOAD_ALERT_MS, type CardTypeCode } from '@forkpoint/shared/constants';
import {
  CARD_FRAME_CHANNEL as channel,
  CARD_FRAME_PATH,
  parseFrameMessage,
  type EncryptedCard,
  type ParentToFrameMessage,
} from '@forkpoint/shared/cards/frame-protocol';
import { frameAppearanceOf } from './card-frame-appearance';

/**
 * The app's side of the secure card-entry frame (docs/decisions/0009): mounts the frame, sends it
 * the partner's accepted brands, asks it for the typed card and receives only the encrypted card.
 * Messages are accepted only from the frame's window and origin, and only in the protocol's shapes.
 */

/** Shown while the frame has not told us it is ready (part 2 §2). */
export const CARD_FRAME_NOT_LOADED_MESSAGE =
  'The secure card form has not loaded. Browser settings or extensions may be blocking it.';
/** The load-failure alert, after CARD_FRAME_LOAD_ALERT_MS (part 1 §9: 20 s). */
export const CARD_FRAME_LOAD_FAILED_ALERT =
  'The secure card form failed to load. Please check that your browser settings or extensions allow it, then refresh the page.';
export const CARD_FRAME_NO_ANSWER_MESSAGE = 'The secure card form did not answer. Please try again.';
export const CARD_FRAME_TITLE = 'Secure card number entry';
const SUBMIT_TIMEOUT_MS = 10_000;

export type CardFrameStatus = 'loading' | 'ready' | 'failed';

export interface CardFrameState {
  /** loading: not ready yet (show CARD_FRAME_NOT_LOADED_MESSAGE); failed: the load-failure alert is due. */
  status: CardFrameStatus;
  /** Whether anything is typed in the frame (the submit-disabled rule needs it). */
  hasNumber: boolean;
}

export type CardFrameResult = { ok: true; card: EncryptedCard } | { ok: false; message: string };

export interface CardFrameOptions {
  container: HTMLElement;
  cardTypesAccepted: readonly CardTypeCode[];
  /** Focus colour inside the frame (#rrggbb), e.g. the partner theme's primary colour. */
  accentColor?: string;
  /** The frame document; an absolute URL may name another origin. */
  frameUrl?: string;
  title?: string;
  loadAlertMs?: number;
  submitTimeoutMs?: number;
  onChange?: (state: CardFrameState) => void;
}

export interface CardFrameClient {
  readonly iframe: HTMLIFrameElement;
  getState(): CardFrameState;
  /** Asks the frame for the typed card: the encrypted card, or the message the frame shows. */
  submit(): Promise<CardFrameResult>;
  /** Empties the frame's field (after the card was linked). */
  reset(): void;
  destroy(): void;
}

export function mountCardFrame(options: CardFrameOptions): CardFrameClient {
  const ownerWindow = options.container.ownerDocument.defaultView ?? window;
  const frameUrl = new URL(options.frameUrl ?? CARD_FRAME_PATH, ownerWindow.location.href);
  const frameOrigin = frameUrl.origin;
  const iframe = options.container.ownerDocument.createElement('iframe');
  iframe.title = options.title ?? CARD_FRAME_TITLE;
  iframe.className = 'card-frame';
  iframe.src = frameUrl.href;

  let state: CardFrameState = { status: 'loading', hasNumber: false };
  const pending = new Map<
    string,
    { resolve: (result: CardFrameResult) => void; timer: ReturnType<typeof setTimeout> }
  >();

  const update = (next: Partial<CardFrameState>) => {
    const merged = { ...state, ...next };
    if (merged.status === state.status && merged.hasNumber === state.hasNumber) return;
    state = merged;
    options.onChange?.(state);
  };

  const send = (message: ParentToFrameMessage) => iframe.contentWindow?.postMessage(message, frameOrigin);

  const settle = (requestId: string, result: CardFrameResult) => {
    const request = pending.get(requestId);
    if (!request) return;
    clearTimeout(request.timer);
    pending.delete(requestId);
    request.resolve(result);
  };

  // No ready message by then: the frame is blocked or broken, and the alert is due.
  const loadTimer = setTimeout(() => {
    if (state.status === 'loading') update({ status: 'failed' });
  }, options.loadAlertMs ?? CARD_FRAME_LOAD_ALERT_MS);

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== frameOrigin) return;
    const message = parseFrameMessage(event.data);
    if (!message) return;
    switch (message.type) {
      case 'ready': {
        clearTimeout(loadTimer);
        // Read now, once the page is styled: the frame takes on the font and surface it sits on.
        send({
          channel,
          type: 'init',
          cardTypesAccepted: [...options.cardTypesAccepted],
          ...frameAppearanceOf(options.container, options.accentColor),
        });
        update({ status: 'ready' });
        break;
      }
      case 'change':
        update({ hasNumber: message.hasNumber });
        break;
      case 'resize':
        iframe.style.height = `${message.height}px`;
        break;
      case 'result':
        settle(
          message.requestId,
          message.ok ? { ok: true, card: message.card } : { ok: false, message: message.message },
        );
        break;
    }
  };

  ownerWindow.addEventListener('message', onMessage);
  options.container.appendChild(iframe);

  return {
    iframe,
    getState: () => state,
    submit() {
      if (state.status !== 'ready') return Promise.resolve({ ok: false, message: CARD_FRAME_NOT_LOADED_MESSAGE });
      const requestId = newRequestId();
      return new Promise<CardFrameResult>((resolve) => {
        const timer = setTimeout(
          () => settle(requestId, { ok: false, message: CARD_FRAME_NO_ANSWER_MESSAGE }),
          options.submitTimeoutMs ?? SUBMIT_TIMEOUT_MS,
        );
        pending.set(requestId, { resolve, timer });
        send({ channel, type: 'submit', requestId });
      });
    },
    reset: () => send({ channel, type: 'reset' }),
    destroy() {
      clearTimeout(loadTimer);
      ownerWindow.removeEventListener('message', onMessage);
      for (const requestId of [...pending.keys()])
        settle(requestId, { ok: false, message: CARD_FRAME_NOT_LOADED_MESSAGE });
      iframe.remove();
    },
  };
}

function newRequestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `r${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}
