import type { Kysely } from 'kysely';
import { FORM_MESSAGES, type Member, type Partner, type ProfileUpdateRequest } from '@forkpoint/shared';
import { FIELD_MESSAGES, normalizeEmail } from '@forkpoint/shared/rules/member-fields';
import { truncatePassword } from '@forkpoint/shared/rules/member-passwords';
import { tierAfterEmailOptIn } from '@forkpoint/shared/rules/member-tiers';
import {
  profileAddressRequired,
  validateProfile,
  type ProfileValues,
} from '@forkpoint/shared/rules/profile-validation';
import type { DB } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { UNAUTHORIZED_MESSAGE } from '../auth/sessions-plugin';
import { AppError, type FieldMessage } from '../../lib/app-error';
import { failOnFieldErrors } from '../../lib/parse-form';
import { newPasswordProblem } from '../auth/new-password';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endMemberSessions } from '../auth/session-store';
import { memberWithRewards } from './member-with-rewards';
import { findMemberById, findPasswordHash, setPasswordHash, updateMember, type MemberRow } from './repository';
import { isUsZip } from './us-zip';

export interface UpdateProfileArgs {
  db: Kysely<DB>;
  partner: Partner;
  clock: Clock;
  /** The signed-in member's id, from the session. */
  memberId: number;
  input: ProfileUpdateRequest;
}

export interface UpdateProfileResult {
  member: Member;
  /**
   * The password changed and every session of the member was ended: the route starts a fresh
   * one for this browser (sessions need the request and reply, which a service does not take).
   */
  passwordChanged: boolean;
}

/**
 * PUT /api/Member: the profile form (part 2 §5 validation table) and, for direct members, a
 * password change, which needs the current password and ends every other session of the member.
 */
export async function updateProfile({
  db,
  partner,
  clock,
  memberId,
  input,
}: UpdateProfileArgs): Promise<UpdateProfileResult> {
  const member = await findMemberById(db, partner.code, memberId);
  if (!member) throw new AppError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
  if (member.needs_email_update) throw new AppError('FORBIDDEN', FORM_MESSAGES.emailUpdateRequired);

  const { values, errors } = validateProfile(storedProfile(member), input, {
    namesLocked: partner.enrollmentType === 'sso' || member.interface_type === 'sso',
    addressRequired: profileAddressRequired(partner),
  });
  if (input.email != null && normalizeEmail(input.email) !== (member.email ?? '')) {
    errors.push({ field: 'email', message: FIELD_MESSAGES.emailChangeBySupport });
  }
  if (!errors.some((e) => e.field === 'address.zipCode') && !isUsZip(values.address.zipCode)) {
    errors.push({ field: 'address.zipCode', message: FIELD_MESSAGES.zipInvalid });
  }
  const newPassword = input.password ? truncatePassword(input.password) : null;
  if (newPassword !== null) errors.push(...(await passwordChangeErrors(db, member, newPassword, input, partner)));
  failOnFieldErrors(errors, FORM_MESSAGES.profile);

  const updated = await updateMember(db, partner.code, member.id, {
    first_name: values.firstName,
    last_name: values.lastName,
    email_opt_in: values.emailOptIn,
    tier_level: tierAfterEmailOptIn(member.tier_level, values.emailOptIn),
    address1: values.address.address1,
    address2: values.address.address2,
    city: values.address.city,
    state: values.address.state,
    zip_code: values.address.zipCode,
    phone_number: values.phoneNumber,
    sms_opt_in: values.smsOptIn,
    updated_at: clock(),
  });
  if (newPassword !== null) {
    await setPasswordHash(db, member, await hashPassword(newPassword), clock());
    // Whoever else held a session with the old password is out; the route gives this browser a fresh one.
    await endMemberSessions(db, member.id);
  }
  return { member: await memberWithRewards(db, partner, updated, clock()), passwordChanged: newPassword !== null };
}

function storedProfile(member: MemberRow): ProfileValues {
  return {
    firstName: member.first_name,
    lastName: member.last_name,
    emailOptIn: member.email_opt_in,
    address: {
      address1: member.address1,
      address2: member.address2,
      city: member.city,
      state: member.state,
      zipCode: member.zip_code,
    },
    phoneNumber: member.phone_number,
    smsOptIn: member.sms_opt_in,
  };
}

async function passwordChangeErrors(
  db: Kysely<DB>,
  member: MemberRow,
  newPassword: string,
  input: ProfileUpdateRequest,
  partner: Partner,
): Promise<FieldMessage[]> {
  // "The password row shows only for direct enrollment."
  if (partner.enrollmentType !== 'direct' || member.interface_type !== 'direct') {
    return [{ field: 'password', message: FORM_MESSAGES.notAvailable }];
  }
  const errors: FieldMessage[] = [];
  const problem = newPasswordProblem(newPassword, { partnerNumber: member.partner_number, terms: partner.terms });
  if (problem) errors.push({ field: 'password', message: problem });

  const current = truncatePassword(input.currentPassword ?? '');
  const hash = await findPasswordHash(db, member.id);
  if (current === '') errors.push({ field: 'currentPassword', message: FIELD_MESSAGES.required });
  else if (!hash || !(await verifyPassword(hash, current))) {
    errors.push({ field: 'currentPassword', message: FORM_MESSAGES.currentPasswordWrong });
  }
  return errors;
}
