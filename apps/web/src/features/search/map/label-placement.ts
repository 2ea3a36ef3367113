/**
 * Which names fit on the map, and where: a greedy placement in order of importance (the caller's order),
 * as map labelling usually is. A place's name may go right, left, above or below its dot; a region's name
 * is centred on its point. A name never overlaps another name or a place's dot, stays inside the map, and
 * keeps clear of the restaurant pins where it can; a place that only fits under pins is still named (the
 * pins are drawn above the names, so a name never hides a pin).
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export type Side = 'right' | 'left' | 'above' | 'below' | 'center';

export interface LabelRequest {
  key: string;
  /** The anchor, in map container pixels. */
  x: number;
  y: number;
  /** The text's size in pixels. */
  width: number;
  height: number;
  /** A place has a dot at its anchor and four sides to try; a region has its name centred. */
  kind: 'place' | 'region';
}

export interface PlacedLabel {
  key: string;
  side: Side;
  box: Box;
}

export interface PlacementArea {
  width: number;
  height: number;
  /** Boxes of the pins and clusters on the map, in container pixels. */
  pins: readonly Box[];
  /** What no name may go under: the map's controls and buttons over it. */
  blocked?: readonly Box[];
}

/** Half the dot's size, and the gap between dot and text. */
export const DOT_RADIUS = 3;
export const DOT_GAP = 4;
/** Room kept between two names, and between a name and the map's edge. */
const SPACING = 3;
const EDGE = 2;
const PLACE_SIDES: readonly Side[] = ['right', 'left', 'above', 'below'];

export function textBox(request: LabelRequest, side: Side): Box {
  const { x, y, width, height } = request;
  const offset = DOT_RADIUS + DOT_GAP;
  switch (side) {
    case 'right':
      return { left: x + offset, right: x + offset + width, top: y - height / 2, bottom: y + height / 2 };
    case 'left':
      return { left: x - offset - width, right: x - offset, top: y - height / 2, bottom: y + height / 2 };
    case 'above':
      return { left: x - width / 2, right: x + width / 2, top: y - offset - height, bottom: y - offset };
    case 'below':
      return { left: x - width / 2, right: x + width / 2, top: y + offset, bottom: y + offset + height };
    case 'center':
      return { left: x - width / 2, right: x + width / 2, top: y - height / 2, bottom: y + height / 2 };
  }
}

export function overlaps(a: Box, b: Box, spacing = 0): boolean {
  return (
    a.left < b.right + spacing && b.left < a.right + spacing && a.top < b.bottom + spacing && b.top < a.bottom + spacing
  );
}

export function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

function dotBox({ x, y }: LabelRequest): Box {
  return { left: x - DOT_RADIUS, right: x + DOT_RADIUS, top: y - DOT_RADIUS, bottom: y + DOT_RADIUS };
}

function inside(box: Box, { width, height }: PlacementArea): boolean {
  return box.left >= EDGE && box.top >= EDGE && box.right <= width - EDGE && box.bottom <= height - EDGE;
}

/** Places as many of the requests as fit, most important (first) first. */
export function placeLabels(requests: readonly LabelRequest[], area: PlacementArea, max = Infinity): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const blocked = area.blocked ?? [];
  const taken: Box[] = [];
  const free = (box: Box) =>
    !taken.some((other) => overlaps(box, other, SPACING)) && !blocked.some((other) => overlaps(box, other));
  const underPins = (box: Box) => area.pins.reduce((sum, pin) => sum + overlapArea(box, pin), 0);

  for (const request of requests) {
    if (placed.length >= max) break;
    const sides = request.kind === 'place' ? PLACE_SIDES : (['center'] as const);
    if (request.kind === 'place') {
      const dot = dotBox(request);
      if (!inside(dot, area) || !free(dot)) continue;
    }
    const fitting = sides
      .map((side) => ({ side, box: textBox(request, side) }))
      .filter(({ box }) => inside(box, area) && free(box));
    // Regions give way to pins; a place keeps its name, on the side the pins cover least.
    const clear = fitting.find(({ box }) => underPins(box) === 0);
    const leastCovered = () =>
      fitting.reduce<(typeof fitting)[number] | undefined>(
        (best, option) => (!best || underPins(option.box) < underPins(best.box) ? option : best),
        undefined,
      );
    const choice = clear ?? (request.kind === 'place' ? leastCovered() : undefined);
    if (!choice) continue;
    placed.push({ key: request.key, side: choice.side, box: choice.box });
    taken.push(choice.box);
    if (request.kind === 'place') taken.push(dotBox(request));
  }
  return placed;
}
