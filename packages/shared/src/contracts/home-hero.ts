/**
 * The home banner's illustration (issue 15, defect 8: the home page had no imagery): an SVG the server
 * draws in the partner's theme colours, named by them, so one URL is one picture for good (cached for a
 * year) and the web's first load carries none of it. No zod here: the web builds the URL on its first
 * load (docs/decisions/0012); the query schema is in contracts/images.ts.
 */

export const HOME_HERO_PATH = '/api/images/home-hero';

/** The theme colours it is drawn in: the banner's own (primary, onPrimary) and the brand's others. */
export const HOME_HERO_COLORS = ['primary', 'onPrimary', 'secondary', 'onSecondary', 'accent'] as const;
export type HomeHeroColor = (typeof HOME_HERO_COLORS)[number];
export type HomeHeroColors = Record<HomeHeroColor, string>;

/** A colour in the URL: six hex digits, no '#'. */
export const HOME_HERO_COLOR_PATTERN = /^[0-9a-f]{6}$/;

/** The illustration's URL for a theme's colours (#rrggbb), written the same way for the same colours. */
export function homeHeroUrl(colors: HomeHeroColors): string {
  const query = HOME_HERO_COLORS.map((name) => `${name}=${colors[name].replace(/^#/, '').toLowerCase()}`);
  return `${HOME_HERO_PATH}?${query.join('&')}`;
}
