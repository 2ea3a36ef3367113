import type { Random } from '../../../lib/prng';
import { bowl, BOWL_COLORS, citrusWedge, leaf, plate, PLATE_COLORS, sauceDish, sprinkle } from '../scene';
import { circle, ellipse, group, line, n, path, rect, turn } from '../svg';

/** Tacos, grain and salad bowls and seafood around (cx, cy). */

export function tacos(random: Random, cx: number, cy: number): string {
  const parts = [
    rect(cx - 230 + 8, cy - 50 + 12, 460, 170, '#000', { rx: 40, opacity: 0.2 }),
    rect(cx - 230, cy - 50, 460, 170, random.pick(['#2f5d7c', '#f4efe6', '#b33a2c', '#e9d8a6']), { rx: 40 }),
  ];
  const shell = random.pick(['#f2c46d', '#e9b857', '#f5d891']);
  const meat = random.pick(['#7b3f24', '#a0522d', '#c86b3c', '#e9e2cf']); // beef, al pastor, chicken, fish
  for (let i = -1; i <= 1; i++) {
    const x = cx + i * 140;
    const y = cy + 40;
    // a folded tortilla from the side, its filling heaped in the opening
    parts.push(
      path(`M${n(x - 62)} ${n(y - 20)}q-6 ${n(60)} 62 80q68 -20 62 -80z`, meat),
      path(`M${n(x - 60)} ${n(y - 22)}q10 -16 20 0t20 0t20 0t20 0t20 0t20 0`, '#6fb43f', {
        stroke: '#4f9d3a',
        'stroke-width': 2,
      }),
      sprinkle(random, x, y - 18, 34, 9, ['#d63a2b', '#fbfbf7', '#f4c430'], 6),
      path(`M${n(x - 70)} ${n(y - 24)}q0 ${n(96)} 70 96q70 0 70 -96q-14 60 -70 66q-56 -6 -70 -66z`, shell),
      path(`M${n(x - 56)} ${n(y + 20)}q56 40 112 0`, 'none', { stroke: '#c9913a', 'stroke-width': 3, opacity: 0.6 }),
    );
    parts.push(sprinkle(random, x, y - 30, 30, 5, ['#3f7d2b'], 4));
  }
  parts.push(citrusWedge(cx + random.int(-120, 120), cy - 110, 34, random.int(150, 210), '#4c9a2a', '#b5d86a'));
  parts.push(sauceDish(cx + random.pick([-1, 1]) * 230, cy - 110, 40, random.pick(['#c0392b', '#6a9c3a', '#e9c46a'])));
  return parts.join('');
}

export function grainBowl(random: Random, cx: number, cy: number): string {
  const r = random.int(140, 155);
  const parts = [bowl(cx, cy, r, random.pick(BOWL_COLORS)), circle(cx, cy, r * 0.86, '#8fbf5a')];
  const base = random.pick(['#f8f6f0', '#e3c99a', '#d4a373']); // rice, quinoa, grains
  parts.push(circle(cx, cy, r * 0.5, base), sprinkle(random, cx, cy, r * 0.45, 20, ['#ffffff', '#efe3c8'], 3));
  // wedges of toppings around the grain
  const sections = [
    ['#f48c5f', 'cubes'], // salmon or tuna (poke)
    ['#6a9c3a', 'avocado'],
    ['#f29d2c', 'sticks'], // carrot
    ['#c0392b', 'dots'], // tomato
    ['#b5d86a', 'dots'], // edamame, chickpeas
    ['#e56b8a', 'sticks'], // radish, pickled onion
  ] as const;
  const turnBy = random.next() * Math.PI * 2;
  const shown = random.int(4, 6);
  for (let i = 0; i < shown; i++) {
    const [color, shape] = sections[(i + random.int(0, 5)) % sections.length]!;
    const a = turnBy + (i / shown) * Math.PI * 2;
    const x = cx + Math.cos(a) * r * 0.62;
    const y = cy + Math.sin(a) * r * 0.62;
    if (shape === 'avocado')
      for (let k = -1; k <= 1; k++)
        parts.push(
          ellipse(x + k * 10, y, 12, 30, color, {
            transform: turn((a * 180) / Math.PI + k * 12, x, y),
            stroke: '#d7e8a6',
            'stroke-width': 4,
          }),
        );
    else if (shape === 'cubes')
      for (let k = 0; k < 5; k++)
        parts.push(rect(x + random.int(-22, 14), y + random.int(-22, 14), 18, 18, color, { rx: 4 }));
    else if (shape === 'sticks')
      for (let k = 0; k < 6; k++) parts.push(line(x - 20 + k * 7, y - 18, x - 14 + k * 7, y + 18, color, 5));
    else parts.push(sprinkle(random, x, y, 24, 9, [color], 8));
  }
  parts.push(sprinkle(random, cx, cy, r * 0.8, 24, ['#1f1f1f', '#f5f0e1'], 2));
  return parts.join('');
}

export function seafood(random: Random, cx: number, cy: number): string {
  const parts = [plate(cx, cy, 165, random.pick(PLATE_COLORS))];
  const kind = random.int(0, 2);
  if (kind === 0) {
    // a whole grilled fish
    const body = random.pick(['#b9c6cf', '#d9a066', '#c7b08a']);
    const fish = [
      ellipse(cx - 10, cy, 120, 52, body),
      path(`M${n(cx + 100)} ${n(cy)}l60 -46v92z`, body),
      circle(cx - 92, cy - 12, 8, '#fbfbf7'),
      circle(cx - 92, cy - 12, 4, '#1f1f1f'),
      path(`M${n(cx - 70)} ${n(cy - 40)}q-10 40 0 80`, 'none', {
        stroke: '#000',
        'stroke-opacity': 0.2,
        'stroke-width': 3,
      }),
    ];
    for (let k = 0; k < 4; k++)
      fish.push(line(cx - 40 + k * 32, cy - 40, cx - 60 + k * 32, cy + 40, '#4a2a16', 5, { opacity: 0.55 }));
    parts.push(group(turn(random.int(-20, 20), cx, cy), fish));
  } else if (kind === 1) {
    // shrimp, curled around the plate
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + random.next();
      const x = cx + Math.cos(a) * 85;
      const y = cy + Math.sin(a) * 85;
      parts.push(
        group(turn((a * 180) / Math.PI, x, y), [
          path(`M${n(x - 26)} ${n(y)}a26 26 0 1 1 26 26`, 'none', {
            stroke: '#f07f4f',
            'stroke-width': 18,
            'stroke-linecap': 'round',
          }),
          path(`M${n(x - 26)} ${n(y)}a26 26 0 1 1 26 26`, 'none', {
            stroke: '#ffb38a',
            'stroke-width': 4,
            'stroke-dasharray': '6 8',
          }),
        ]),
      );
    }
    parts.push(sauceDish(cx, cy, 40, '#c0392b'));
  } else {
    // oysters on ice
    parts.push(circle(cx, cy, 150, '#e7f1f6'), sprinkle(random, cx, cy, 140, 40, ['#ffffff', '#d3e4ec'], 9));
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + random.next() * 0.3;
      const x = cx + Math.cos(a) * 90;
      const y = cy + Math.sin(a) * 90;
      parts.push(
        ellipse(x, y, 40, 30, '#8a8f86', { transform: turn((a * 180) / Math.PI, x, y) }),
        ellipse(x, y, 28, 20, '#e8e2d0'),
        ellipse(x + 4, y + 2, 14, 10, '#cfc6ad'),
      );
    }
  }
  parts.push(
    citrusWedge(cx + random.int(-60, 60), cy + random.int(60, 100), 30, random.int(0, 360), '#f2c230', '#fbe78a'),
  );
  parts.push(leaf(cx - 60, cy - 80, 14, random.int(0, 180), '#3f7d2b'));
  return parts.join('');
}
