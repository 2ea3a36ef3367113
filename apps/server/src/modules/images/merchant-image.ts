import { createRandom, hashString } from '../../seed/merchants/prng';

/**
 * Merchant pictures drawn on the fly: the same id always gives the same SVG (a plated dish on a
 * table, or a menu card for `…-menu-…` ids), so the catalog has images with nothing fetched or
 * stored. One 3:2 drawing scaled to the requested transform width.
 */

const TABLES = [
  ['#8d5a3b', '#6b4129'],
  ['#c9a27e', '#a67c52'],
  ['#3e4a52', '#2b343a'],
  ['#7a8b6f', '#5c6b52'],
  ['#b5654a', '#8f4a35'],
  ['#e8dcc8', '#cbbda4'],
] as const;
const PLATES = ['#ffffff', '#f4efe6', '#e9eef2', '#1f2427'] as const;
const FOODS = [
  '#d9412b',
  '#f2a93b',
  '#6a9c3a',
  '#3f7d2b',
  '#f5d76e',
  '#a0522d',
  '#e86f51',
  '#f7f1e3',
  '#c0392b',
  '#8e44ad',
  '#e9c46a',
  '#2a9d8f',
] as const;

export function merchantImageSvg(imageId: string, width: number): string {
  const height = Math.round((width * 2) / 3);
  const body = imageId.includes('-menu-') ? menuCard(imageId) : dish(imageId);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 400">${body}</svg>`;
}

function dish(imageId: string): string {
  const random = createRandom(hashString(imageId));
  const [table, grain] = random.pick(TABLES);
  const plate = random.pick(PLATES);
  const cx = 300 + random.int(-60, 60);
  const cy = 200 + random.int(-20, 20);
  const r = random.int(120, 150);
  const parts: string[] = [
    `<rect width="600" height="400" fill="${table}"/>`,
    ...Array.from(
      { length: 6 },
      (_, i) => `<rect y="${i * 70 + random.int(0, 20)}" width="600" height="3" fill="${grain}" opacity="0.5"/>`,
    ),
    `<ellipse cx="${cx + 8}" cy="${cy + 12}" rx="${r}" ry="${r * 0.92}" fill="#000" opacity="0.18"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${plate}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="#000" stroke-opacity="0.06" stroke-width="4"/>`,
  ];
  const pieces = random.int(4, 9);
  for (let i = 0; i < pieces; i++) {
    const angle = random.next() * Math.PI * 2;
    const distance = random.next() * r * 0.45;
    const x = cx + Math.cos(angle) * distance;
    const y = cy + Math.sin(angle) * distance;
    const size = random.int(18, 48);
    parts.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size}" ry="${(size * (0.6 + random.next() * 0.4)).toFixed(1)}" ` +
        `transform="rotate(${random.int(0, 179)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${random.pick(FOODS)}"/>`,
    );
  }
  for (let i = 0; i < 10; i++) {
    const angle = random.next() * Math.PI * 2;
    const distance = random.next() * r * 0.6;
    parts.push(
      `<circle cx="${(cx + Math.cos(angle) * distance).toFixed(1)}" cy="${(cy + Math.sin(angle) * distance).toFixed(1)}" r="${random.int(3, 7)}" fill="${random.pick(FOODS)}"/>`,
    );
  }
  if (random.chance(0.7)) {
    const side = cx > 300 ? cx - r - 60 : cx + r + 60;
    parts.push(`<rect x="${side - 6}" y="${cy - 120}" width="12" height="240" rx="6" fill="#c0c6cc"/>`);
  }
  return parts.join('');
}

function menuCard(imageId: string): string {
  const random = createRandom(hashString(imageId));
  const [table] = random.pick(TABLES);
  const lines: string[] = [];
  for (let y = 110; y < 350; y += 28) {
    lines.push(`<rect x="200" y="${y}" width="${random.int(90, 150)}" height="9" rx="4" fill="#5b5147"/>`);
    lines.push(`<rect x="${370 + random.int(0, 10)}" y="${y}" width="30" height="9" rx="4" fill="#5b5147"/>`);
  }
  return [
    `<rect width="600" height="400" fill="${table}"/>`,
    `<rect x="176" y="30" width="248" height="350" fill="#000" opacity="0.2"/>`,
    `<rect x="170" y="22" width="248" height="350" fill="#fbf6ea"/>`,
    `<rect x="230" y="55" width="128" height="16" rx="6" fill="#2f2a25"/>`,
    `<rect x="200" y="88" width="188" height="2" fill="#b9ab95"/>`,
    ...lines,
  ].join('');
}
