import {
  CARD_FRAME_CHANNEL as channel,
  cardBrandFromPrefix,
  checkCardNumber,
  normaliseCardNumber,
  parseParentMessage,
  type CardTypeCode,
  type EncryptedCard,
  type FrameAppearance,
  type FrameToParentMessage,
} from '@forkpoint/shared/cards/index';
import type { FrameKey } from './encrypt-card';

/**
 * The secure card-entry frame's behaviour. It answers only its parent, and only when the parent
 * is of the frame's own origin; it tells the parent whether a number is typed, and on request
 * hands it the number encrypted to the vault key with its last four digits and brand. The clear
 * number stays in this document.
 */

export const FRAME_KEY_FAILED_MESSAGE = 'The secure card form could not load. Please refresh the page and try again.';
export const FRAME_NOT_READY_MESSAGE = 'The secure card form is still loading. Please try again in a moment.';
export const FRAME_ENCRYPT_FAILED_MESSAGE =
  'Your card number could not be secured. Please refresh the page and try again.';

export interface CardFrameDeps {
  window: Window;
  document: Document;
  /** Resolves with the vault key (encrypt-card.ts loadFrameKey). */
  loadKey(): Promise<FrameKey>;
  encrypt(key: FrameKey, digits: string): Promise<string>;
}

export interface CardFrame {
  destroy(): void;
}

/** The parent page's look, as custom properties card-frame.css reads (set through the CSSOM, as the CSP allows). */
const APPEARANCE_PROPERTIES: Record<keyof FrameAppearance, string> = {
  accentColor: '--frame-accent',
  fontFamily: '--frame-font',
  surfaceColor: '--frame-surface',
  textColor: '--frame-ink',
};

function applyAppearance(document: Document, appearance: FrameAppearance) {
  for (const [key, property] of Object.entries(APPEARANCE_PROPERTIES)) {
    const value = appearance[key as keyof FrameAppearance];
    if (value) document.documentElement.style.setProperty(property, value);
  }
}

function element<T extends HTMLElement>(document: Document, id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the card frame document has no #${id}`);
  return found as T;
}

export function startCardFrame({ window, document, loadKey, encrypt }: CardFrameDeps): CardFrame {
  const form = element<HTMLFormElement>(document, 'card-form');
  const input = element<HTMLInputElement>(document, 'card-number');
  const brandText = element<HTMLElement>(document, 'card-brand');
  const errorText = element<HTMLElement>(document, 'card-error');

  const ownOrigin = window.location.origin;
  let accepted: CardTypeCode[] | null = null;
  let frameKey: FrameKey | null = null;
  let submitted = false;
  let hadNumber = false;

  // Only ever posted to a parent of this same origin: any other parent receives nothing.
  const post = (message: FrameToParentMessage) => window.parent.postMessage(message, ownOrigin);
  // The content's own height: the document's scroll height is never less than the frame's current height,
  // so a frame taller than its field (the iframe's default 150 px) never shrank to it.
  const postHeight = () =>
    post({ channel, type: 'resize', height: Math.ceil(document.body.getBoundingClientRect().height) });

  const showError = (message: string | null) => {
    const changed = errorText.textContent !== (message ?? '');
    errorText.textContent = message ?? '';
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
    if (changed) postHeight();
  };

  const validate = (): ReturnType<typeof checkCardNumber> | null => {
    if (!accepted) return null;
    const result = checkCardNumber(input.value, accepted);
    showError(result.ok ? null : result.message);
    return result;
  };

  const onInput = () => {
    const digits = normaliseCardNumber(input.value);
    brandText.textContent = cardBrandFromPrefix(digits)?.name ?? '';
    const hasNumber = digits.length > 0;
    if (hasNumber !== hadNumber) {
      hadNumber = hasNumber;
      post({ channel, type: 'change', hasNumber });
    }
    // Validate on blur; once submitted (or while an error shows), re-validate as the member types.
    if (submitted || errorText.textContent) validate();
  };

  const onBlur = () => {
    if (input.value.trim() !== '') validate();
  };

  const submit = async (requestId: string) => {
    submitted = true;
    const result = validate();
    if (!result || !frameKey) {
      post({ channel, type: 'result', requestId, ok: false, message: FRAME_NOT_READY_MESSAGE });
      return;
    }
    if (!result.ok) {
      input.focus();
      post({ channel, type: 'result', requestId, ok: false, message: result.message });
      return;
    }
    try {
      const card: EncryptedCard = {
        encryptedCardNumber: await encrypt(frameKey, result.digits),
        keyId: frameKey.keyId,
        lastFour: result.lastFour,
        cardType: result.brand.type,
      };
      post({ channel, type: 'result', requestId, ok: true, card });
    } catch {
      showError(FRAME_ENCRYPT_FAILED_MESSAGE);
      post({ channel, type: 'result', requestId, ok: false, message: FRAME_ENCRYPT_FAILED_MESSAGE });
    }
  };

  const reset = () => {
    input.value = '';
    brandText.textContent = '';
    submitted = false;
    showError(null);
    onInput();
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== ownOrigin) return;
    const message = parseParentMessage(event.data);
    if (!message) return;
    if (message.type === 'init') {
      accepted = message.cardTypesAccepted;
      applyAppearance(document, message);
      postHeight();
    } else if (message.type === 'submit') {
      void submit(message.requestId);
    } else {
      reset();
    }
  };

  // Enter in the field must not navigate the frame (form-action 'none' would refuse it anyway).
  const onSubmit = (event: Event) => event.preventDefault();

  form.addEventListener('submit', onSubmit);
  input.addEventListener('input', onInput);
  input.addEventListener('blur', onBlur);
  window.addEventListener('message', onMessage);

  loadKey().then(
    (key) => {
      frameKey = key;
      post({ channel, type: 'ready' });
      postHeight();
    },
    () => {
      input.disabled = true;
      showError(FRAME_KEY_FAILED_MESSAGE);
    },
  );

  return {
    destroy() {
      form.removeEventListener('submit', onSubmit);
      input.removeEventListener('input', onInput);
      input.removeEventListener('blur', onBlur);
      window.removeEventListener('message', onMessage);
    },
  };
}
