import { describe, expect, it } from 'vitest';
import { readExtraPaths } from './extra-paths';

describe('the page-level list of extra paths', () => {
  it('reads a comma-separated list of paths, without trailing slashes or repeats', () => {
    expect(readExtraPaths('/summer, /dine-out/ ,/summer')).toEqual(['/summer', '/dine-out']);
  });

  it('ignores what is not a plain absolute path', () => {
    expect(readExtraPaths('summer,https://x.example/a,//evil.example,/a/../b,/ok,/')).toEqual(['/ok']);
  });

  it('is empty when the page lists nothing', () => {
    expect(readExtraPaths(undefined)).toEqual([]);
    expect(readExtraPaths('')).toEqual([]);
  });
});
