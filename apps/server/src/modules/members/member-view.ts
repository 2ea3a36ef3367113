import type { KnownVisitor, Member } from '@forkpoint/shared';
import type { MemberRow } from './repository';

/**
 * The stored member as the API answers it. diningProgress and activeBonuses are derived from the member's
 * rewards (members/member-with-rewards.ts fills them, docs/decisions/0014); here they are empty.
 */
export function toMember(row: MemberRow): Member {
  return {
    publicId: row.public_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    emailOptIn: row.email_opt_in,
    address: {
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.state,
      zipCode: row.zip_code,
    },
    phoneNumber: row.phone_number,
    smsOptIn: row.sms_opt_in,
    tierLevel: row.tier_level,
    memberType: row.member_type,
    diningProgress: null,
    activeBonuses: [],
    enrollmentSource: row.enrollment_source,
    joinDate: row.join_date ? new Date(row.join_date).toISOString() : null,
    familyId: row.family_id,
    partnerNumber: row.partner_number,
    hasWebProfile: row.has_web_profile,
    active: row.active,
    interfaceType: row.interface_type,
    needsEmailUpdate: row.needs_email_update,
  };
}

/** The known-visitor lookup answer: enough to route /activate, nothing personal. */
export function toKnownVisitor(row: MemberRow): KnownVisitor {
  return {
    publicId: row.public_id,
    tierLevel: row.tier_level,
    hasWebProfile: row.has_web_profile,
    active: row.active,
    interfaceType: row.interface_type,
  };
}
