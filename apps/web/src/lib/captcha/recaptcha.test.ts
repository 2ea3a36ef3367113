import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createRecaptchaSolver,
  forgetRecaptchaScript,
  loadRecaptchaScript,
  RECAPTCHA_ANSWER_TIMEOUT_MS,
  RECAPTCHA_SCRIPT_URL,
  type Grecaptcha,
  type RecaptchaWidgetParams,
} from './recaptcha';

/** A stand-in for Google's widget: execute answers through the callback the way the real one does. */
function fakeGrecaptcha(
  answer: (params: RecaptchaWidgetParams, run: number) => void = (p, n) => p.callback(`token-${n}`),
) {
  let params: RecaptchaWidgetParams | null = null;
  let runs = 0;
  const fake = {
    ready: vi.fn((callback: () => void) => callback()),
    render: vi.fn((_container: HTMLElement, given: RecaptchaWidgetParams) => {
      params = given;
      return 7;
    }),
    execute: vi.fn(() => {
      runs += 1;
      answer(params!, runs);
    }),
    reset: vi.fn(),
  };
  return fake satisfies Grecaptcha;
}

const scripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.src === RECAPTCHA_SCRIPT_URL);

afterEach(() => {
  forgetRecaptchaScript();
  scripts().forEach((s) => s.remove());
  document.querySelectorAll('.recaptcha-slot').forEach((slot) => slot.remove());
  delete window.grecaptcha;
  vi.useRealTimers();
});

describe("Google's reCAPTCHA script", () => {
  it('is added once, on first use, and resolves with grecaptcha once ready', async () => {
    expect(scripts()).toHaveLength(0);
    const first = loadRecaptchaScript();
    const second = loadRecaptchaScript();
    expect(scripts()).toHaveLength(1);
    const fake = fakeGrecaptcha();
    window.grecaptcha = fake;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fake);
    await expect(second).resolves.toBe(fake);
  });

  it('answers null when the script ran but left no grecaptcha ("not in ready state")', async () => {
    const loaded = loadRecaptchaScript();
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeNull();
  });

  it('rejects on a network error and adds the script again on the next try', async () => {
    const failed = loadRecaptchaScript();
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(/could not be loaded/);
    expect(scripts()).toHaveLength(0);
    void loadRecaptchaScript();
    expect(scripts()).toHaveLength(1);
  });
});

describe('the invisible reCAPTCHA widget', () => {
  it('is drawn once with the site key, answers its token, and is reset on later submits', async () => {
    const fake = fakeGrecaptcha();
    const solve = createRecaptchaSolver('site-key', async () => fake);
    await expect(solve()).resolves.toBe('token-1');
    expect(fake.render).toHaveBeenCalledTimes(1);
    expect(fake.render.mock.calls[0]![1]).toMatchObject({ sitekey: 'site-key', size: 'invisible' });
    expect(fake.reset).not.toHaveBeenCalled();
    await expect(solve()).resolves.toBe('token-2');
    expect(fake.render).toHaveBeenCalledTimes(1);
    expect(fake.reset).toHaveBeenCalledWith(7);
    expect(fake.execute).toHaveBeenCalledTimes(2);
  });

  it('answers null when reCAPTCHA is not ready, and rejects on its error callback', async () => {
    expect(await createRecaptchaSolver('k', async () => null)()).toBeNull();
    const failing = fakeGrecaptcha((params) => params['error-callback']());
    await expect(createRecaptchaSolver('k', async () => failing)()).rejects.toThrow(/network error/);
  });

  it("answers '' when the answer expires or never comes, so the form is not left busy", async () => {
    const expiring = fakeGrecaptcha((params) => params['expired-callback']());
    expect(await createRecaptchaSolver('k', async () => expiring)()).toBe('');

    vi.useFakeTimers();
    const silent = fakeGrecaptcha(() => {});
    const answer = createRecaptchaSolver('k', async () => silent)();
    await vi.advanceTimersByTimeAsync(RECAPTCHA_ANSWER_TIMEOUT_MS);
    await expect(answer).resolves.toBe('');
  });
});
