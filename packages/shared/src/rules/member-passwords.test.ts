import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { FIELD_MESSAGES } from './member-fields';
import {
  PASSWORD_MIN_LENGTH,
  newPasswordMessage,
  passwordContainsPartnerNumber,
  truncatePassword,
} from './member-passwords';

const terms = { program: 'AeroVia Dining', partnerNumberLabel: 'AeroVia number' };

describe('password truncation', () => {
  it('cuts passwords to their first 56 characters and leaves shorter ones alone', () => {
    const long = 'abcdefghij'.repeat(7);
    expect(truncatePassword(long)).toBe(long.slice(0, PASSWORD_MAX_LENGTH));
    expect(truncatePassword('short one')).toBe('short one');
  });

  it('counts characters, never splitting a surrogate pair', () => {
    const emoji = '🍕'.repeat(60);
    expect(Array.from(truncatePassword(emoji))).toHaveLength(PASSWORD_MAX_LENGTH);
    expect(truncatePassword(emoji)).toBe('🍕'.repeat(PASSWORD_MAX_LENGTH));
  });
});

describe('new password rules', () => {
  it('requires a password of at least the minimum length', () => {
    expect(newPasswordMessage('', { terms })).toBe(FIELD_MESSAGES.required);
    expect(newPasswordMessage('x'.repeat(PASSWORD_MIN_LENGTH - 1), { terms })).toBe(
      FIELD_MESSAGES.minLength(PASSWORD_MIN_LENGTH),
    );
    expect(newPasswordMessage('x'.repeat(PASSWORD_MIN_LENGTH), { terms })).toBeNull();
  });

  it('refuses a password that contains or equals the partner number', () => {
    const message = FIELD_MESSAGES.passwordContainsPartnerNumber(terms);
    expect(newPasswordMessage('table-1234567890-x', { partnerNumber: '1234567890', terms })).toBe(message);
    expect(newPasswordMessage('1234567890', { partnerNumber: '1234567890', terms })).toBe(message);
    expect(message).toContain('AeroVia number');
  });

  it('has no composition rules', () => {
    expect(newPasswordMessage('all lower case words', { partnerNumber: '1234567890', terms })).toBeNull();
    expect(passwordContainsPartnerNumber('anything', null)).toBe(false);
    expect(passwordContainsPartnerNumber('anything', '')).toBe(false);
  });
});
