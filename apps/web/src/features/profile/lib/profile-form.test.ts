import { describe, expect, it } from 'vitest';
import type { Member } from '@forkpoint/shared/contracts/members';
import {
  formValuesOf,
  hasProfileChanges,
  phoneDigitsOf,
  profileRequestOf,
  smsAfterPhoneEdit,
  smsControlEnabled,
  type ProfileFormOptions,
} from './profile-form';

const member = (overrides: Partial<Member> = {}) =>
  ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailOptIn: false,
    address: { address1: '1 Main St', address2: '', city: 'New York', state: 'NY', zipCode: '10001' },
    phoneNumber: '3125550100',
    smsOptIn: true,
    interfaceType: 'direct',
    ...overrides,
  }) as Member;

const options = (overrides: Partial<ProfileFormOptions> = {}): ProfileFormOptions => ({
  rules: { namesLocked: false, addressRequired: false },
  sms: { v1: true, v2: false },
  showEmailOptIn: true,
  ...overrides,
});

describe('the form values', () => {
  it('show the stored phone digits as ddd-ddd-dddd', () => {
    expect(formValuesOf(member()).phoneNumber).toBe('312-555-0100');
    expect(formValuesOf(member({ phoneNumber: '' })).phoneNumber).toBe('');
  });

  it('tell a blank, a valid (digits) and an invalid phone apart; only a valid one enables SMS', () => {
    expect(phoneDigitsOf('  ')).toBe('');
    expect(phoneDigitsOf('+1 (312) 555-0100')).toBe('3125550100');
    expect(phoneDigitsOf('312-555-010')).toBeNull();
    expect(phoneDigitsOf('212-155-0187')).toBeNull();
    expect(smsControlEnabled('')).toBe(false);
    expect(smsControlEnabled('312-555-010')).toBe(false);
    expect(smsControlEnabled('3125550100')).toBe(true);
  });
});

describe('the PUT /api/Member payload', () => {
  const values = { ...formValuesOf(member()), phoneNumber: '(312) 555-0100' };

  it('is the form values, the phone as digits, SMS under the v1 name', () => {
    expect(profileRequestOf(values, options())).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: { address1: '1 Main St', address2: '', city: 'New York', state: 'NY', zipCode: '10001' },
      phoneNumber: '3125550100',
      emailOptIn: false,
      smsOptIn: true,
    });
  });

  it('carries smsOptInV2 where the partner has v2 (also with v1), and no SMS where it has neither', () => {
    expect(profileRequestOf(values, options({ sms: { v1: true, v2: true } }))).toMatchObject({ smsOptInV2: true });
    expect(profileRequestOf(values, options({ sms: { v1: true, v2: true } }))).not.toHaveProperty('smsOptIn');
    const none = profileRequestOf(values, options({ sms: { v1: false, v2: false } }));
    expect(none).not.toHaveProperty('smsOptIn');
    expect(none).not.toHaveProperty('smsOptInV2');
  });

  it('leaves out locked names and a hidden e-mail opt-in', () => {
    const request = profileRequestOf(
      values,
      options({ rules: { namesLocked: true, addressRequired: false }, showEmailOptIn: false }),
    );
    expect(request).not.toHaveProperty('firstName');
    expect(request).not.toHaveProperty('lastName');
    expect(request).not.toHaveProperty('emailOptIn');
  });
});

describe('change tracking', () => {
  const stored = member();
  const unchanged = formValuesOf(stored);

  it('sees no change in values the server would store the same (trimmed, state case, phone format)', () => {
    expect(hasProfileChanges(stored, unchanged, options())).toBe(false);
    expect(
      hasProfileChanges(
        stored,
        {
          ...unchanged,
          firstName: ' Ada ',
          address: { ...unchanged.address, state: 'ny', city: 'New York ' },
          phoneNumber: '1 312 555 0100',
        },
        options(),
      ),
    ).toBe(false);
  });

  it('sees a change in any stored field', () => {
    const changes = [
      { lastName: 'Byron' },
      { address: { ...unchanged.address, address2: 'Apt 2' } },
      { address: { ...unchanged.address, zipCode: '10002' } },
      { phoneNumber: '312-555-0199' },
      { emailOptIn: true },
      { smsOptIn: false },
    ];
    for (const change of changes) expect(hasProfileChanges(stored, { ...unchanged, ...change }, options())).toBe(true);
  });

  it('ignores what the member cannot change: locked names, a hidden e-mail opt-in', () => {
    const locked = options({ rules: { namesLocked: true, addressRequired: false }, showEmailOptIn: false });
    expect(hasProfileChanges(stored, { ...unchanged, firstName: 'Other', emailOptIn: true }, locked)).toBe(false);
  });
});

describe('SMS opt-in after a phone edit (part 2 §5)', () => {
  const stored = { phoneNumber: '3125550100', smsOptIn: true };

  it('v1: resets when the phone changes; the stored phone brings the stored choice back', () => {
    const v1 = { v1: true, v2: false };
    expect(smsAfterPhoneEdit(v1, stored, '312-555-0199', true)).toBe(false);
    expect(smsAfterPhoneEdit(v1, stored, '312-555-0100', false)).toBe(true);
    expect(smsAfterPhoneEdit(v1, { ...stored, smsOptIn: false }, '312-555-0100', true)).toBe(false);
  });

  it('v1 and v2: resets when the phone is blank or invalid', () => {
    for (const sms of [
      { v1: true, v2: false },
      { v1: false, v2: true },
    ]) {
      expect(smsAfterPhoneEdit(sms, stored, '', true)).toBe(false);
      expect(smsAfterPhoneEdit(sms, stored, '312-555', true)).toBe(false);
      expect(smsAfterPhoneEdit(sms, stored, '212-155-0187', true)).toBe(false);
    }
  });

  it('v2 alone: keeps the choice for another valid phone', () => {
    const v2 = { v1: false, v2: true };
    expect(smsAfterPhoneEdit(v2, stored, '312-555-0199', true)).toBe(true);
    expect(smsAfterPhoneEdit(v2, stored, '312-555-0199', false)).toBe(false);
  });
});
