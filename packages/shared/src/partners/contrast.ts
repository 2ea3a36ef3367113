/**
 * Colour contrast by WCAG 2.x relative luminance. Partner themes are data written by hand,
 * so the loader and the tests check every text/background pair of a theme with this
 * instead of trusting the palette.
 */

const HEX = /^#([0-9a-fA-F]{6})$/;

/** Minimum ratio for normal-size text (WCAG 2.x success criterion 1.4.3, level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Theme colour pairs that carry text, as [foreground, background] keys of `theme.colors`.
 * Each must reach MIN_TEXT_CONTRAST. Primary on background/surface is included so the web
 * may use the brand colour for headings and outline buttons without a second check.
 */
export const THEME_CONTRAST_PAIRS = [
  ['onPrimary', 'primary'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['onSecondary', 'secondary'],
  ['text', 'background'],
  ['text', 'surface'],
  ['mutedText', 'background'],
  ['mutedText', 'surface'],
  ['link', 'background'],
  ['link', 'surface'],
] as const;

export type ThemeColorKey = (typeof THEME_CONTRAST_PAIRS)[number][number];

/** Linearised sRGB channel; 0.04045 is the corrected threshold (WCAG 2.2 note; 0.03928 in 2.0). */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const match = HEX.exec(hex);
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  const r = linear((value >> 16) & 0xff);
  const g = linear((value >> 8) & 0xff);
  const b = linear(value & 0xff);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two #rrggbb colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(hexA: string, hexB: string): number {
  const a = relativeLuminance(hexA);
  const b = relativeLuminance(hexB);
  const [light, dark] = a >= b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

export interface ContrastProblem {
  /** The foreground key, e.g. "onPrimary". */
  key: ThemeColorKey;
  message: string;
}

/** Every THEME_CONTRAST_PAIRS pair of `colors` below MIN_TEXT_CONTRAST, with a readable message. */
export function themeContrastProblems(colors: Record<ThemeColorKey, string>): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const [fg, bg] of THEME_CONTRAST_PAIRS) {
    const ratio = contrastRatio(colors[fg], colors[bg]);
    if (ratio < MIN_TEXT_CONTRAST) {
      problems.push({
        key: fg,
        message: `contrast with ${bg} is ${ratio.toFixed(2)}, needs at least ${MIN_TEXT_CONTRAST}`,
      });
    }
  }
  return problems;
}
