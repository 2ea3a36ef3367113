import { describe, expect, it } from 'vitest';
import { MIN_TEXT_CONTRAST, contrastRatio, relativeLuminance, themeContrastProblems } from './contrast';

const passingColors = {
  primary: '#1a3f8f',
  onPrimary: '#ffffff',
  secondary: '#f2c94c',
  onSecondary: '#1b1b1b',
  background: '#ffffff',
  surface: '#f5f7fa',
  text: '#1b1b1b',
  mutedText: '#555b66',
  link: '#1a56c4',
};

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  });

  it('weights green far above blue, as the eye does', () => {
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });

  it('reads upper- and lower-case hex alike', () => {
    expect(relativeLuminance('#ABCDEF')).toBe(relativeLuminance('#abcdef'));
  });

  it('rejects anything that is not #rrggbb', () => {
    expect(() => relativeLuminance('#fff')).toThrow(/#rrggbb/);
    expect(() => relativeLuminance('red')).toThrow(/#rrggbb/);
    expect(() => relativeLuminance('#12345g')).toThrow(/#rrggbb/);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white, the maximum', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
  });

  it('is 1 for a colour against itself', () => {
    expect(contrastRatio('#3a7bd5', '#3a7bd5')).toBe(1);
  });

  it('does not depend on the order of the two colours', () => {
    expect(contrastRatio('#ffffff', '#0000ff')).toBe(contrastRatio('#0000ff', '#ffffff'));
  });

  it('matches published values for well-known pairs', () => {
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2);
    expect(contrastRatio('#00ff00', '#000000')).toBeCloseTo(15.3, 2);
  });

  it('puts #767676 just above and #777777 just below the 4.5 threshold on white', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(MIN_TEXT_CONTRAST);
  });
});

describe('themeContrastProblems', () => {
  it('finds nothing wrong with a readable palette', () => {
    expect(themeContrastProblems(passingColors)).toEqual([]);
  });

  it('names the foreground key and its background when a pair is too faint', () => {
    const problems = themeContrastProblems({ ...passingColors, onPrimary: '#2a4f9f' });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.key).toBe('onPrimary');
    expect(problems[0]?.message).toMatch(/^contrast with primary is \d+\.\d\d, needs at least 4\.5$/);
  });

  it('checks the brand colour as text on the page, not only text on the brand colour', () => {
    const problems = themeContrastProblems({ ...passingColors, primary: '#8fb0e8', onPrimary: '#000000' });
    expect(problems.map((p) => p.key)).toEqual(['primary', 'primary']);
  });

  it('reports each failing pair separately', () => {
    const problems = themeContrastProblems({ ...passingColors, link: '#9fb6e0', mutedText: '#b0b0b0' });
    expect(problems.map((p) => p.key).sort()).toEqual(['link', 'link', 'mutedText', 'mutedText']);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/with surface/);
  });
});
