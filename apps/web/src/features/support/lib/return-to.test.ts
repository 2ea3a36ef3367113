import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-to';

describe('returnPathFrom', () => {
  it('gives back a path on this site', () => {
    expect(returnPathFrom('?returnTo=%2Fstgtools')).toBe('/stgtools');
    expect(returnPathFrom('?returnTo=%2Fstgtools%3Fpartner%3Dbeacon')).toBe('/stgtools?partner=beacon');
  });

  it('ignores anything that could lead to another origin', () => {
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '']) {
      expect(returnPathFrom(`?returnTo=${encodeURIComponent(value)}`)).toBeNull();
    }
    expect(returnPathFrom('')).toBeNull();
  });
});
