import type { CurrencyType } from '../constants';
import type { ProfileUpdateRequest } from '../contracts/members';
import {
  FIELD_MESSAGES,
  MEMBER_FIELD_LIMITS,
  checkPhoneNumber,
  isUsStateOrBlank,
  textLengthMessage,
  zipFormatMessage,
} from './member-fields';
import { profileSmsOptIn } from './sms-opt-in';

/**
 * The profile validation table of spec part 2 §5, applied to the stored profile with the form's
 * values laid over it (absent fields keep their value). Answers the normalized values and one
 * message per failing field; the server then checks the ZIP against US places data.
 */

export interface FieldMessage {
  field: string;
  message: string;
}

export interface ProfileValues {
  firstName: string;
  lastName: string;
  emailOptIn: boolean;
  address: { address1: string; address2: string; city: string; state: string; zipCode: string };
  /** Digits only; '' when none. */
  phoneNumber: string;
  smsOptIn: boolean;
}

export interface ProfileRules {
  /** sso members: names come from the identity provider and are not editable. */
  namesLocked: boolean;
  /** address1, city and state required. */
  addressRequired: boolean;
}

/** "required when fullAddressRequired and currency is not Credit". */
export function profileAddressRequired(partner: { fullAddressRequired: boolean; currencyType: CurrencyType }): boolean {
  return partner.fullAddressRequired && partner.currencyType !== 'Credit';
}

const pick = (given: string | null | undefined, stored: string) =>
  (given === undefined ? stored : (given ?? '')).trim();

export function validateProfile(
  stored: ProfileValues,
  input: ProfileUpdateRequest,
  rules: ProfileRules,
): { values: ProfileValues; errors: FieldMessage[] } {
  const errors: FieldMessage[] = [];
  const check = (field: string, message: string | null) => {
    if (message) errors.push({ field, message });
  };
  const address = input.address ?? {};

  const firstName = rules.namesLocked ? stored.firstName : pick(input.firstName, stored.firstName);
  const lastName = rules.namesLocked ? stored.lastName : pick(input.lastName, stored.lastName);
  if (!rules.namesLocked) {
    check('firstName', textLengthMessage(firstName, { required: true, max: MEMBER_FIELD_LIMITS.name }));
    check('lastName', textLengthMessage(lastName, { required: true, max: MEMBER_FIELD_LIMITS.name }));
  }

  const address1 = pick(address.address1, stored.address.address1);
  const address2 = pick(address.address2, stored.address.address2);
  const city = pick(address.city, stored.address.city);
  const state = pick(address.state, stored.address.state).toUpperCase();
  const zipCode = pick(address.zipCode, stored.address.zipCode);
  check(
    'address.address1',
    textLengthMessage(address1, { required: rules.addressRequired, max: MEMBER_FIELD_LIMITS.addressLine }),
  );
  check('address.address2', textLengthMessage(address2, { required: false, max: MEMBER_FIELD_LIMITS.addressLine }));
  check('address.city', textLengthMessage(city, { required: rules.addressRequired, max: MEMBER_FIELD_LIMITS.city }));
  if (state === '' && rules.addressRequired) check('address.state', FIELD_MESSAGES.required);
  else if (!isUsStateOrBlank(state)) check('address.state', FIELD_MESSAGES.stateInvalid);
  check('address.zipCode', zipFormatMessage(zipCode));

  const phoneText = pick(input.phoneNumber, stored.phoneNumber);
  let phoneNumber: string | null = '';
  if (phoneText !== '') {
    const phone = checkPhoneNumber(phoneText);
    if (phone.ok) phoneNumber = phone.digits;
    else {
      phoneNumber = null;
      check('phoneNumber', phone.message);
    }
  }
  const requested = input.smsOptInV2 ?? input.smsOptIn ?? undefined;
  const smsOptIn = profileSmsOptIn({
    previousPhone: stored.phoneNumber,
    nextPhone: phoneNumber,
    previousOptIn: stored.smsOptIn,
    requested,
  });

  return {
    values: {
      firstName,
      lastName,
      emailOptIn: input.emailOptIn ?? stored.emailOptIn,
      address: { address1, address2, city, state, zipCode },
      phoneNumber: phoneNumber ?? stored.phoneNumber,
      smsOptIn,
    },
    errors,
  };
}
