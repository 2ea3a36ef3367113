import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FORM_MESSAGES, captchaResponseOf, type recoverRequestSchema } from '@forkpoint/shared';
import {
  FIELD_MESSAGES,
  isValidEmail,
  isValidPartnerNumber,
  normalizeEmail,
} from '@forkpoint/shared/rules/member-fields';
import { AppError } from '../../lib/app-error';
import { publicOrigin } from '../../lib/public-origin';
import { requireCaptcha } from '../captcha/captcha';
import { findMemberByEmail, findMemberByPartnerNumber } from '../members/repository';
import { recoveryEmail } from './recovery-email';
import { issueRecoveryToken } from './tokens';

/**
 * POST /api/Members/Recover: checks the form (an e-mail, or a partner number where the partner has
 * them, and the captcha), then e-mails a recovery link if that account exists and has a web profile.
 * The answer never says whether it does.
 */
export async function requestRecovery(
  app: FastifyInstance,
  request: FastifyRequest,
  input: z.infer<typeof recoverRequestSchema>,
): Promise<void> {
  const db = app.database.db;
  const partner = request.partner;
  const userName = (input.userName ?? '').trim();
  const email = normalizeEmail(userName);
  const byEmail = isValidEmail(email);
  if (!byEmail && !(partner.hasPPN && isValidPartnerNumber(userName, partner.partnerNumberPattern))) {
    throw new AppError('VALIDATION_FAILED', FORM_MESSAGES.recovery, [
      { field: 'userName', message: FIELD_MESSAGES.recoveryInvalidInput(partner.terms) },
    ]);
  }
  await requireCaptcha(app.captcha, captchaResponseOf(input), { ip: request.ip, formMessage: FORM_MESSAGES.recovery });

  // Looking up the account and writing its mail happen after the answer, so neither the answer nor
  // its timing says whether the account exists (and delivery never holds the request).
  const origin = publicOrigin(app, request);
  app.background.run('recovery e-mail', async () => {
    const member = byEmail
      ? await findMemberByEmail(db, partner.code, email)
      : await findMemberByPartnerNumber(db, partner.code, userName);
    if (member?.has_web_profile && member.email) {
      const token = await issueRecoveryToken(db, {
        memberId: member.id,
        partnerCode: partner.code,
        now: app.clock(),
      });
      const link = `${origin}/recover/update?token=${token}`;
      await app.mailer.send(recoveryEmail({ partner, to: member.email, firstName: member.first_name, link }));
    }
  });
}
