import type { Kysely } from 'kysely';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_MESSAGES } from '@forkpoint/shared/contracts/support';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findMemberByPublicId, type MemberRow } from '../members/repository';

/**
 * What the console's calls share: the error answers every guarded call may give (a bad request, no staff
 * session, a role without the right, what it names not found: a member, a claim, an emulation, a content
 * entry; each call keeps its own message), and the look-up of a member on the staff member's own partner.
 */
export const STAFF_MEMBER_ERRORS = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;

/** The member of the staff member's own partner (staffOf(request).partnerCode), or 404: another partner's member is never found. */
export async function staffPartnerMember(db: Kysely<DB>, partnerCode: string, publicId: string): Promise<MemberRow> {
  const member = await findMemberByPublicId(db, partnerCode, publicId);
  if (!member) throw new AppError('NOT_FOUND', STAFF_MESSAGES.memberNotFound);
  return member;
}
