import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './site-urls-http';

describe('safeReturnTo', () => {
  it('keeps a same-site path with its query and fragment, and defaults to home', () => {
    expect(safeReturnTo('/account/manage_cards?tab=1#top')).toBe('/account/manage_cards?tab=1#top');
    expect(safeReturnTo('/search?q=caf%C3%A9')).toBe('/search?q=caf%C3%A9');
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo('')).toBe('/');
    // Dot segments are resolved: the answer is the path a browser would load.
    expect(safeReturnTo('/a/../search?x=1')).toBe('/search?x=1');
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
      // Dot segments that normalise to a protocol-relative URL (//host) once resolved.
      '/.//evil.example',
      '/..//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/./\\evil.example',
      '/a/../api/Sso/Login',
    ]) {
      expect(safeReturnTo(value), value).toBeNull();
    }
  });
});
