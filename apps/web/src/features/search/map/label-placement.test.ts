import { describe, expect, it } from 'vitest';
import { overlapArea, overlaps, placeLabels, textBox, type Box, type LabelRequest } from './label-placement';

const place = (key: string, x: number, y: number, width = 60, height = 16): LabelRequest => ({
  key,
  x,
  y,
  width,
  height,
  kind: 'place',
});
const region = (key: string, x: number, y: number, width = 80, height = 14): LabelRequest => ({
  ...place(key, x, y, width, height),
  kind: 'region',
});
const area = { width: 390, height: 500, pins: [] as Box[] };

describe('placeLabels', () => {
  it('names the first place to the right of its dot', () => {
    const [placed] = placeLabels([place('chicago', 100, 100)], area);
    expect(placed).toEqual({ key: 'chicago', side: 'right', box: textBox(place('chicago', 100, 100), 'right') });
    expect(placed!.box.left).toBeGreaterThan(100);
  });

  it('never lets two names overlap, trying the other sides first, and drops what does not fit', () => {
    const requests = [place('a', 100, 100), place('b', 150, 100), place('c', 125, 100), place('d', 110, 102)];
    const placed = placeLabels(requests, area);
    for (const one of placed) {
      for (const other of placed) if (one !== other) expect(overlaps(one.box, other.box)).toBe(false);
    }
    expect(placed.map((p) => p.key)).toContain('a');
    expect(placed.find((p) => p.key === 'b')?.side).not.toBe('left');
    expect(placed.length).toBeLessThan(requests.length);
  });

  it('keeps names inside the map', () => {
    const placed = placeLabels([place('edge', 380, 250), place('out', 500, 250)], area);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ key: 'edge', side: 'left' });
    expect(placed[0]!.box.right).toBeLessThanOrEqual(390);
  });

  it("keeps a place's name off the pins where a side is free, else on the side they cover least", () => {
    const pin: Box = { left: 105, top: 85, right: 175, bottom: 115 };
    expect(placeLabels([place('p', 100, 100)], { ...area, pins: [pin] })[0]?.side).toBe('left');
    const boxedIn: Box[] = [
      { left: 20, top: 60, right: 180, bottom: 88 },
      { left: 20, top: 112, right: 180, bottom: 140 },
      { left: 104, top: 88, right: 180, bottom: 112 },
      { left: 20, top: 96, right: 96, bottom: 104 },
    ];
    const [tucked] = placeLabels([place('p', 100, 100)], { ...area, pins: boxedIn });
    expect(tucked?.side).toBe('left');
    expect(overlapArea(tucked!.box, boxedIn[3]!)).toBeGreaterThan(0);
  });

  it('drops a region name under a pin, and never puts a name under a control', () => {
    const pin: Box = { left: 180, top: 180, right: 220, bottom: 220 };
    expect(placeLabels([region('cook', 200, 200)], { ...area, pins: [pin] })).toEqual([]);
    const zoomControl: Box = { left: 10, top: 10, right: 44, bottom: 74 };
    expect(placeLabels([place('p', 30, 40), region('r', 30, 60)], { ...area, blocked: [zoomControl] })).toEqual([]);
  });

  it('stops at the most names asked for', () => {
    const many = Array.from({ length: 20 }, (_, i) => place(`p${i}`, 40, 20 + i * 24));
    expect(placeLabels(many, area, 5)).toHaveLength(5);
  });
});
