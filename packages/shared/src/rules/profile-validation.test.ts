import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './member-fields';
import { profileAddressRequired, validateProfile, type ProfileValues } from './profile-validation';

const stored: ProfileValues = {
  firstName: 'Dana',
  lastName: 'Reyes',
  emailOptIn: true,
  address: { address1: '1 Main St', address2: '', city: 'New York', state: 'NY', zipCode: '10001' },
  phoneNumber: '2125550187',
  smsOptIn: true,
};
const open = { namesLocked: false, addressRequired: false };
const messageOf = (errors: { field: string; message: string }[], field: string) =>
  errors.find((e) => e.field === field)?.message;

describe('profile validation table', () => {
  it('keeps stored values for absent fields and passes a complete stored profile', () => {
    const { values, errors } = validateProfile(stored, {}, open);
    expect(errors).toEqual([]);
    expect(values).toEqual(stored);
  });

  it('trims names and limits them to 20, required unless sso', () => {
    const { values, errors } = validateProfile(stored, { firstName: '  Ann  ', lastName: 'x'.repeat(21) }, open);
    expect(values.firstName).toBe('Ann');
    expect(messageOf(errors, 'lastName')).toBe(FIELD_MESSAGES.maxLength(20));
    expect(messageOf(validateProfile(stored, { firstName: ' ' }, open).errors, 'firstName')).toBe(
      FIELD_MESSAGES.required,
    );
  });

  it('ignores name changes for sso members', () => {
    const { values, errors } = validateProfile(
      stored,
      { firstName: '', lastName: 'Other' },
      { ...open, namesLocked: true },
    );
    expect(errors).toEqual([]);
    expect([values.firstName, values.lastName]).toEqual(['Dana', 'Reyes']);
  });

  it('limits address lines to 30 and city to 20', () => {
    const { errors } = validateProfile(
      stored,
      { address: { address1: 'a'.repeat(31), address2: 'b'.repeat(31), city: 'c'.repeat(21) } },
      open,
    );
    expect(messageOf(errors, 'address.address1')).toBe(FIELD_MESSAGES.maxLength(30));
    expect(messageOf(errors, 'address.address2')).toBe(FIELD_MESSAGES.maxLength(30));
    expect(messageOf(errors, 'address.city')).toBe(FIELD_MESSAGES.maxLength(20));
  });

  it('requires address1, city and state only when the full address is required', () => {
    const blank = { address: { address1: '', city: '', state: '' } };
    expect(validateProfile(stored, blank, open).errors).toEqual([]);
    const { errors } = validateProfile(stored, blank, { ...open, addressRequired: true });
    expect(errors.map((e) => e.field).sort()).toEqual(['address.address1', 'address.city', 'address.state']);
    expect(errors.every((e) => e.message === FIELD_MESSAGES.required)).toBe(true);
  });

  it('needs the full address for fullAddressRequired partners whose currency is not Credit', () => {
    expect(profileAddressRequired({ fullAddressRequired: true, currencyType: 'Point' })).toBe(true);
    expect(profileAddressRequired({ fullAddressRequired: true, currencyType: 'Credit' })).toBe(false);
    expect(profileAddressRequired({ fullAddressRequired: false, currencyType: 'Mile' })).toBe(false);
  });

  it('upper-cases a valid state and refuses an unknown one', () => {
    expect(validateProfile(stored, { address: { state: 'ca' } }, open).values.address.state).toBe('CA');
    expect(messageOf(validateProfile(stored, { address: { state: 'Cali' } }, open).errors, 'address.state')).toBe(
      FIELD_MESSAGES.stateInvalid,
    );
  });

  it('requires a 5-digit ZIP', () => {
    expect(messageOf(validateProfile(stored, { address: { zipCode: '' } }, open).errors, 'address.zipCode')).toBe(
      FIELD_MESSAGES.required,
    );
    expect(messageOf(validateProfile(stored, { address: { zipCode: '1000' } }, open).errors, 'address.zipCode')).toBe(
      FIELD_MESSAGES.exactLength(5),
    );
  });

  it('stores phones as digits and resets SMS opt-in when the phone changes or goes blank', () => {
    const changed = validateProfile(stored, { phoneNumber: '(312) 555-0100' }, open);
    expect(changed.values.phoneNumber).toBe('3125550100');
    expect(changed.values.smsOptIn).toBe(false);
    const blank = validateProfile(stored, { phoneNumber: '', smsOptIn: true }, open);
    expect([blank.values.phoneNumber, blank.values.smsOptIn]).toEqual(['', false]);
    expect(validateProfile(stored, { smsOptInV2: false, smsOptIn: true }, open).values.smsOptIn).toBe(false);
  });

  it('refuses an invalid phone with the spec message', () => {
    const { errors } = validateProfile(stored, { phoneNumber: '123' }, open);
    expect(messageOf(errors, 'phoneNumber')).toBe(FIELD_MESSAGES.phoneInvalid);
  });
});
