import { describe, expect, it } from 'vitest';
import type { Polygon } from 'geojson';
import { countyName, labelPoint } from './geo-labels';

function inside(polygon: Polygon, [x, y]: [number, number]): boolean {
  let result = false;
  for (const ring of polygon.coordinates) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [xi = 0, yi = 0] = ring[i]!;
      const [xj = 0, yj = 0] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
    }
  }
  return result;
}

describe('labelPoint', () => {
  it('puts the name inside a crescent whose centroid falls outside it', () => {
    // A "C" open to the east: the centroid lies in the opening.
    const crescent: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [10, 0],
          [10, 2],
          [2, 2],
          [2, 8],
          [10, 8],
          [10, 10],
          [0, 10],
          [0, 0],
        ],
      ],
    };
    const point = labelPoint(crescent)!;
    expect(inside(crescent, [point.longitude, point.latitude])).toBe(true);
  });

  it('names the largest part of a multipolygon', () => {
    const point = labelPoint({
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
        [
          [
            [20, 20],
            [30, 20],
            [30, 30],
            [20, 30],
            [20, 20],
          ],
        ],
      ],
    })!;
    expect(point.longitude).toBeCloseTo(25);
    expect(point.latitude).toBeCloseTo(25);
  });
});

describe('countyName', () => {
  it('says County, Parish in Louisiana, and keeps the names of independent cities and other kinds', () => {
    expect(countyName('Cook', '17031')).toBe('Cook County');
    expect(countyName('Orleans', '22071')).toBe('Orleans Parish');
    expect(countyName('Baltimore', '24510')).toBe('Baltimore');
    expect(countyName('Richmond', '51760')).toBe('Richmond');
    expect(countyName('Anchorage', '02020')).toBe('Anchorage');
    expect(countyName('San Juan', '72127')).toBe('San Juan');
    expect(countyName('District of Columbia', '11001')).toBe('District of Columbia');
  });
});
