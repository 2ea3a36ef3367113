/**
 * Small SVG builders for the drawn images (merchant pictures, the home hero): numbers rounded to one
 * decimal so the markup stays short, attributes written in one place.
 */

export const n = (value: number) => String(Math.round(value * 10) / 10);

type Attributes = Record<string, string | number | undefined>;

const attributes = (attrs: Attributes) =>
  Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? n(value) : value}"`)
    .join('');

export const circle = (cx: number, cy: number, r: number, fill: string, attrs: Attributes = {}) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attributes(attrs)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, attrs: Attributes = {}) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attributes(attrs)}/>`;

export const rect = (x: number, y: number, width: number, height: number, fill: string, attrs: Attributes = {}) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"${attributes(attrs)}/>`;

export const path = (d: string, fill: string, attrs: Attributes = {}) =>
  `<path d="${d}" fill="${fill}"${attributes(attrs)}/>`;

/** A stroked line with round ends (chopsticks, grill marks, noodles). */
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  attrs: Attributes = {},
) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round"${attributes(attrs)}/>`;

export const group = (transform: string, children: readonly string[]) =>
  `<g transform="${transform}">${children.join('')}</g>`;

/** Rotated by `angle` degrees about (x, y). */
export const turn = (angle: number, x: number, y: number) => `rotate(${n(angle)} ${n(x)} ${n(y)})`;
