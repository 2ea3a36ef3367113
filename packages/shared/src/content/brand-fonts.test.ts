import { describe, expect, it } from 'vitest';
import { BRAND_FONTS, bodyFontOf, isBrandFont, registeredMarkIsSuperscript } from './brand-fonts';

describe('the registered-mark rule', () => {
  it('lists five brand fonts', () => {
    expect(BRAND_FONTS).toHaveLength(5);
    expect(new Set(BRAND_FONTS.map((font) => font.toLowerCase())).size).toBe(5);
  });

  it.each(BRAND_FONTS)('keeps the mark as drawn when the body font is %s', (font) => {
    expect(registeredMarkIsSuperscript(`'${font}', Arial, sans-serif`)).toBe(false);
    expect(registeredMarkIsSuperscript(`"${font}", sans-serif`)).toBe(false);
    expect(registeredMarkIsSuperscript(font.toUpperCase())).toBe(false);
  });

  it('sets the mark as superscript for any other body font', () => {
    expect(registeredMarkIsSuperscript('Inter, system-ui, sans-serif')).toBe(true);
    expect(registeredMarkIsSuperscript('system-ui')).toBe(true);
  });

  it('decides by the body font only, not by a fallback further down the list', () => {
    expect(registeredMarkIsSuperscript("'Helvetica Neue', Futura, sans-serif")).toBe(true);
  });

  it('reads the body font as the first family, without quotes or spaces', () => {
    expect(bodyFontOf("  'Gill Sans' , 'Gill Sans MT', Calibri")).toBe('Gill Sans');
    expect(bodyFontOf('"Source Sans 3", sans-serif')).toBe('Source Sans 3');
    expect(bodyFontOf('Tahoma')).toBe('Tahoma');
    expect(isBrandFont('futura')).toBe(true);
    expect(isBrandFont('Futura PT')).toBe(false);
  });
});
