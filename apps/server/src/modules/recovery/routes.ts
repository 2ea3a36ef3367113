import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORM_MESSAGES,
  RECOVERY_TOKEN_TTL_MINUTES,
  captchaResponseOf,
  recoverConfirmRequestSchema,
  recoverConfirmResponseSchema,
  recoverRequestResponseSchema,
  recoverRequestSchema,
  recoverUpdateRequestSchema,
  recoverUpdateResponseSchema,
} from '@forkpoint/shared';
import {
  FIELD_MESSAGES,
  isValidEmail,
  isValidPartnerNumber,
  normalizeEmail,
} from '@forkpoint/shared/rules/member-fields';
import { newPasswordMessage, truncatePassword } from '@forkpoint/shared/rules/member-passwords';
import { AppError, type FieldMessage } from '../../lib/app-error';
import { failOnFieldErrors, parseForm } from '../../lib/parse-form';
import { isBreachedPassword } from '../auth/breached-passwords';
import type { RateLimit } from '../auth/identity-routes';
import { clearFailures } from '../auth/lockout';
import { hashPassword } from '../auth/passwords';
import { endMemberSessions } from '../auth/session-store';
import { requireCaptcha, type CaptchaVerifier } from '../captcha/captcha';
import type { Mailer } from '../outbox/mailer';
import { findMemberByEmail, findMemberById, findMemberByPartnerNumber, setPasswordHash } from '../members/repository';
import { publicOrigin } from './public-origin';
import { consumeToken, findUsableToken, issueRecoveryToken } from './tokens';

interface RecoveryOptions {
  captcha: CaptchaVerifier;
  mailer: Mailer;
  authRateLimit: RateLimit;
}

/**
 * Credential recovery (/recover, /recover/confirm, /recover/update, /recover/success), direct
 * enrollment only: request by e-mail or partner number (the answer never says whether an account
 * exists), confirm that a link's token is usable, update the password with it.
 */
export const recoveryRoutes: FastifyPluginAsyncZod<RecoveryOptions> = async (
  app,
  { captcha, mailer, authRateLimit },
) => {
  const db = app.database.db;
  const limited = { config: { rateLimit: authRateLimit } };

  app.addHook('preHandler', async (request) => {
    if (request.partner.enrollmentType !== 'direct') throw new AppError('FORBIDDEN', FORM_MESSAGES.notAvailable);
  });

  app.post(
    '/api/Members/Recover',
    { ...limited, schema: { response: { 202: recoverRequestResponseSchema } } },
    async (request, reply) => {
      const input = parseForm(recoverRequestSchema, request.body, FORM_MESSAGES.recovery);
      const partner = request.partner;
      const userName = (input.userName ?? '').trim();
      const email = normalizeEmail(userName);
      const byEmail = isValidEmail(email);
      if (!byEmail && !(partner.hasPPN && isValidPartnerNumber(userName, partner.partnerNumberPattern))) {
        throw new AppError('VALIDATION_FAILED', FORM_MESSAGES.recovery, [
          { field: 'userName', message: FIELD_MESSAGES.recoveryInvalidInput(partner.terms) },
        ]);
      }
      await requireCaptcha(captcha, captchaResponseOf(input), { ip: request.ip, formMessage: FORM_MESSAGES.recovery });

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
          await mailer.send({
            partnerCode: partner.code,
            kind: 'recovery',
            to: member.email,
            subject: `Reset your ${partner.terms.program} password`,
            text: [
              `Hello ${member.first_name || 'there'},`,
              '',
              `We received a request to reset the password of your ${partner.terms.program} account.`,
              `To choose a new password, open this link within ${RECOVERY_TOKEN_TTL_MINUTES} minutes:`,
              '',
              link,
              '',
              'If you did not ask for this, ignore this email; your password stays as it is.',
            ].join('\n'),
          });
        }
      });
      return reply.code(202).send({ message: FORM_MESSAGES.recoveryRequested });
    },
  );

  const usableToken = async (token: string, partnerCode: string) => {
    const found = await findUsableToken(db, { token, partnerCode, now: app.clock() });
    if (!found)
      throw new AppError('BAD_REQUEST', FORM_MESSAGES.recoveryLinkInvalid, [
        { field: 'token', message: FORM_MESSAGES.recoveryLinkInvalid },
      ]);
    return found;
  };

  app.post(
    '/api/Members/Recover/Confirm',
    { ...limited, schema: { response: { 200: recoverConfirmResponseSchema } } },
    async (request) => {
      const input = parseForm(recoverConfirmRequestSchema, request.body, FORM_MESSAGES.recoveryLinkInvalid);
      const found = await usableToken(input.token, request.partner.code);
      return { valid: true as const, expiresAt: new Date(found.expires_at).toISOString() };
    },
  );

  app.post(
    '/api/Members/Recover/Update',
    { ...limited, schema: { response: { 200: recoverUpdateResponseSchema } } },
    async (request) => {
      const input = parseForm(recoverUpdateRequestSchema, request.body, FORM_MESSAGES.recovery);
      const partner = request.partner;
      const found = await usableToken(input.token, partner.code);
      const member = await findMemberById(db, partner.code, found.member_id);
      if (!member) throw new AppError('BAD_REQUEST', FORM_MESSAGES.recoveryLinkInvalid);

      const password = truncatePassword(input.password ?? '');
      const confirm = truncatePassword(input.passwordConfirm ?? '');
      const errors: FieldMessage[] = [];
      const rule = newPasswordMessage(password, { partnerNumber: member.partner_number, terms: partner.terms });
      if (rule) errors.push({ field: 'password', message: rule });
      else if (isBreachedPassword(password))
        errors.push({ field: 'password', message: FIELD_MESSAGES.passwordBreached });
      if (confirm === '') errors.push({ field: 'passwordConfirm', message: FIELD_MESSAGES.required });
      else if (confirm !== password)
        errors.push({ field: 'passwordConfirm', message: FIELD_MESSAGES.passwordsDoNotMatch });
      failOnFieldErrors(errors, FORM_MESSAGES.recovery);

      const passwordHash = await hashPassword(password);
      const now = app.clock();
      const updated = await db.transaction().execute(async (trx) => {
        if (!(await consumeToken(trx, found.token_hash, now))) return false;
        await setPasswordHash(trx, member, passwordHash, now);
        await endMemberSessions(trx, member.id);
        // The recover link is the way out of a lockout.
        await clearFailures(trx, partner.code, `member:${member.id}`);
        return true;
      });
      if (!updated) throw new AppError('BAD_REQUEST', FORM_MESSAGES.recoveryLinkInvalid);
      return { message: FORM_MESSAGES.passwordUpdated };
    },
  );
};
