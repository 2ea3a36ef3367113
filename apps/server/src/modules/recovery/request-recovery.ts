import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { FORM_MESSAGES, captchaResponseOf, type Partner, type recoverRequestSchema } from '@forkpoint/shared';
import {
  FIELD_MESSAGES,
  isValidEmail,
  isValidPartnerNumber,
  normalizeEmail,
} from '@forkpoint/shared/rules/member-fields';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { BackgroundTasks } from '../../plugins/background';
import { requireCaptcha } from '../captcha/captcha';
import type { CaptchaVerifier } from '../captcha/verifier';
import { findMemberByEmail, findMemberByPartnerNumber } from '../members/repository';
import type { Mailer } from '../outbox/mailer';
import { recoveryEmail } from './recovery-email';
import { issueRecoveryToken } from './tokens';

export interface RequestRecoveryArgs {
  db: Kysely<DB>;
  partner: Partner;
  clock: Clock;
  captcha: CaptchaVerifier;
  mailer: Mailer;
  background: BackgroundTasks;
  /** The caller's address, which the captcha provider may check the answer against. */
  ip: string;
  /** Where the e-mailed link points (lib/http/public-origin.ts: never a forged Host). */
  origin: string;
  input: z.infer<typeof recoverRequestSchema>;
}

/**
 * POST /api/Members/Recover: checks the form (an e-mail, or a partner number where the partner has
 * them, and the captcha), then e-mails a recovery link if that account exists and has a web profile.
 * The answer never says whether it does.
 */
export async function requestRecovery({
  db,
  partner,
  clock,
  captcha,
  mailer,
  background,
  ip,
  origin,
  input,
}: RequestRecoveryArgs): Promise<void> {
  const userName = (input.userName ?? '').trim();
  const email = normalizeEmail(userName);
  const byEmail = isValidEmail(email);
  if (!byEmail && !(partner.hasPPN && isValidPartnerNumber(userName, partner.partnerNumberPattern))) {
    throw new AppError('VALIDATION_FAILED', FORM_MESSAGES.recovery, [
      { field: 'userName', message: FIELD_MESSAGES.recoveryInvalidInput(partner.terms) },
    ]);
  }
  await requireCaptcha(captcha, captchaResponseOf(input), { ip, formMessage: FORM_MESSAGES.recovery });

  // Looking up the account and writing its mail happen after the answer, so neither the answer nor
  // its timing says whether the account exists (and delivery never holds the request).
  background.run('recovery e-mail', async () => {
    const member = byEmail
      ? await findMemberByEmail(db, partner.code, email)
      : await findMemberByPartnerNumber(db, partner.code, userName);
    if (member?.has_web_profile && member.email) {
      const token = await issueRecoveryToken(db, {
        memberId: member.id,
        partnerCode: partner.code,
        now: clock(),
      });
      const link = `${origin}/recover/update?token=${token}`;
      await mailer.send(recoveryEmail({ partner, to: member.email, firstName: member.first_name, link }));
    }
  });
}
