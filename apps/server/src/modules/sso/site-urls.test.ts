import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './site-urls';

describe('safeReturnTo', () => {
  it('keeps a same-site path with its query and fragment, and defaults to home', () => {
    expect(safeReturnTo('/account/manage_cards?tab=1#top')).toBe('/account/manage_cards?tab=1#top');
    expect(safeReturnTo('/search?q=caf%C3%A9')).toBe('/search?q=caf%C3%A9');
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo('')).toBe('/');
  });

  it('refuses anything that could lead off the site or back into the API', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'account',
      '/ok\nLocation: https://evil.example',
      '/api/Sso/Login',
      '/IDP/interaction/x',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(safeReturnTo(value), value).toBeNull();
    }
  });
});
