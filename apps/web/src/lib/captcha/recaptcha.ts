/**
 * The browser side of the reCAPTCHA adapter (CAPTCHA_PROVIDER=recaptcha, docs/decisions/0008): an
 * invisible v2 widget. Google's script is added to the page only when a form first needs an answer under
 * that configuration — never with the default ALTCHA — and the server adds Google's origins to the CSP only
 * then (RECAPTCHA_CSP_SOURCES in apps/server/src/modules/captcha/recaptcha.ts).
 */

/** Explicit rendering: the widget is drawn when the first answer is asked for, not when the script loads. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';

/** A challenge the user walks away from never calls back; the form must not stay busy forever. */
export const RECAPTCHA_ANSWER_TIMEOUT_MS = 180_000;

export interface RecaptchaWidgetParams {
  sitekey: string;
  size: 'invisible';
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

/** The part of Google's `grecaptcha` global the adapter uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, params: RecaptchaWidgetParams): number;
  execute(widgetId: number): void | Promise<void>;
  reset(widgetId: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha | null> | null = null;

/**
 * Adds Google's script once and resolves with `grecaptcha` when it is ready, or null when the script ran
 * but left no `grecaptcha` ("not in ready state"). A network failure rejects and forgets the attempt, so
 * the next call (the captcha's retry) adds the script again.
 */
export function loadRecaptchaScript(doc: Document = document): Promise<Grecaptcha | null> {
  loading ??= new Promise<Grecaptcha | null>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = RECAPTCHA_SCRIPT_URL;
    script.async = true;
    script.addEventListener('load', () => {
      const grecaptcha = doc.defaultView?.grecaptcha;
      if (!grecaptcha) resolve(null);
      else grecaptcha.ready(() => resolve(grecaptcha));
    });
    script.addEventListener('error', () => {
      script.remove();
      loading = null;
      reject(new Error('The reCAPTCHA script could not be loaded.'));
    });
    doc.head.append(script);
  });
  return loading;
}

/** Tests only: forget the loaded script. */
export function forgetRecaptchaScript(): void {
  loading = null;
}

/**
 * An answer source for one site key: the first call draws the invisible widget, later calls reset it
 * (spec part 1 §4 "the first submit runs the check and later submits reset it"), and each call executes it
 * and resolves with the token ('' when the answer expired or never came), null when reCAPTCHA is not
 * ready, or rejects on a network error so the caller's retry rule applies.
 */
export function createRecaptchaSolver(
  siteKey: string,
  load: () => Promise<Grecaptcha | null> = loadRecaptchaScript,
): () => Promise<string | null> {
  let widgetId: number | null = null;
  let pending: { settle: (token: string) => void; fail: (error: Error) => void } | null = null;

  return async () => {
    const grecaptcha = await load();
    if (!grecaptcha) return null;
    if (widgetId === null) {
      const slot = document.createElement('div');
      slot.className = 'recaptcha-slot';
      document.body.append(slot);
      widgetId = grecaptcha.render(slot, {
        sitekey: siteKey,
        size: 'invisible',
        callback: (token) => pending?.settle(token),
        'expired-callback': () => pending?.settle(''),
        'error-callback': () => pending?.fail(new Error('reCAPTCHA network error')),
      });
    } else {
      grecaptcha.reset(widgetId);
    }
    const id = widgetId;
    // A submit while an earlier answer is still awaited ends that one: its form has moved on.
    pending?.settle('');
    return new Promise<string>((resolve, reject) => {
      const own = {
        settle: (token: string) => {
          finish();
          resolve(token);
        },
        fail: (error: Error) => {
          finish();
          reject(error);
        },
      };
      const timer = setTimeout(() => own.settle(''), RECAPTCHA_ANSWER_TIMEOUT_MS);
      function finish() {
        clearTimeout(timer);
        if (pending === own) pending = null;
      }
      pending = own;
      Promise.resolve(grecaptcha.execute(id)).catch((error: unknown) =>
        own.fail(error instanceof Error ? error : new Error(String(error))),
      );
    });
  };
}
