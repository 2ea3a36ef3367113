import type { Random } from '../../lib/prng';
import { circle, ellipse, group, line, n, path, rect, turn } from './svg';

/**
 * The table a dish is drawn on (600 x 400) and the things around it: plates, bowls, boards, cutlery and
 * garnish every motif shares. Each picture draws its own table colour, pattern and props, so restaurants
 * of one cuisine side by side still look different.
 */

export const WIDTH = 600;
export const HEIGHT = 400;

/** Table tops: [surface, pattern ink]. Muted, so the food stays the brightest thing in the picture. */
const TABLES = [
  ['#8d5a3b', '#6b4129'],
  ['#c9a27e', '#a67c52'],
  ['#3e4a52', '#2b343a'],
  ['#7a8b6f', '#5c6b52'],
  ['#b5654a', '#8f4a35'],
  ['#e8dcc8', '#cbbda4'],
  ['#2f3e46', '#52796f'],
  ['#d9cfc1', '#b8a993'],
  ['#5e503f', '#433829'],
  ['#a3b18a', '#7f8f67'],
  ['#264653', '#1d3640'],
  ['#f2e8cf', '#d8c9a3'],
] as const;

export const PLATE_COLORS = ['#ffffff', '#f4efe6', '#e9eef2', '#f7f3ea', '#dfe7e2'] as const;
export const BOWL_COLORS = ['#1f2427', '#b33a2c', '#f4efe6', '#2f5d7c', '#e9d8a6', '#3a5a40'] as const;

export interface Backdrop {
  svg: string;
  /** The table colour, for props that should read against it. */
  surface: string;
}

export function backdrop(random: Random): Backdrop {
  const [surface, ink] = random.pick(TABLES);
  const parts = [rect(0, 0, WIDTH, HEIGHT, surface)];
  switch (random.int(0, 3)) {
    case 0: // wood grain
      for (let y = random.int(0, 30); y < HEIGHT; y += random.int(45, 75))
        parts.push(rect(0, y, WIDTH, random.int(2, 4), ink, { opacity: 0.45 }));
      break;
    case 1: {
      // a checked cloth
      const step = random.int(40, 60);
      for (let x = 0; x < WIDTH; x += step * 2) parts.push(rect(x, 0, step, HEIGHT, ink, { opacity: 0.18 }));
      for (let y = 0; y < HEIGHT; y += step * 2) parts.push(rect(0, y, WIDTH, step, ink, { opacity: 0.18 }));
      break;
    }
    case 2: // terrazzo flecks
      for (let i = 0; i < 40; i++)
        parts.push(circle(random.int(0, WIDTH), random.int(0, HEIGHT), random.int(2, 6), ink, { opacity: 0.35 }));
      break;
    default: // a linen runner across the table
      parts.push(rect(0, random.int(120, 200), WIDTH, random.int(110, 160), '#ffffff', { opacity: 0.16 }));
  }
  return { svg: parts.join(''), surface };
}

/** A soft shadow under round things. */
export const shadow = (cx: number, cy: number, r: number) =>
  ellipse(cx + 8, cy + 12, r, r * 0.94, '#000', { opacity: 0.2 });

export const plate = (cx: number, cy: number, r: number, color: string) =>
  shadow(cx, cy, r) +
  circle(cx, cy, r, color) +
  circle(cx, cy, r * 0.8, 'none', { stroke: '#000', 'stroke-opacity': 0.07, 'stroke-width': 4 });

export const bowl = (cx: number, cy: number, r: number, color: string) =>
  shadow(cx, cy, r) + circle(cx, cy, r, color) + circle(cx, cy, r * 0.86, '#000', { opacity: 0.12 });

/** A wooden or slate board with rounded corners, turned by `angle`. */
export function board(cx: number, cy: number, w: number, h: number, angle: number, color: string, handle = false) {
  const parts = [
    rect(cx - w / 2 + 8, cy - h / 2 + 12, w, h, '#000', { rx: 18, opacity: 0.2 }),
    rect(cx - w / 2, cy - h / 2, w, h, color, { rx: 18 }),
    rect(cx - w / 2 + 10, cy - h / 2 + 10, w - 20, h - 20, 'none', {
      rx: 12,
      stroke: '#000',
      'stroke-opacity': 0.08,
      'stroke-width': 3,
    }),
  ];
  if (handle) parts.push(rect(cx + w / 2 - 6, cy - 14, 60, 28, color, { rx: 14 }));
  return group(turn(angle, cx, cy), parts);
}

export const fork = (x: number, y: number, angle: number) =>
  group(`${turn(angle, x, y)}`, [
    rect(x - 6, y - 10, 12, 150, '#c0c6cc', { rx: 6 }),
    ...[-12, -4, 4, 12].map((dx) => rect(x + dx - 2, y - 70, 4, 62, '#c0c6cc', { rx: 2 })),
    rect(x - 14, y - 14, 28, 14, '#c0c6cc', { rx: 6 }),
  ]);

export const knife = (x: number, y: number, angle: number) =>
  group(turn(angle, x, y), [
    rect(x - 7, y, 14, 110, '#8d949b', { rx: 7 }),
    path(`M${n(x - 7)} ${n(y)}V${n(y - 110)}Q${n(x + 10)} ${n(y - 100)} ${n(x + 8)} ${n(y)}Z`, '#d5dadf'),
  ]);

export const chopsticks = (x: number, y: number, angle: number, color: string) =>
  group(turn(angle, x, y), [
    line(x, y - 130, x - 6, y + 130, color, 9),
    line(x + 18, y - 130, x + 14, y + 130, color, 9),
  ]);

export const spoon = (x: number, y: number, angle: number) =>
  group(turn(angle, x, y), [rect(x - 5, y, 10, 110, '#c0c6cc', { rx: 5 }), ellipse(x, y - 20, 20, 30, '#c0c6cc')]);

/** A small round dish (sauce, soy, chutney) on the table. */
export const sauceDish = (cx: number, cy: number, r: number, sauce: string) =>
  shadow(cx, cy, r) + circle(cx, cy, r, '#f4efe6') + circle(cx, cy, r * 0.7, sauce);

/** A glass seen from above: a rim, a pale liquid, a glint. */
export const glass = (cx: number, cy: number, r: number, drink: string) =>
  shadow(cx, cy, r) +
  circle(cx, cy, r, '#ffffff', { opacity: 0.55 }) +
  circle(cx, cy, r * 0.8, drink, { opacity: 0.85 }) +
  ellipse(cx - r * 0.35, cy - r * 0.35, r * 0.18, r * 0.1, '#ffffff', { opacity: 0.8 });

/** A pointed leaf (basil, cilantro, mint) turned by `angle`. */
export const leaf = (x: number, y: number, size: number, angle: number, color: string) =>
  group(turn(angle, x, y), [
    path(
      `M${n(x - size)} ${n(y)}Q${n(x)} ${n(y - size * 0.7)} ${n(x + size)} ${n(y)}Q${n(x)} ${n(y + size * 0.7)} ${n(x - size)} ${n(y)}Z`,
      color,
    ),
    line(x - size * 0.8, y, x + size * 0.8, y, '#000', 1.5, { opacity: 0.15 }),
  ]);

/** Flecks scattered in a disc: herbs, sesame, pepper, cheese. */
export function sprinkle(
  random: Random,
  cx: number,
  cy: number,
  spread: number,
  count: number,
  colors: readonly string[],
  size = 3,
) {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = random.next() * Math.PI * 2;
    const distance = Math.sqrt(random.next()) * spread;
    parts.push(
      circle(
        cx + Math.cos(angle) * distance,
        cy + Math.sin(angle) * distance,
        size * (0.6 + random.next() * 0.8),
        random.pick(colors),
      ),
    );
  }
  return parts.join('');
}

/** A lemon or lime wedge seen from the side of its cut. */
export const citrusWedge = (x: number, y: number, r: number, angle: number, peel: string, flesh: string) =>
  group(turn(angle, x, y), [
    path(`M${n(x - r)} ${n(y)}A${n(r)} ${n(r)} 0 0 0 ${n(x + r)} ${n(y)}Z`, peel),
    path(`M${n(x - r * 0.85)} ${n(y)}A${n(r * 0.85)} ${n(r * 0.85)} 0 0 0 ${n(x + r * 0.85)} ${n(y)}Z`, flesh),
    ...[-0.5, 0, 0.5].map((t) =>
      line(x, y, x + Math.sin(t) * r * 0.75, y + Math.cos(t) * r * 0.75, peel, 2, { opacity: 0.6 }),
    ),
  ]);
