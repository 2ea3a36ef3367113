import { z } from 'zod';
import { HOME_HERO_COLOR_PATTERN, HOME_HERO_COLORS, type HomeHeroColor } from './home-hero';

export * from './home-hero';

const heroColor = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.string().regex(HOME_HERO_COLOR_PATTERN, 'a colour is six hex digits, without #'));

/** GET /api/images/home-hero: the five theme colours it is drawn in, all required (contracts/home-hero.ts). */
export const homeHeroQuerySchema = z.strictObject(
  Object.fromEntries(HOME_HERO_COLORS.map((name) => [name, heroColor])) as Record<HomeHeroColor, typeof heroColor>,
);
export type HomeHeroQuery = z.output<typeof homeHeroQuerySchema>;
