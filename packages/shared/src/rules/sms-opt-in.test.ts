import { describe, expect, it } from 'vitest';
import { profileSmsOptIn, signupSmsOptIn } from './sms-opt-in';
import { SMS_OPT_STATUS, TIER_LEVELS } from '../constants';

describe('signup smsOptIn', () => {
  it('equals smsOptInV2 when that is given', () => {
    expect(signupSmsOptIn({ phoneNumber: '2125550187', smsOptInV2: false })).toBe(false);
    expect(signupSmsOptIn({ phoneNumber: '', smsOptInV2: true })).toBe(true);
  });

  it('otherwise is true exactly when a phone number is present', () => {
    expect(signupSmsOptIn({ phoneNumber: '2125550187' })).toBe(true);
    expect(signupSmsOptIn({ phoneNumber: '   ' })).toBe(false);
    expect(signupSmsOptIn({ phoneNumber: null, smsOptInV2: null })).toBe(false);
  });
});

describe('profile smsOptIn', () => {
  const base = { previousPhone: '2125550187', previousOptIn: true };

  it('resets when the phone is blank or invalid, whatever was asked', () => {
    expect(profileSmsOptIn({ ...base, nextPhone: '', requested: true })).toBe(false);
    expect(profileSmsOptIn({ ...base, nextPhone: null, requested: true })).toBe(false);
  });

  it('resets when the phone changes and the form did not ask again', () => {
    expect(profileSmsOptIn({ ...base, nextPhone: '3125550187', requested: undefined })).toBe(false);
  });

  it('keeps the stored choice for an unchanged phone and follows an explicit choice', () => {
    expect(profileSmsOptIn({ ...base, nextPhone: '2125550187', requested: undefined })).toBe(true);
    expect(profileSmsOptIn({ ...base, nextPhone: '3125550187', requested: true })).toBe(true);
    expect(profileSmsOptIn({ ...base, nextPhone: '2125550187', requested: false })).toBe(false);
  });
});

describe('SMS opt status', () => {
  it('codes each tier level 0 to 3 in the order opted out, non-activated, opted in, VIP', () => {
    expect(TIER_LEVELS.map((tier) => SMS_OPT_STATUS[tier])).toEqual([0, 1, 2, 3]);
    expect(SMS_OPT_STATUS.NonActivated).toBe(1);
  });
});
