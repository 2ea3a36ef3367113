import { describe, expect, it } from 'vitest';
import { homeHeroUrl, homeHeroQuerySchema } from '@forkpoint/shared';
import { homeHeroSvg } from './home-hero';

const aerovia = {
  primary: '0b3d91',
  onPrimary: 'ffffff',
  secondary: 'f5b700',
  onSecondary: '1a1a1a',
  accent: 'e4572e',
};

describe('the home banner illustration', () => {
  it("is drawn in the partner's theme colours", () => {
    const svg = homeHeroSvg(aerovia);
    for (const hex of Object.values(aerovia)) expect(svg).toContain(`#${hex}`);
    expect(homeHeroSvg({ ...aerovia, secondary: '264653' })).not.toBe(svg);
  });

  it('is decorative: hidden from assistive technology, with no text to read', () => {
    const svg = homeHeroSvg(aerovia);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="480" height="400" viewBox="0 0 480 400" aria-hidden="true">/,
    );
    expect(svg).not.toMatch(/<text|<title/);
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it('has one URL per set of colours, which the route reads back', () => {
    const url = homeHeroUrl({
      primary: '#0B3D91',
      onPrimary: '#ffffff',
      secondary: '#f5b700',
      onSecondary: '#1a1a1a',
      accent: '#e4572e',
    });
    expect(url).toBe(
      '/api/images/home-hero?primary=0b3d91&onPrimary=ffffff&secondary=f5b700&onSecondary=1a1a1a&accent=e4572e',
    );
    const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
    expect(homeHeroQuerySchema.parse(query)).toEqual(aerovia);
  });

  it('refuses anything but the five colours as six hex digits', () => {
    expect(homeHeroQuerySchema.safeParse({ ...aerovia, primary: 'red' }).success).toBe(false);
    expect(homeHeroQuerySchema.safeParse({ ...aerovia, accent: 'e4572e"/><script>' }).success).toBe(false);
    expect(homeHeroQuerySchema.safeParse({ ...aerovia, extra: '000000' }).success).toBe(false);
    const { accent: _accent, ...missing } = aerovia;
    expect(homeHeroQuerySchema.safeParse(missing).success).toBe(false);
  });
});
