import type { Member, ProfileUpdateRequest } from '@forkpoint/shared/contracts/members';
import { checkPhoneNumber, formatPhoneNumber } from '@forkpoint/shared/rules/member-fields';
import { profileSmsOptIn } from '@forkpoint/shared/rules/sms-opt-in';
import {
  validateProfile,
  type FieldMessage,
  type ProfileRules,
  type ProfileValues,
} from '@forkpoint/shared/rules/profile-validation';

/**
 * The profile form's values and what the page sends (PUT /api/Member). Every check is the shared rule the
 * server applies (rules/profile-validation.ts, member-fields.ts, sms-opt-in.ts): the form runs it for quick
 * answers and to tell whether anything changed; the server runs it again and has the last word.
 */

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  /** Nested as the server names its fields ('address.zipCode'), so its field errors land on these inputs. */
  address: { address1: string; address2: string; city: string; state: string; zipCode: string };
  /** As typed; shown as ddd-ddd-dddd, sent as digits. */
  phoneNumber: string;
  emailOptIn: boolean;
  smsOptIn: boolean;
}

/** The partner's SMS opt-in versions (hasSmsOptIn, hasSmsOptInV2); the field shows when either is on. */
export interface SmsVersions {
  v1: boolean;
  v2: boolean;
}

/** What the partner and the member's kind allow on the form. */
export interface ProfileFormOptions {
  rules: ProfileRules;
  sms: SmsVersions;
  showEmailOptIn: boolean;
}

export const hasSmsField = (sms: SmsVersions): boolean => sms.v1 || sms.v2;

export function formValuesOf(member: Member): ProfileFormValues {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    address: { ...member.address },
    phoneNumber: formatPhoneNumber(member.phoneNumber),
    emailOptIn: member.emailOptIn,
    smsOptIn: member.smsOptIn,
  };
}

/** The stored profile as the shared rules see it. */
export function storedProfileOf(member: Member): ProfileValues {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    emailOptIn: member.emailOptIn,
    address: { ...member.address },
    phoneNumber: member.phoneNumber,
    smsOptIn: member.smsOptIn,
  };
}

/** The phone as the server stores it: '' when blank, the 10 digits when valid, null when invalid. */
export function phoneDigitsOf(text: string): string | null {
  if (text.trim() === '') return '';
  const phone = checkPhoneNumber(text);
  return phone.ok ? phone.digits : null;
}

/** "The SMS toggle or checkbox is disabled until a phone is present" (spec part 2 §5). */
export const smsControlEnabled = (phoneText: string): boolean => Boolean(phoneDigitsOf(phoneText));

/**
 * The SMS opt-in once the phone was edited (spec part 2 §5): "If the phone changes (v1), smsOptIn resets. It
 * also resets if the phone is blank or invalid." The shared rule decides: with v1 the form's choice is not
 * asked for, so a changed phone drops the opt-in (and the stored number brings the stored opt-in back); with
 * v2 only a blank or invalid phone drops it.
 */
export function smsAfterPhoneEdit(
  sms: SmsVersions,
  stored: Pick<Member, 'phoneNumber' | 'smsOptIn'>,
  phoneText: string,
  current: boolean,
): boolean {
  return profileSmsOptIn({
    previousPhone: stored.phoneNumber,
    nextPhone: phoneDigitsOf(phoneText),
    previousOptIn: stored.smsOptIn,
    requested: sms.v1 ? undefined : current,
  });
}

/** PUT /api/Member's body: "the payload is the form values" (part 2 §7); what the member cannot edit is left out. */
export function profileRequestOf(values: ProfileFormValues, options: ProfileFormOptions): ProfileUpdateRequest {
  const phone = phoneDigitsOf(values.phoneNumber);
  return {
    ...(options.rules.namesLocked ? {} : { firstName: values.firstName, lastName: values.lastName }),
    address: { ...values.address },
    phoneNumber: phone ?? values.phoneNumber,
    ...(options.showEmailOptIn ? { emailOptIn: values.emailOptIn } : {}),
    // v2 carries its explicit consent (smsOptInV2 wins on the server); v1 its checkbox.
    ...(options.sms.v2 ? { smsOptInV2: values.smsOptIn } : options.sms.v1 ? { smsOptIn: values.smsOptIn } : {}),
  };
}

/** The shared validation table over the form's values: each failing field's message. */
export function profileErrorsOf(
  member: Member,
  values: ProfileFormValues,
  options: ProfileFormOptions,
): FieldMessage[] {
  return validateProfile(storedProfileOf(member), profileRequestOf(values, options), options.rules).errors;
}

/** "The form tracks changes" (part 2 §2): the values as the server would store them, against the stored ones. */
export function hasProfileChanges(member: Member, values: ProfileFormValues, options: ProfileFormOptions): boolean {
  const stored = storedProfileOf(member);
  const next = validateProfile(stored, profileRequestOf(values, options), options.rules).values;
  return JSON.stringify(comparable(next)) !== JSON.stringify(comparable(stored));
}

const comparable = (profile: ProfileValues) => [
  profile.firstName,
  profile.lastName,
  profile.emailOptIn,
  profile.address.address1,
  profile.address.address2,
  profile.address.city,
  profile.address.state,
  profile.address.zipCode,
  profile.phoneNumber,
  profile.smsOptIn,
];
