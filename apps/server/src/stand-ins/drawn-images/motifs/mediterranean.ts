import type { Random } from '../../../lib/prng';
import { citrusWedge, leaf, plate, PLATE_COLORS, shadow, sprinkle } from '../scene';
import { circle, ellipse, n, path, rect, turn } from '../svg';

/** Mezze and paella around (cx, cy). */

export function mezze(random: Random, cx: number, cy: number): string {
  const parts = [plate(cx, cy, 170, random.pick(PLATE_COLORS))];
  // hummus with its swirl, olive oil and paprika
  const hx = cx - 30;
  const hy = cy - 10;
  parts.push(
    circle(hx, hy, 80, '#e9d3a8'),
    path(`M${n(hx)} ${n(hy)}m-50 0a50 50 0 1 0 50 -50a30 30 0 1 0 30 30`, 'none', {
      stroke: '#d8bd8a',
      'stroke-width': 6,
    }),
  );
  parts.push(circle(hx, hy, 22, '#c9a227', { opacity: 0.7 }), sprinkle(random, hx, hy, 40, 14, ['#c0462b'], 3));
  // pita wedges, falafel and olives around it
  for (let i = 0; i < 3; i++) {
    // a wedge of pita, its point towards the hummus
    const a = -0.7 + i * 0.55;
    const x = cx + Math.cos(a) * 85;
    const y = cy + Math.sin(a) * 85;
    parts.push(
      path(`M${n(x)} ${n(y)}l60 -26q14 28 0 52z`, '#e3b86f', {
        stroke: '#c9974a',
        'stroke-width': 3,
        transform: turn((a * 180) / Math.PI, x, y),
      }),
    );
  }
  for (let i = 0; i < 4; i++)
    parts.push(
      circle(cx - 110 + i * 22 + random.int(-4, 4), cy + 110 + random.int(-8, 8), 16, '#8a5a2b'),
      circle(cx - 114 + i * 22, cy + 106, 5, '#a8733f'),
    );
  for (let i = 0; i < 5; i++)
    parts.push(
      ellipse(
        cx + 70 + random.int(-20, 20),
        cy + 100 + random.int(-15, 15),
        10,
        8,
        random.pick(['#3b3b2a', '#6b7a2b']),
      ),
    );
  parts.push(leaf(hx + 30, hy - 30, 12, random.int(0, 180), '#4f9d3a'));
  return parts.join('');
}

export function paella(random: Random, cx: number, cy: number): string {
  const r = random.int(150, 160);
  const parts = [
    shadow(cx, cy, r),
    rect(cx - r - 40, cy - 12, 50, 24, '#2b2b2b', { rx: 10 }),
    rect(cx + r - 10, cy - 12, 50, 24, '#2b2b2b', { rx: 10 }),
    circle(cx, cy, r, '#3a3f44'),
    circle(cx, cy, r - 10, '#e8a93a'),
    sprinkle(random, cx, cy, r - 20, 60, ['#f3c24f', '#d98f2b', '#f7d77e'], 4),
    sprinkle(random, cx, cy, r - 30, 16, ['#6fb43f'], 5),
    sprinkle(random, cx, cy, r - 30, 10, ['#d63a2b'], 7),
  ];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + random.next();
    const x = cx + Math.cos(a) * (r * 0.55);
    const y = cy + Math.sin(a) * (r * 0.55);
    if (i % 2 === 0)
      parts.push(
        ellipse(x, y, 26, 14, '#1f2230', { transform: turn((a * 180) / Math.PI, x, y) }),
        ellipse(x, y, 16, 7, '#f29d6b', { transform: turn((a * 180) / Math.PI, x, y) }),
      );
    else
      parts.push(
        path(`M${n(x - 20)} ${n(y)}a20 20 0 1 1 20 20`, 'none', {
          stroke: '#f07f4f',
          'stroke-width': 14,
          'stroke-linecap': 'round',
        }),
      );
  }
  parts.push(
    citrusWedge(cx + random.int(-40, 40), cy + random.int(-40, 40), 32, random.int(0, 360), '#f2c230', '#fbe78a'),
  );
  return parts.join('');
}
