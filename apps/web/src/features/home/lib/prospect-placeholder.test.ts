import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_PLACEHOLDER,
  PROSPECT_EMAIL_PLACEHOLDER,
  prospectEmailPlaceholder,
} from './prospect-placeholder';

describe('the prospect e-mail placeholder', () => {
  it("fills the spec's {email} token from the form's copy", () => {
    expect(PROSPECT_EMAIL_PLACEHOLDER).toBe('{email}');
    expect(prospectEmailPlaceholder({ email_placeholder: 'you@airline.example' })).toBe('you@airline.example');
  });

  it('reads as an example address where the copy has none, never as the token itself', () => {
    expect(prospectEmailPlaceholder({})).toBe(DEFAULT_EMAIL_PLACEHOLDER);
    expect(prospectEmailPlaceholder({ email_placeholder: '  ' })).toBe(DEFAULT_EMAIL_PLACEHOLDER);
    expect(prospectEmailPlaceholder({})).not.toContain('{');
  });
});
