import type { z } from 'zod';
import type { CaptchaProvider, captchaConfigSchema } from '@forkpoint/shared';
import type { Challenge } from 'altcha-lib';

/** The captcha behind the enrollment, recovery and card forms, whichever provider is configured. */
export interface CaptchaVerifier {
  provider: CaptchaProvider;
  config(): z.infer<typeof captchaConfigSchema>;
  /** A new ALTCHA challenge; absent for reCAPTCHA, whose challenges Google serves. */
  challenge?(): Promise<Challenge>;
  /** Whether the answer a form carried (gRecaptchaResponse / g-recaptcha-response) proves a human. */
  verify(response: string, context: { ip: string }): Promise<boolean>;
}
