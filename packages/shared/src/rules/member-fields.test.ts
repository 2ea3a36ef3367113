import { describe, expect, it } from 'vitest';
import {
  captchaMessage,
  FIELD_MESSAGES,
  checkPhoneNumber,
  formatPhoneNumber,
  isUsStateOrBlank,
  isValidEmail,
  isValidPartnerNumber,
  normalizeEmail,
  textLengthMessage,
  zipFormatMessage,
} from './member-fields';

describe('e-mail format', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['a@b.co', 'first.last+tag@mail.example.com', 'x_y@sub.domain.org']) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('refuses what either the simple or the strict pattern refuses', () => {
    for (const email of ['', 'plain', 'a@b', 'a b@c.com', 'a@b..com', 'a..b@c.com', '.a@b.com', 'a@b.c', 'a@[1.2.3]']) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('refuses addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(190)}.com`)).toBe(false);
  });

  it('normalizes case and surrounding spaces', () => {
    expect(normalizeEmail('  Card.Member@Example.COM ')).toBe('card.member@example.com');
  });
});

describe('phone numbers', () => {
  it('keeps the 10 digits of a North American number typed with separators or a leading 1', () => {
    expect(checkPhoneNumber('(212) 555-0187')).toEqual({ ok: true, digits: '2125550187' });
    expect(checkPhoneNumber('+1 212.555.0187')).toEqual({ ok: true, digits: '2125550187' });
    expect(checkPhoneNumber('12125550187')).toEqual({ ok: true, digits: '2125550187' });
  });

  it('answers the invalid-number message for letters or a wrong digit count', () => {
    for (const phone of ['212-555-018', 'call me', '212555018712', '22125550187']) {
      expect(checkPhoneNumber(phone), phone).toEqual({ ok: false, message: FIELD_MESSAGES.phoneInvalid });
    }
  });

  it('answers the US-based message when the area or exchange code starts with 0 or 1', () => {
    for (const phone of ['112-555-0187', '012-555-0187', '212-155-0187', '212-055-0187']) {
      expect(checkPhoneNumber(phone), phone).toEqual({ ok: false, message: FIELD_MESSAGES.phoneNotUs });
    }
  });

  it('displays digits as ddd-ddd-dddd', () => {
    expect(formatPhoneNumber('2125550187')).toBe('212-555-0187');
  });
});

describe('ZIP format', () => {
  it('is required, at most 5 and exactly 5 digits', () => {
    expect(zipFormatMessage('')).toBe(FIELD_MESSAGES.required);
    expect(zipFormatMessage('123456')).toBe(FIELD_MESSAGES.maxLength(5));
    expect(zipFormatMessage('1234')).toBe(FIELD_MESSAGES.exactLength(5));
    expect(zipFormatMessage('12a45')).toBe(FIELD_MESSAGES.exactLength(5));
    expect(zipFormatMessage(' 10001 ')).toBeNull();
  });
});

describe('states', () => {
  it('accepts states, DC, territories, military codes and blank, in any case', () => {
    for (const state of ['NY', 'dc', 'PR', 'GU', 'VI', 'AS', 'MP', 'AE', 'AP', 'AA', '', '  ']) {
      expect(isUsStateOrBlank(state), state).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const state of ['XX', 'New York', 'N', 'ON']) expect(isUsStateOrBlank(state), state).toBe(false);
  });
});

describe('partner numbers and text lengths', () => {
  it('follow the partner pattern', () => {
    expect(isValidPartnerNumber('1234567890', '^[0-9]{10}$')).toBe(true);
    expect(isValidPartnerNumber('123456789', '^[0-9]{10}$')).toBe(false);
  });

  it('give the required and max-length messages', () => {
    expect(textLengthMessage('  ', { required: true, max: 20 })).toBe(FIELD_MESSAGES.required);
    expect(textLengthMessage('', { required: false, max: 20 })).toBeNull();
    expect(textLengthMessage('x'.repeat(21), { required: false, max: 20 })).toBe(FIELD_MESSAGES.maxLength(20));
    expect(textLengthMessage(` ${'x'.repeat(20)} `, { required: true, max: 20 })).toBeNull();
  });
});

describe('captchaMessage: the words of the check that runs', () => {
  it('names reCAPTCHA only where reCAPTCHA runs; the self-hosted check is a security check', () => {
    expect(captchaMessage('recaptcha')).toBe('You must complete the reCAPTCHA to continue.');
    expect(captchaMessage('altcha')).toBe('You must complete the security check to continue.');
    expect(captchaMessage('altcha')).not.toMatch(/captcha/i);
  });
});
