import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_RETRY_LIMIT } from '@forkpoint/shared/constants';
import { logger } from '@/lib/logger';
import { errorResponse, http, jsonResponse, recordRequests, server } from '@/testing/msw';
import { selectCaptchaSolver } from './captcha-solvers';
import { forgetRecaptchaScript, RECAPTCHA_SCRIPT_URL, type RecaptchaWidgetParams } from './recaptcha';
import { CAPTCHA_MESSAGES, useCaptcha } from './use-captcha';

const googleScripts = () => document.querySelectorAll(`script[src="${RECAPTCHA_SCRIPT_URL}"]`);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetRecaptchaScript();
  googleScripts().forEach((s) => s.remove());
  delete window.grecaptcha;
});

describe('the captcha the server configures', () => {
  const factories = () => ({ altcha: vi.fn(() => async () => 'altcha'), recaptcha: vi.fn(() => async () => 'g') });

  it('selects ALTCHA with its challenge URL, or reCAPTCHA with its site key', () => {
    const f = factories();
    expect(
      selectCaptchaSolver({ provider: 'altcha', siteKey: null, challengeUrl: '/api/Captcha/Challenge' }, f),
    ).not.toBeNull();
    expect(f.altcha).toHaveBeenCalledWith('/api/Captcha/Challenge');
    expect(selectCaptchaSolver({ provider: 'recaptcha', siteKey: 'site-key', challengeUrl: null }, f)).not.toBeNull();
    expect(f.recaptcha).toHaveBeenCalledWith('site-key');
  });

  it('selects nothing when the configuration lacks what its provider needs', () => {
    const f = factories();
    expect(selectCaptchaSolver({ provider: 'altcha', siteKey: null, challengeUrl: null }, f)).toBeNull();
    expect(selectCaptchaSolver({ provider: 'recaptcha', siteKey: null, challengeUrl: null }, f)).toBeNull();
    expect(f.altcha).not.toHaveBeenCalled();
    expect(f.recaptcha).not.toHaveBeenCalled();
  });

  it("never adds Google's script by selecting, nor under the default ALTCHA", () => {
    selectCaptchaSolver({ provider: 'recaptcha', siteKey: 'site-key', challengeUrl: null });
    selectCaptchaSolver({ provider: 'altcha', siteKey: null, challengeUrl: '/api/Captcha/Challenge' });
    expect(googleScripts()).toHaveLength(0);
  });
});

describe("a form's captcha (useCaptcha)", () => {
  it("loads Google's script on the first submit under reCAPTCHA and sends the widget's token", async () => {
    server.use(
      http.get('/api/Captcha', () => jsonResponse({ provider: 'recaptcha', siteKey: 'site-key', challengeUrl: null })),
    );
    const { result } = renderHook(() => useCaptcha());
    expect(googleScripts()).toHaveLength(0);
    const answer = result.current();
    await vi.waitFor(() => expect(googleScripts()).toHaveLength(1));
    window.grecaptcha = {
      ready: (callback) => callback(),
      render: (_container: HTMLElement, params: RecaptchaWidgetParams) => {
        queueMicrotask(() => params.callback('google-token'));
        return 0;
      },
      execute: () => {},
      reset: () => {},
    };
    googleScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(answer).resolves.toBe('google-token');
  });

  it('gives up after the retry limit of network errors with the spec message', async () => {
    const requests = recordRequests();
    server.use(http.get('/api/Captcha', () => errorResponse(503, 'Service Unavailable')));
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useCaptcha());
    await expect(result.current()).resolves.toBe('');
    expect(requests).toHaveLength(CAPTCHA_RETRY_LIMIT);
    expect(error).toHaveBeenCalledWith(CAPTCHA_MESSAGES.gaveUp, expect.anything());
  });

  it('reports "not in ready state" when the server names a captcha this page cannot answer', async () => {
    server.use(
      http.get('/api/Captcha', () => jsonResponse({ provider: 'recaptcha', siteKey: null, challengeUrl: null })),
    );
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useCaptcha());
    await expect(result.current()).resolves.toBe('');
    expect(warn).toHaveBeenCalledWith(CAPTCHA_MESSAGES.notReady);
  });
});
