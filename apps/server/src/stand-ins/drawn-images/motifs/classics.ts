import type { Random } from '../../../lib/prng';
import { board, fork, knife, leaf, plate, PLATE_COLORS, shadow, sprinkle } from '../scene';
import { circle, ellipse, group, line, n, path, rect, turn } from '../svg';

/** Pizza, pasta, burgers, sandwiches and steak around (cx, cy). */

export function pizza(random: Random, cx: number, cy: number): string {
  const r = random.int(135, 150);
  const sauce = random.pick(['#c8391f', '#d4502e', '#f3ead2']); // red, or a white pie
  const parts = [shadow(cx, cy, r + 14), circle(cx, cy, r + 14, random.pick(['#c9a27e', '#8d949b', '#a0522d']))];
  const pie: string[] = [circle(cx, cy, r, '#e0a64f'), circle(cx, cy, r - 16, sauce)];
  pie.push(sprinkle(random, cx, cy, r - 30, 18, ['#f6d77a', '#f9e29c'], 16));
  const topping = random.int(0, 2);
  for (let i = 0; i < random.int(7, 11); i++) {
    const a = random.next() * Math.PI * 2;
    const d = Math.sqrt(random.next()) * (r - 40);
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    if (topping === 0) pie.push(circle(x, y, 17, '#b5321e'), circle(x - 4, y - 3, 3, '#7f1d12'));
    else if (topping === 1) pie.push(circle(x, y, 9, '#1f1f1f'), circle(x, y, 4, sauce));
    else pie.push(rect(x - 14, y - 5, 28, 10, '#6a9c3a', { rx: 5, transform: turn(random.int(0, 180), x, y) }));
  }
  for (let i = 0; i < random.int(3, 6); i++) {
    const a = random.next() * Math.PI * 2;
    const d = random.next() * (r - 50);
    pie.push(leaf(cx + Math.cos(a) * d, cy + Math.sin(a) * d, 13, random.int(0, 180), '#2f7d32'));
  }
  // cut lines
  const cut = random.next() * Math.PI;
  for (let k = 0; k < 4; k++) {
    const a = cut + (k * Math.PI) / 4;
    pie.push(
      line(cx - Math.cos(a) * r, cy - Math.sin(a) * r, cx + Math.cos(a) * r, cy + Math.sin(a) * r, '#000', 2, {
        opacity: 0.15,
      }),
    );
  }
  parts.push(...pie);
  return parts.join('');
}

export function pasta(random: Random, cx: number, cy: number): string {
  const r = 150;
  const parts = [plate(cx, cy, r, random.pick(PLATE_COLORS))];
  // a twirled nest of spaghetti
  for (let ring = 95; ring > 10; ring -= 9) {
    const start = random.next() * 6;
    parts.push(
      path(
        `M${n(cx + Math.cos(start) * ring)} ${n(cy + Math.sin(start) * ring)}A${n(ring)} ${n(ring * 0.92)} 0 1 1 ${n(cx + Math.cos(start + 5) * ring)} ${n(cy + Math.sin(start + 5) * ring)}`,
        'none',
        { stroke: random.pick(['#f1cf6e', '#e9c25b', '#f5d985']), 'stroke-width': 8, 'stroke-linecap': 'round' },
      ),
    );
  }
  const sauce = random.pick(['#c8391f', '#7a9a2e', '#f3ead2']);
  parts.push(
    path(`M${n(cx - 50)} ${n(cy - 10)}q25 -45 60 -20q45 10 20 45q-20 40 -55 20q-45 -10 -25 -45Z`, sauce, {
      opacity: 0.95,
    }),
  );
  if (sauce === '#c8391f')
    for (let i = 0; i < 3; i++) parts.push(circle(cx + random.int(-45, 45), cy + random.int(-40, 40), 17, '#7b3f24'));
  parts.push(sprinkle(random, cx, cy, 70, 22, ['#fff7d6', '#f3e9c6'], 3));
  parts.push(
    leaf(cx + 10, cy - 20, 18, random.int(0, 180), '#2f7d32'),
    leaf(cx + 30, cy - 5, 14, random.int(0, 180), '#3f8f3b'),
  );
  parts.push(fork(cx + r + 45, cy + 40, random.int(-10, 10)));
  return parts.join('');
}

export function burger(random: Random, cx: number, cy: number): string {
  const bun = random.pick(['#d9903d', '#c97c2e', '#b5703a']);
  const w = 230;
  const x = cx - 30;
  const top = cy - 95;
  const parts = [
    board(cx, cy + 95, 470, 70, 0, random.pick(['#c9a27e', '#8d5a3b', '#d9cfc1'])),
    ellipse(x, cy + 110, w / 2 + 10, 14, '#000', { opacity: 0.2 }),
    // bottom bun, patty, cheese, tomato, lettuce, top bun: a side view
    rect(x - w / 2, cy + 60, w, 44, bun, { rx: 16 }),
    rect(x - w / 2 - 6, cy + 22, w + 12, 42, '#5a3420', { rx: 20 }),
    path(`M${n(x - w / 2)} ${n(cy + 22)}h${n(w)}l-20 26l-20 -16l-30 30l-25 -30l-40 22l-30 -22z`, '#f4c430'),
    rect(x - w / 2 + 6, cy + 8, w - 12, 16, '#d63a2b', { rx: 8 }),
    path(`M${n(x - w / 2 - 10)} ${n(cy + 10)}q20 -22 40 0t40 0t40 0t40 0t40 0t40 0v-14h-240z`, '#6fb43f'),
    path(
      `M${n(x - w / 2)} ${n(cy - 4)}Q${n(x - w / 2)} ${n(top - 30)} ${n(x)} ${n(top - 30)}Q${n(x + w / 2)} ${n(top - 30)} ${n(x + w / 2)} ${n(cy - 4)}Z`,
      bun,
    ),
    ellipse(x - 40, top - 6, 40, 14, '#ffffff', { opacity: 0.18 }),
  ];
  for (let i = 0; i < 14; i++)
    parts.push(
      ellipse(x + random.int(-90, 90), top + random.int(-20, 30), 5, 3, '#fbf3dc', {
        transform: turn(random.int(0, 180), x, top),
      }),
    );
  // fries in a cup
  const fx = cx + 175;
  const fries: string[] = [];
  for (let i = 0; i < 7; i++)
    fries.push(
      rect(fx - 34 + i * 10, cy - 30 + random.int(-25, 10), 9, 90, '#f5c542', {
        rx: 3,
        transform: turn(random.int(-12, 12), fx, cy + 40),
      }),
    );
  parts.push(
    ...fries,
    path(`M${n(fx - 45)} ${n(cy + 10)}h90l-12 90h-66z`, random.pick(['#d63a2b', '#2f5d7c', '#f4efe6'])),
  );
  return parts.join('');
}

export function sandwich(random: Random, cx: number, cy: number): string {
  const bread = random.pick(['#f0d9a8', '#e3c08a', '#d9b27c']);
  const crust = random.pick(['#b07a3a', '#9a6a33', '#c68a45']);
  const fillings = [random.pick(['#e79a9a', '#c96f5a', '#f0c6a8']), '#f4c430', '#d63a2b', '#6fb43f'];
  const parts = [plate(cx, cy, 165, random.pick(PLATE_COLORS))];
  // two halves cut corner to corner, from above: crust, bread, and the fillings showing along each cut
  const halves: Array<[[number, number], [number, number], [number, number]]> = [
    [
      [cx - 125, cy + 95],
      [cx + 5, cy + 95],
      [cx - 125, cy - 75],
    ],
    [
      [cx + 125, cy - 95],
      [cx - 5, cy - 95],
      [cx + 125, cy + 75],
    ],
  ];
  for (const [corner, cutStart, cutEnd] of halves) {
    const inward = corner[0] < cx ? -1 : 1;
    fillings.forEach((color, k) => {
      const off = (fillings.length - k) * 6;
      parts.push(
        line(
          cutStart[0] - inward * off,
          cutStart[1],
          cutEnd[0] - inward * off * 0.3,
          cutEnd[1] + inward * off,
          color,
          9,
        ),
      );
    });
    const d = `M${n(corner[0])} ${n(corner[1])}L${n(cutStart[0])} ${n(cutStart[1])}L${n(cutEnd[0])} ${n(cutEnd[1])}Z`;
    parts.push(path(d, bread, { stroke: crust, 'stroke-width': 10, 'stroke-linejoin': 'round' }));
  }
  // a pickle spear and a few chips
  parts.push(
    ellipse(cx + 95, cy + 118, 38, 12, '#6b8e23', { transform: turn(random.int(-20, 20), cx + 95, cy + 118) }),
  );
  for (let i = 0; i < 4; i++)
    parts.push(
      ellipse(cx - 205 + random.int(-15, 15), cy + random.int(-60, 60), 20, 15, '#f1c75b', {
        stroke: '#d9a441',
        'stroke-width': 2,
      }),
    );
  return parts.join('');
}

export function steak(random: Random, cx: number, cy: number): string {
  const parts = [board(cx, cy, 440, 300, random.int(-8, 8), random.pick(['#8d5a3b', '#c9a27e', '#3a3f44']), true)];
  const sx = cx - 40;
  const meat: string[] = [
    path(`M${n(sx - 120)} ${n(cy - 20)}q20 -80 120 -70q110 10 110 70q0 80 -110 85q-130 0 -120 -85Z`, '#6b2f1e'),
    path(`M${n(sx - 100)} ${n(cy - 15)}q20 -60 100 -55q90 10 90 55q0 62 -90 66q-110 0 -100 -66Z`, '#8a3b22'),
  ];
  // grill marks, kept inside the steak
  for (let k = -2; k <= 2; k++)
    meat.push(
      line(sx + k * 32 - 18, cy - 42 + Math.abs(k) * 6, sx + k * 32 + 12, cy + 44 - Math.abs(k) * 6, '#3b180e', 6, {
        opacity: 0.7,
      }),
    );
  parts.push(group(turn(random.int(-15, 15), sx, cy), meat));
  // sliced: pink inside
  if (random.chance(0.6))
    for (let i = 0; i < 3; i++) {
      const x = sx + 100 + i * 30;
      parts.push(
        rect(x, cy - 50 + i * 6, 22, 100, '#6b2f1e', { rx: 8 }),
        rect(x + 4, cy - 44 + i * 6, 14, 88, '#d9686a', { rx: 6 }),
      );
    }
  // rosemary, potatoes
  parts.push(line(cx + 120, cy - 100, cx + 180, cy - 40, '#4a6b34', 4));
  for (let k = 0; k < 6; k++) parts.push(leaf(cx + 128 + k * 9, cy - 92 + k * 9, 9, 40 + (k % 2) * 90, '#5d8a3e'));
  for (let i = 0; i < 4; i++)
    parts.push(
      circle(cx - 150 + random.int(-20, 20), cy + 80 + random.int(-20, 20), 20, '#e0b15a', {
        stroke: '#b9852f',
        'stroke-width': 3,
      }),
    );
  parts.push(knife(cx + 230, cy + 60, random.int(-15, 15)));
  return parts.join('');
}
