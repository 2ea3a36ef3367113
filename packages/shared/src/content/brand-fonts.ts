/**
 * The registered-mark rule (spec part 1 §2 "Text links in copy"): "®" in copy is set as superscript
 * unless the body font is one of five brand fonts. These families draw "®" small and raised in the
 * glyph itself, so lifting it again with <sup> would shrink it to an unreadable speck.
 */
export const BRAND_FONTS = ['Avenir Next', 'Futura', 'Gill Sans', 'Optima', 'Source Sans 3'] as const;
export type BrandFont = (typeof BRAND_FONTS)[number];

export const REGISTERED_MARK = '\u00AE';

/** The first family of a CSS font-family list, unquoted: "'Gill Sans', Calibri" is "Gill Sans". */
export function bodyFontOf(fontFamily: string): string {
  const first = fontFamily.split(',')[0] ?? '';
  return first
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2')
    .trim();
}

export function isBrandFont(family: string): boolean {
  const wanted = family.toLowerCase();
  return BRAND_FONTS.some((font) => font.toLowerCase() === wanted);
}

/** True when "®" must be drawn as superscript for a partner whose theme font is `fontFamily`. */
export function registeredMarkIsSuperscript(fontFamily: string): boolean {
  return !isBrandFont(bodyFontOf(fontFamily));
}
