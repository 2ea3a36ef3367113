import type { Random } from '../../../lib/prng';
import { board, bowl, chopsticks, leaf, plate, PLATE_COLORS, sauceDish, spoon, sprinkle, BOWL_COLORS } from '../scene';
import { circle, ellipse, group, line, n, path, rect, turn } from '../svg';

/** Sushi, ramen, dim sum and curry, drawn from above around (cx, cy). */

const FISH = [
  ['#f48c5f', '#ffd3bf'], // salmon, its fat lines
  ['#c0392b', '#e8776b'], // tuna
  ['#f6d55c', '#fbe9a6'], // tamago
  ['#f7f1e3', '#e3d5c0'], // white fish
] as const;

export function sushi(random: Random, cx: number, cy: number): string {
  const angle = random.int(-12, 12);
  const slate = random.pick(['#2b2b2b', '#3a3f44', '#c8a06a', '#d9b98c']);
  const pieces: string[] = [];
  const count = random.int(4, 6);
  const start = cx - ((count - 1) * 66) / 2;
  for (let i = 0; i < count; i++) {
    const x = start + i * 66;
    if (random.chance(0.6)) {
      // nigiri: rice, a slice of fish over it, its fat lines
      const [fish, fat] = random.pick(FISH);
      pieces.push(
        rect(x - 24, cy - 36, 48, 72, '#f8f6f0', { rx: 20 }),
        rect(x - 28, cy - 44, 56, 70, fish, { rx: 22 }),
        ...[-20, -4, 12].map((dy) => line(x - 18, cy + dy - 6, x + 18, cy + dy + 6, fat, 3, { opacity: 0.8 })),
      );
      if (fish === '#f6d55c') pieces.push(rect(x - 30, cy - 6, 60, 14, '#1b2a1e'));
    } else {
      // maki: nori, rice, a filling
      const filling = random.pick(['#f48c5f', '#6a9c3a', '#c0392b', '#f6d55c']);
      pieces.push(circle(x, cy, 28, '#1b2a1e'), circle(x, cy, 23, '#f8f6f0'), circle(x, cy, 10, filling));
      pieces.push(sprinkle(random, x, cy, 18, 6, ['#e9e4d8'], 2));
    }
  }
  return (
    board(cx, cy, count * 66 + 50, 150, angle, slate) +
    group(turn(angle, cx, cy), pieces) +
    chopsticks(
      cx + random.pick([-1, 1]) * 250,
      cy,
      random.int(-20, 20),
      random.pick(['#8d5a3b', '#1f2427', '#c9a27e']),
    ) +
    sauceDish(cx + random.int(-150, 150), cy + 140, 32, '#3b1f12') +
    leaf(cx + (count * 66) / 2 - 10, cy + 50, 16, random.int(0, 90), '#7fb045') +
    ellipse(cx + (count * 66) / 2 - 30, cy + 55, 14, 10, '#f2b8b0')
  );
}

const BROTHS = ['#e9b872', '#c9793a', '#c2412d', '#f0dcb4'] as const;

export function noodles(random: Random, cx: number, cy: number): string {
  const r = random.int(130, 145);
  const broth = random.pick(BROTHS);
  const parts = [bowl(cx, cy, r, random.pick(BOWL_COLORS)), circle(cx, cy, r * 0.84, broth)];
  // noodles: loose waves across the bowl
  for (let i = 0; i < 7; i++) {
    const y = cy - 50 + i * 16 + random.int(-4, 4);
    parts.push(
      path(`M${n(cx - 90)} ${n(y)}q22 -14 44 0t44 0t44 0t44 0`, 'none', {
        stroke: '#f3d37a',
        'stroke-width': 7,
        'stroke-linecap': 'round',
      }),
    );
  }
  const toppings = random.next() * Math.PI * 2;
  const at = (k: number, d = r * 0.5): [number, number] => [
    cx + Math.cos(toppings + k) * d,
    cy + Math.sin(toppings + k) * d,
  ];
  const [ex, ey] = at(0);
  parts.push(ellipse(ex, ey, 30, 24, '#fbfbf7'), circle(ex, ey, 14, '#f29d2c'));
  const [px, py] = at(1.6);
  parts.push(circle(px, py, 30, '#c98a6b'), circle(px, py, 22, '#e8b49c'), circle(px, py, 10, '#c98a6b'));
  const [qx, qy] = at(3.1, r * 0.45);
  parts.push(group(turn(random.int(-30, 30), qx, qy), [rect(qx - 18, qy - 34, 36, 68, '#1b2a1e', { rx: 3 })]));
  const [gx, gy] = at(4.5, r * 0.4);
  parts.push(sprinkle(random, gx, gy, 26, 14, ['#4f9d3a', '#7fc25b'], 4));
  if (random.chance(0.6)) {
    const [nx, ny] = at(5.4, r * 0.55);
    parts.push(
      circle(nx, ny, 18, '#fbfbf7'),
      path(`M${n(nx - 9)} ${n(ny)}a9 9 0 1 1 9 9`, 'none', { stroke: '#e56b8a', 'stroke-width': 3 }),
    );
  }
  parts.push(chopsticks(cx + r * 0.2, cy, random.int(55, 75), random.pick(['#8d5a3b', '#1f2427', '#c9a27e'])));
  parts.push(spoon(cx - r - 50, cy + random.int(-30, 30), random.int(-30, 30)));
  return parts.join('');
}

export function dimSum(random: Random, cx: number, cy: number): string {
  const r = random.int(135, 145);
  const parts = [bowl(cx, cy, r, '#b8884c'), circle(cx, cy, r * 0.9, '#d8b27a')];
  // the bamboo weave of the steamer's floor
  for (let ring = r * 0.85; ring > 20; ring -= 14)
    parts.push(circle(cx, cy, ring, 'none', { stroke: '#b08450', 'stroke-width': 2 }));
  const count = random.int(3, 4);
  const turnBy = random.next() * Math.PI;
  const wrapper = random.pick(['#f6e4dc', '#f3ecd9']);
  for (let i = 0; i < count; i++) {
    const angle = turnBy + (i / count) * Math.PI * 2;
    const x = cx + Math.cos(angle) * r * 0.48;
    const y = cy + Math.sin(angle) * r * 0.48;
    parts.push(circle(x + 4, y + 6, 40, '#000', { opacity: 0.15 }));
    if (i % 2 === 0) {
      // har gow: a pleated, half-translucent dumpling with the prawn showing through
      parts.push(circle(x, y, 40, wrapper), ellipse(x + 4, y + 8, 22, 14, '#f3a58c', { opacity: 0.55 }));
      for (let k = -3; k <= 3; k++) parts.push(line(x + k * 9, y - 36, x + k * 6, y - 8, '#d9b8aa', 4));
    } else {
      // siu mai: an open yellow cup, pork and a dot of roe
      parts.push(
        circle(x, y, 38, '#f2cf5b'),
        circle(x, y, 28, '#d98c6a'),
        sprinkle(random, x, y, 18, 5, ['#c0704f'], 5),
        circle(x, y, 8, '#f06b2a'),
      );
    }
  }
  parts.push(sauceDish(cx + r + 60, cy + random.int(-60, 60), 30, '#6b2d12'));
  // a tea cup
  const tx = cx - r - 70;
  const ty = cy + random.int(-80, 80);
  parts.push(
    circle(tx + 6, ty + 8, 34, '#000', { opacity: 0.2 }),
    circle(tx, ty, 34, '#f4efe6'),
    circle(tx, ty, 26, '#b98b3e'),
  );
  return parts.join('');
}

const CURRIES = ['#e08a2c', '#c0462b', '#8aa83b', '#d9a441'] as const;

export function curry(random: Random, cx: number, cy: number): string {
  const dx = random.pick([-1, 1]);
  const r = random.int(78, 88);
  const curryColor = random.pick(CURRIES);
  const parts = [plate(cx, cy, 165, random.pick(PLATE_COLORS))];
  // rice, heaped on one side of the plate
  const ix = cx - dx * 62;
  parts.push(
    ellipse(ix, cy + 10, 78, 100, '#fbf8ef'),
    sprinkle(random, ix, cy + 10, 70, 40, ['#efe8d6', '#ffffff'], 3),
  );
  parts.push(sprinkle(random, ix, cy - 30, 20, 6, ['#3f7d2b'], 3));
  // the curry in its bowl on the other side: chunks, a swirl of cream and coriander
  const bx = cx + dx * 68;
  const by = cy - 10;
  parts.push(bowl(bx, by, r, random.pick(['#b87333', '#c0c6cc', '#f4efe6'])), circle(bx, by, r * 0.82, curryColor));
  for (let i = 0; i < 6; i++) {
    const a = random.next() * Math.PI * 2;
    const d = random.next() * r * 0.5;
    const x = bx + Math.cos(a) * d;
    const y = by + Math.sin(a) * d;
    parts.push(
      rect(x - 10, y - 10, 20, 20, random.pick(['#f3e3c3', '#d49a5a']), {
        rx: 6,
        transform: turn(random.int(0, 90), x, y),
      }),
    );
  }
  parts.push(
    path(`M${n(bx - 36)} ${n(by)}q18 -26 36 0t36 0`, 'none', {
      stroke: '#fff8ec',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
  );
  parts.push(sprinkle(random, bx, by, r * 0.6, 10, ['#3f7d2b', '#6a9c3a'], 4));
  // naan beside the plate
  const nx = cx + dx * 225;
  parts.push(
    group(turn(random.int(-30, 30), nx, cy + 60), [
      path(`M${n(nx)} ${n(cy - 20)}q70 60 0 150q-70 -90 0 -150Z`, '#e8c07d'),
      ...[0, 1, 2, 3, 4].map((k) => circle(nx + random.int(-20, 20), cy + 40 + k * 18, 6, '#a8662b', { opacity: 0.7 })),
    ]),
  );
  return parts.join('');
}
