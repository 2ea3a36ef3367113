import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './member-fields';
import { validateEnrollment } from './enrollment-validation';

const terms = { program: 'AeroVia Dining', partnerNumberLabel: 'AeroVia number' };
const rules = { hasPPN: true, partnerNumberPattern: '^[0-9]{10}$', terms };
const valid = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: ' Dana@Example.com ',
  zipCode: '10001',
  partnerNumber: '1234567890',
  password: 'long enough secret',
  passwordConfirm: 'long enough secret',
  termsAccepted: true,
  gRecaptchaResponse: 'payload',
};
const fieldsOf = (errors: { field: string }[]) => errors.map((e) => e.field).sort();

describe('enrollment validation', () => {
  it('passes a complete form and normalizes it', () => {
    const { values, errors } = validateEnrollment(valid, rules);
    expect(errors).toEqual([]);
    expect(values.email).toBe('dana@example.com');
    expect(values.captcha).toBe('payload');
    expect(values.referral.utmSource).toBeNull();
  });

  it('reports every missing field with the required message, terms and captcha with their own', () => {
    const { errors } = validateEnrollment({}, rules);
    expect(fieldsOf(errors)).toEqual(
      [
        'email',
        'firstName',
        'gRecaptchaResponse',
        'lastName',
        'partnerNumber',
        'password',
        'passwordConfirm',
        'termsAccepted',
        'zipCode',
      ].sort(),
    );
    expect(errors.find((e) => e.field === 'termsAccepted')?.message).toBe(FIELD_MESSAGES.termsRequired);
    expect(errors.find((e) => e.field === 'gRecaptchaResponse')?.message).toBe(FIELD_MESSAGES.captcha);
  });

  it('takes the captcha answer under the g-recaptcha-response name too', () => {
    const { gRecaptchaResponse: _omit, ...rest } = valid;
    expect(validateEnrollment({ ...rest, 'g-recaptcha-response': 'other' }, rules).values.captcha).toBe('other');
  });

  it('checks the partner number against the partner pattern, and not at all without PPN', () => {
    const bad = validateEnrollment({ ...valid, partnerNumber: '12' }, rules);
    expect(bad.errors).toEqual([{ field: 'partnerNumber', message: FIELD_MESSAGES.partnerNumberInvalid(terms) }]);
    const none = validateEnrollment({ ...valid, partnerNumber: '12' }, { ...rules, hasPPN: false });
    expect(none.errors).toEqual([]);
    expect(none.values.partnerNumber).toBeNull();
  });

  it('refuses a password containing the partner number and mismatched confirmation', () => {
    const contains = validateEnrollment({ ...valid, password: 'x1234567890x', passwordConfirm: 'x1234567890x' }, rules);
    expect(contains.errors).toEqual([
      { field: 'password', message: FIELD_MESSAGES.passwordContainsPartnerNumber(terms) },
    ]);
    const mismatch = validateEnrollment({ ...valid, passwordConfirm: 'something else' }, rules);
    expect(mismatch.errors).toEqual([{ field: 'passwordConfirm', message: FIELD_MESSAGES.passwordsDoNotMatch }]);
  });

  it('cuts both passwords to 56 before comparing them', () => {
    const base = 'p'.repeat(56);
    const { values, errors } = validateEnrollment(
      { ...valid, password: `${base}AAAA`, passwordConfirm: `${base}BBBB` },
      rules,
    );
    expect(errors).toEqual([]);
    expect(values.password).toBe(base);
  });

  it('computes smsOptIn by the signup rule', () => {
    expect(validateEnrollment({ ...valid, phoneNumber: '212-555-0187' }, rules).values.smsOptIn).toBe(true);
    expect(
      validateEnrollment({ ...valid, phoneNumber: '212-555-0187', smsOptInV2: false }, rules).values.smsOptIn,
    ).toBe(false);
    expect(validateEnrollment({ ...valid, smsOptIn: true }, rules).values.smsOptIn).toBe(false);
  });

  it('keeps referral values, trimmed, and drops empty ones', () => {
    const { values } = validateEnrollment({ ...valid, utmSource: ' mail ', referrer: 'abc', utmTerm: '' }, rules);
    expect(values.referral).toMatchObject({ utmSource: 'mail', referrer: 'abc', utmTerm: null });
  });
});
