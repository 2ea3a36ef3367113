import { describe, expect, it, vi } from 'vitest';
import type { Member } from '@forkpoint/shared/contracts/members';
import { FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import { GENERAL_FORM_ERROR } from '@/components/form';
import { formValuesOf, type ProfileFormOptions, type ProfileFormValues } from './profile-form';
import { profileFormSchema } from './profile-schema';
import type { ZipAnswer } from './zip-check';

const stored = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailOptIn: false,
  address: { address1: '1 Main St', address2: '', city: 'New York', state: 'NY', zipCode: '10001' },
  phoneNumber: '',
  smsOptIn: false,
  interfaceType: 'direct',
} as Member;

const options = (rules: Partial<ProfileFormOptions['rules']> = {}): ProfileFormOptions => ({
  rules: { namesLocked: false, addressRequired: false, ...rules },
  sms: { v1: true, v2: false },
  showEmailOptIn: true,
});

type Change = Partial<Omit<ProfileFormValues, 'address'>> & { address?: Partial<ProfileFormValues['address']> };

/** The form's messages by field path for the stored values with a change laid over them. */
async function messages(change: Change, opts = options(), answer: ZipAnswer = 'valid') {
  const zipCheck = vi.fn(async () => answer);
  const base = formValuesOf(stored);
  const values = { ...base, ...change, address: { ...base.address, ...change.address } };
  const result = await profileFormSchema(stored, opts, zipCheck).safeParseAsync(values);
  const found = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
  return { found, zipCheck };
}

const x = (length: number) => 'x'.repeat(length);

describe('the profile form schema: the shared validation table at its boundaries', () => {
  it('takes the stored profile as it is', async () => {
    expect((await messages({})).found).toEqual({});
  });

  it('names: at most 20 after trimming, required', async () => {
    expect((await messages({ firstName: `  ${x(20)}  `, lastName: x(20) })).found).toEqual({});
    expect((await messages({ firstName: x(21), lastName: ' ' })).found).toEqual({
      firstName: FIELD_MESSAGES.maxLength(20),
      lastName: FIELD_MESSAGES.required,
    });
  });

  it('names are not checked where they are locked (sso)', async () => {
    expect((await messages({ firstName: '', lastName: x(21) }, options({ namesLocked: true }))).found).toEqual({});
  });

  it('address lines at most 30, city at most 20', async () => {
    expect((await messages({ address: { address1: x(30), address2: x(30), city: x(20) } })).found).toEqual({});
    expect((await messages({ address: { address1: x(31), address2: x(31), city: x(21) } })).found).toEqual({
      'address.address1': FIELD_MESSAGES.maxLength(30),
      'address.address2': FIELD_MESSAGES.maxLength(30),
      'address.city': FIELD_MESSAGES.maxLength(20),
    });
  });

  it('address line 1, city and state required only when the full address is', async () => {
    const blank = { address: { address1: ' ', city: '', state: '' } };
    expect((await messages(blank)).found).toEqual({});
    expect((await messages(blank, options({ addressRequired: true }))).found).toEqual({
      'address.address1': FIELD_MESSAGES.required,
      'address.city': FIELD_MESSAGES.required,
      'address.state': FIELD_MESSAGES.required,
    });
    // Address line 2 is never required.
    expect((await messages({ address: { address2: '' } }, options({ addressRequired: true }))).found).toEqual({});
  });

  it('state: a state, territory or military code in any case, or blank', async () => {
    for (const state of ['ca', 'DC', 'gu', 'AP', ' '])
      expect((await messages({ address: { state } })).found).toEqual({});
    for (const state of ['ZZ', 'Cal', 'C']) {
      expect((await messages({ address: { state } })).found).toEqual({ 'address.state': FIELD_MESSAGES.stateInvalid });
    }
  });

  it('ZIP: required, at most 5, exactly 5 digits; the call is not made until the format passes', async () => {
    for (const [zipCode, message] of [
      ['', FIELD_MESSAGES.required],
      ['1234', FIELD_MESSAGES.exactLength(5)],
      ['123456', FIELD_MESSAGES.maxLength(5)],
      ['1234a', FIELD_MESSAGES.exactLength(5)],
    ] as const) {
      const { found, zipCheck } = await messages({ address: { zipCode } });
      expect(found, zipCode).toEqual({ 'address.zipCode': message });
      expect(zipCheck).not.toHaveBeenCalled();
    }
    const { found, zipCheck } = await messages({ address: { zipCode: ' 60601 ' } });
    expect(found).toEqual({});
    expect(zipCheck).toHaveBeenCalledWith('60601');
  });

  it('ZIP: an invalid answer gives the zipcode-invalid message, a failed call the general one', async () => {
    expect((await messages({}, options(), 'invalid')).found).toEqual({ 'address.zipCode': FIELD_MESSAGES.zipInvalid });
    expect((await messages({}, options(), 'failed')).found).toEqual({ 'address.zipCode': GENERAL_FORM_ERROR });
  });

  it('phone: optional; 10 digits with area and exchange codes 2-9, an optional leading 1', async () => {
    for (const phoneNumber of ['', '312-555-0100', '1 312 555 0100', '+1 (312) 555.0100', '2002000000']) {
      expect((await messages({ phoneNumber })).found, phoneNumber).toEqual({});
    }
    for (const [phoneNumber, message] of [
      ['312-555-010', FIELD_MESSAGES.phoneInvalid],
      ['312-555-01000', FIELD_MESSAGES.phoneInvalid],
      ['2 312 555 0100', FIELD_MESSAGES.phoneInvalid],
      ['call me', FIELD_MESSAGES.phoneInvalid],
      ['112-555-0100', FIELD_MESSAGES.phoneNotUs],
      ['312-155-0100', FIELD_MESSAGES.phoneNotUs],
    ] as const) {
      expect((await messages({ phoneNumber })).found, phoneNumber).toEqual({ phoneNumber: message });
    }
    expect(FIELD_MESSAGES.phoneInvalid).toBe('Invalid phone number, please check the number and try again');
    expect(FIELD_MESSAGES.phoneNotUs).toBe('Invalid US based phone number');
  });
});
