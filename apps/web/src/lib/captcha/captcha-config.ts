import { queryOptions } from '@tanstack/react-query';
import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';
import { captchaConfigSchema } from '@forkpoint/shared/contracts/auth';
import { api } from '@/lib/api-client';

/** GET /api/Captcha: which captcha the server checks and where an ALTCHA challenge comes from. */
export function getCaptchaConfig() {
  return api.get(APP_PATHS.captcha, { schema: captchaConfigSchema });
}

export type CaptchaConfig = Awaited<ReturnType<typeof getCaptchaConfig>>;

/** The configuration is fixed for the server's life: asked once per page load. */
export function captchaConfigQueryOptions() {
  return queryOptions({
    queryKey: ['captcha-config'] as const,
    queryFn: getCaptchaConfig,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * Whether the invisible captcha can answer in this browser: the ALTCHA solver needs a challenge URL, the
 * reCAPTCHA adapter a site key (lib/captcha/captcha-solvers.ts).
 */
export const canSolveCaptcha = (config: CaptchaConfig) =>
  (config.provider === 'altcha' && Boolean(config.challengeUrl)) ||
  (config.provider === 'recaptcha' && Boolean(config.siteKey));
