import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { FORM_MESSAGES, type Partner, type recoverUpdateRequestSchema } from '@forkpoint/shared';
import { FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import { truncatePassword } from '@forkpoint/shared/rules/member-passwords';
import type { DB } from '../../db/schema';
import { AppError, type FieldMessage } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { failOnFieldErrors } from '../../lib/parse-form';
import { clearFailures } from '../auth/lockout';
import { newPasswordProblem } from '../auth/new-password';
import { hashPassword } from '../auth/passwords';
import { endMemberSessions } from '../auth/session-store';
import { findMemberById, setPasswordHash } from '../members/repository';
import { consumeToken, requireUsableToken } from './tokens';

export interface ResetPasswordArgs {
  db: Kysely<DB>;
  partner: Partner;
  clock: Clock;
  input: z.infer<typeof recoverUpdateRequestSchema>;
}

/**
 * POST /api/Members/Recover/Update: sets the new password with a usable token and uses the token up;
 * every session of the member ends and a lockout is lifted.
 */
export async function resetPassword({ db, partner, clock, input }: ResetPasswordArgs): Promise<void> {
  const found = await requireUsableToken(db, { token: input.token, partnerCode: partner.code, now: clock() });
  const member = await findMemberById(db, partner.code, found.member_id);
  if (!member) throw new AppError('BAD_REQUEST', FORM_MESSAGES.recoveryLinkInvalid);

  const password = truncatePassword(input.password ?? '');
  const confirm = truncatePassword(input.passwordConfirm ?? '');
  const errors: FieldMessage[] = [];
  const problem = newPasswordProblem(password, { partnerNumber: member.partner_number, terms: partner.terms });
  if (problem) errors.push({ field: 'password', message: problem });
  if (confirm === '') errors.push({ field: 'passwordConfirm', message: FIELD_MESSAGES.required });
  else if (confirm !== password) errors.push({ field: 'passwordConfirm', message: FIELD_MESSAGES.passwordsDoNotMatch });
  failOnFieldErrors(errors, FORM_MESSAGES.recovery);

  const passwordHash = await hashPassword(password);
  const now = clock();
  const updated = await db.transaction().execute(async (trx) => {
    if (!(await consumeToken(trx, found.token_hash, now))) return false;
    await setPasswordHash(trx, member, passwordHash, now);
    await endMemberSessions(trx, member.id);
    // The recover link is the way out of a lockout.
    await clearFailures(trx, partner.code, `member:${member.id}`);
    return true;
  });
  if (!updated) throw new AppError('BAD_REQUEST', FORM_MESSAGES.recoveryLinkInvalid);
}
