import { RECOVERY_TOKEN_TTL_MINUTES, type Partner } from '@forkpoint/shared';
import type { OutgoingEmail } from '../outbox/mailer';

/** The recovery e-mail: the one-time link to /recover/update, valid RECOVERY_TOKEN_TTL_MINUTES. */
export function recoveryEmail(input: { partner: Partner; to: string; firstName: string; link: string }): OutgoingEmail {
  const { partner, link } = input;
  return {
    partnerCode: partner.code,
    kind: 'recovery',
    to: input.to,
    subject: `Reset your ${partner.terms.program} password`,
    text: [
      `Hello ${input.firstName || 'there'},`,
      '',
      `We received a request to reset the password of your ${partner.terms.program} account.`,
      `To choose a new password, open this link within ${RECOVERY_TOKEN_TTL_MINUTES} minutes:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this email; your password stays as it is.',
    ].join('\n'),
  };
}
