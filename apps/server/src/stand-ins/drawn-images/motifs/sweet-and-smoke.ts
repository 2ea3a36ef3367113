import type { Random } from '../../../lib/prng';
import { board, bowl, fork, leaf, plate, PLATE_COLORS, shadow, sprinkle } from '../scene';
import { circle, ellipse, group, line, n, path, rect, turn } from '../svg';

/** Coffee and pastry, breakfast plates, desserts and barbecue around (cx, cy). */

const croissant = (x: number, y: number, angle: number) =>
  group(turn(angle, x, y), [
    ellipse(x + 6, y + 10, 95, 40, '#000', { opacity: 0.18 }),
    ...[-2, -1, 0, 1, 2].map((k) =>
      ellipse(
        x + k * 34,
        y - Math.abs(k) * 12,
        30 - Math.abs(k) * 5,
        44 - Math.abs(k) * 9,
        k % 2 === 0 ? '#d9913d' : '#c47a2c',
        {
          transform: turn(k * 22, x + k * 34, y - Math.abs(k) * 12),
        },
      ),
    ),
    ellipse(x - 10, y - 18, 30, 8, '#f5c77e', { opacity: 0.6 }),
  ]);

export function bakery(random: Random, cx: number, cy: number): string {
  const side = random.pick([-1, 1]);
  // coffee: saucer, cup, crema with latte art
  const kx = cx + side * 110;
  const ky = cy - 30;
  const parts = [
    shadow(kx, ky, 95),
    circle(kx, ky, 95, random.pick(['#f4efe6', '#e9eef2', '#2f5d7c', '#e9d8a6'])),
    circle(kx, ky, 68, '#ffffff'),
    rect(kx + 60, ky - 12, 44, 24, '#ffffff', { rx: 12 }),
    circle(kx, ky, 56, '#6f4326'),
    circle(kx, ky, 50, '#a8703f'),
  ];
  if (random.chance(0.5))
    parts.push(path(`M${n(kx)} ${n(ky + 30)}c-40 -30 -30 -60 0 -40c30 -20 40 10 0 40z`, '#f3e2c7'));
  else for (let k = 0; k < 4; k++) parts.push(ellipse(kx, ky + 22 - k * 14, 24 - k * 4, 7, '#f3e2c7'));
  parts.push(croissant(cx - side * 100, cy + 40, random.int(-25, 25)));
  // crumbs, and a sugar cube or two
  parts.push(sprinkle(random, cx - side * 60, cy + 120, 40, 10, ['#d9913d', '#f5c77e'], 3));
  parts.push(
    rect(cx + random.int(-30, 30), cy + 120, 20, 20, '#ffffff', {
      rx: 3,
      transform: turn(random.int(0, 45), cx, cy + 130),
    }),
  );
  return parts.join('');
}

export function breakfast(random: Random, cx: number, cy: number): string {
  const parts = [plate(cx, cy, 165, random.pick(PLATE_COLORS))];
  // pancakes, butter and syrup
  const px = cx - 40;
  const py = cy - 20;
  for (let k = 3; k >= 0; k--) parts.push(circle(px + k * 3, py + k * 5, 80, k === 0 ? '#e3a857' : '#c98a3d'));
  parts.push(
    path(`M${n(px - 40)} ${n(py - 10)}q20 -50 60 -20q40 30 10 60q-20 20 -50 0q-30 -10 -20 -40z`, '#c77d22', {
      opacity: 0.6,
    }),
  );
  parts.push(rect(px - 16, py - 22, 32, 26, '#fbe8a6', { rx: 5 }));
  // a fried egg and bacon
  const ex = cx + 90;
  const ey = cy + 70;
  parts.push(
    path(`M${n(ex - 50)} ${n(ey)}q0 -45 45 -40q50 -5 50 40q0 40 -50 35q-45 5 -45 -35z`, '#fffdf6'),
    circle(ex, ey, 20, '#f6a21a'),
  );
  for (let k = 0; k < 2; k++)
    parts.push(
      path(`M${n(cx + 40)} ${n(cy - 90 + k * 30)}q20 -14 40 0t40 0t40 0`, 'none', {
        stroke: '#a23b2a',
        'stroke-width': 16,
        'stroke-linecap': 'round',
      }),
    );
  parts.push(sprinkle(random, px, py - 40, 30, 6, ['#3b5bdb', '#c2255c'], 7)); // berries
  parts.push(fork(cx - 215, cy + 20, random.int(-10, 10)));
  return parts.join('');
}

export function dessert(random: Random, cx: number, cy: number): string {
  const parts = [plate(cx, cy + 20, 160, random.pick(PLATE_COLORS))];
  const sponge = random.pick(['#f2d8a7', '#5a3320', '#f5e6d3']);
  const cream = random.pick(['#fff6ea', '#f7c6d0', '#f3e2c7']);
  const x = cx - 20;
  const y = cy + 10;
  // a slice of layer cake: its side with the layers, its top, fruit on top
  parts.push(
    path(`M${n(x - 110)} ${n(y + 60)}l140 -120l120 40v120l-120 -40z`, '#000', { opacity: 0.12 }),
    path(`M${n(x - 110)} ${n(y)}l140 -60v120l-140 60z`, sponge),
    path(`M${n(x + 30)} ${n(y - 60)}l120 40v120l-120 -40z`, sponge, { opacity: 0.8 }),
  );
  for (let k = 1; k <= 2; k++)
    parts.push(
      path(`M${n(x - 110)} ${n(y + k * 20)}l140 -60`, 'none', { stroke: cream, 'stroke-width': 10 }),
      path(`M${n(x + 30)} ${n(y - 60 + k * 40)}l120 40`, 'none', { stroke: cream, 'stroke-width': 10, opacity: 0.9 }),
    );
  parts.push(path(`M${n(x - 110)} ${n(y)}l140 -60l120 40l-140 60z`, cream));
  for (let i = 0; i < 3; i++) {
    const bx = x + 10 + i * 35 + random.int(-5, 5);
    const by = y - 10 + random.int(-8, 8);
    parts.push(
      path(`M${n(bx - 14)} ${n(by - 6)}q14 -10 28 0q-4 24 -14 28q-10 -4 -14 -28z`, '#d62839'),
      leaf(bx, by - 10, 7, 0, '#4f9d3a'),
    );
  }
  // a scoop or berries beside, and a fork
  if (random.chance(0.5)) parts.push(circle(cx + 110, cy + 90, 34, random.pick(['#fff6ea', '#f7c6d0', '#c9e4c5'])));
  else parts.push(sprinkle(random, cx + 110, cy + 90, 30, 8, ['#3b5bdb', '#d62839'], 8));
  parts.push(fork(cx - 220, cy + 20, random.int(-10, 10)));
  return parts.join('');
}

export function barbecue(random: Random, cx: number, cy: number): string {
  const parts = [board(cx, cy, 480, 300, random.int(-5, 5), random.pick(['#8d5a3b', '#c9a27e', '#5e503f']))];
  // a rack of ribs: bones, glaze, char
  const rx = cx - 40;
  const ry = cy - 30;
  const ribs: string[] = [
    rect(rx - 130, ry - 55, 260, 110, '#7a2e1a', { rx: 30 }),
    rect(rx - 120, ry - 45, 240, 90, '#9b3b20', { rx: 26 }),
  ];
  for (let k = 0; k < 6; k++) {
    const x = rx - 100 + k * 40;
    ribs.push(
      rect(x - 5, ry - 70, 10, 20, '#f1e4c8', { rx: 4 }),
      line(x, ry - 40, x, ry + 40, '#5a200f', 4, { opacity: 0.6 }),
    );
  }
  ribs.push(ellipse(rx - 40, ry - 20, 60, 10, '#d2643a', { opacity: 0.5 }));
  parts.push(group(turn(random.int(-10, 10), rx, ry), ribs));
  // corn on the cob
  const kx = cx + 60;
  const ky = cy + 85;
  const corn: string[] = [ellipse(kx, ky, 90, 26, '#f2c230')];
  for (let i = -3; i <= 3; i++) for (let j = -1; j <= 1; j++) corn.push(circle(kx + i * 22, ky + j * 13, 5, '#e0a91c'));
  corn.push(
    path(`M${n(kx + 80)} ${n(ky)}l50 -24l-8 24l8 24z`, '#8fbf5a'),
    ellipse(kx - 30, ky - 8, 24, 6, '#c46a1f', { opacity: 0.6 }),
  );
  parts.push(group(turn(random.int(-15, 15), kx, ky), corn));
  // slaw, and a sauce
  parts.push(
    bowl(cx + 170, cy - 70, 46, '#f4efe6'),
    sprinkle(random, cx + 170, cy - 70, 34, 20, ['#e8f0d8', '#a78bfa', '#f29d2c'], 4),
  );
  parts.push(bowl(cx - 180, cy + 90, 34, '#f4efe6'), circle(cx - 180, cy + 90, 24, '#7a2e1a'));
  return parts.join('');
}
