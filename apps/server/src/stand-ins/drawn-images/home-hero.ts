import type { HomeHeroColors } from '@forkpoint/shared';
import { circle, ellipse, group, line, path, rect, turn } from './svg';

/**
 * The home banner's illustration, in the partner's colours: a plate seen from above, cutlery and a glass,
 * and the member's card beside it sending up rewards — dine, pay with the card, earn. It sits on the
 * banner's primary colour, so the table things are drawn in onPrimary and the brand's secondary and accent
 * colours carry the card and the rewards. Decorative: it has no text and no title.
 */

const W = 480;
const H = 400;

/** Food on the plate keeps its own colours in every theme (a green salad is green). */
const FOOD = {
  leaf: '#5fa84a',
  leafDark: '#3f7d2b',
  tomato: '#e2553f',
  egg: '#fbfbf5',
  yolk: '#f6a21a',
  grain: '#f1d9a6',
};

function plateOfFood(c: HomeHeroColors, cx: number, cy: number): string {
  return [
    ellipse(cx + 10, cy + 14, 118, 112, '#000', { opacity: 0.16 }),
    circle(cx, cy, 118, c.onPrimary),
    circle(cx, cy, 92, 'none', { stroke: c.primary, 'stroke-opacity': 0.12, 'stroke-width': 4 }),
    // a bowl-style plate: grain, greens, tomato, an egg, and a sprig in the brand's accent
    circle(cx - 22, cy + 18, 48, FOOD.grain),
    ...[0, 1, 2, 3, 4].map((k) =>
      group(turn(k * 40 - 60, cx + 30, cy - 20), [
        ellipse(cx + 30, cy - 58, 16, 34, k % 2 ? FOOD.leaf : FOOD.leafDark),
      ]),
    ),
    circle(cx + 44, cy + 40, 20, FOOD.tomato),
    circle(cx + 16, cy + 62, 16, FOOD.tomato),
    ellipse(cx - 40, cy - 34, 30, 26, FOOD.egg),
    circle(cx - 36, cy - 32, 12, FOOD.yolk),
    ...[0, 1, 2].map((k) => circle(cx - 30 + k * 18, cy + 18 + (k % 2) * 12, 6, c.accent)),
  ].join('');
}

function cutlery(c: HomeHeroColors, x: number, y: number): string {
  return [
    // fork
    rect(x - 5, y - 20, 10, 150, c.onPrimary, { rx: 5, opacity: 0.9 }),
    ...[-10, -3, 4, 11].map((dx) => rect(x + dx - 2, y - 78, 4, 62, c.onPrimary, { rx: 2, opacity: 0.9 })),
    // knife
    rect(x + 30, y - 10, 12, 140, c.onPrimary, { rx: 6, opacity: 0.9 }),
    path(`M${x + 30} ${y - 10}V${y - 82}Q${x + 48} ${y - 72} ${x + 42} ${y - 10}Z`, c.onPrimary, { opacity: 0.9 }),
  ].join('');
}

function card(c: HomeHeroColors, x: number, y: number): string {
  return group(turn(-14, x, y), [
    rect(x - 78 + 8, y - 50 + 10, 156, 100, '#000', { rx: 12, opacity: 0.18 }),
    rect(x - 78, y - 50, 156, 100, c.secondary, { rx: 12 }),
    rect(x - 78, y - 26, 156, 18, c.onSecondary, { opacity: 0.85 }),
    rect(x - 60, y + 4, 30, 22, c.accent, { rx: 4 }),
    ...[0, 1, 2].map((k) => rect(x - 20 + k * 30, y + 22, 22, 6, c.onSecondary, { rx: 3, opacity: 0.5 })),
  ]);
}

/** Rewards rising from the card: coins in the secondary colour and a star in the accent. */
function rewards(c: HomeHeroColors, x: number, y: number): string {
  const coin = (cx: number, cy: number, r: number) =>
    circle(cx, cy, r, c.secondary) +
    circle(cx, cy, r * 0.68, 'none', { stroke: c.onSecondary, 'stroke-opacity': 0.35, 'stroke-width': 3 }) +
    line(cx - r * 0.3, cy, cx + r * 0.3, cy, c.onSecondary, 3, { opacity: 0.6 }) +
    line(cx, cy - r * 0.3, cx, cy + r * 0.3, c.onSecondary, 3, { opacity: 0.6 });
  const star = (cx: number, cy: number, r: number) => {
    const points = Array.from({ length: 10 }, (_, k) => {
      const angle = -Math.PI / 2 + (k * Math.PI) / 5;
      const d = k % 2 === 0 ? r : r * 0.45;
      return `${(cx + Math.cos(angle) * d).toFixed(1)} ${(cy + Math.sin(angle) * d).toFixed(1)}`;
    });
    return path(`M${points.join('L')}Z`, c.accent);
  };
  return [
    path(`M${x} ${y}C${x + 10} ${y - 60} ${x - 40} ${y - 90} ${x - 10} ${y - 150}`, 'none', {
      stroke: c.onPrimary,
      'stroke-opacity': 0.5,
      'stroke-width': 3,
      'stroke-dasharray': '2 10',
      'stroke-linecap': 'round',
    }),
    coin(x + 14, y - 56, 20),
    coin(x - 34, y - 112, 24),
    star(x - 8, y - 184, 32),
    circle(x + 40, y - 140, 5, c.onPrimary, { opacity: 0.7 }),
    circle(x - 62, y - 160, 4, c.onPrimary, { opacity: 0.6 }),
  ].join('');
}

export function homeHeroSvg(colors: HomeHeroColors): string {
  const c = Object.fromEntries(Object.entries(colors).map(([name, hex]) => [name, `#${hex}`])) as HomeHeroColors;
  const body = [
    // a soft disc of light behind the scene, and a glass at the top
    circle(250, 200, 195, c.onPrimary, { opacity: 0.08 }),
    circle(66, 62, 34, c.onPrimary, { opacity: 0.35 }),
    circle(66, 62, 26, c.onPrimary, { opacity: 0.25 }),
    cutlery(c, 58, 220),
    plateOfFood(c, 236, 192),
    card(c, 350, 328),
    rewards(c, 436, 268),
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" aria-hidden="true">${body}</svg>`;
}
