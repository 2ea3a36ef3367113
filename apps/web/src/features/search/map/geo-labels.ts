import type { MultiPolygon, Polygon, Position } from 'geojson';

/**
 * Where a region's name goes, and what it is called. A region's centroid can fall outside it (a crescent,
 * a county wrapped round a bay), so the name sits in the middle of the widest stretch of the region along
 * the centroid's parallel: always inside, and where there is most room for the text.
 */

export interface LabelPoint {
  latitude: number;
  longitude: number;
}

/** Signed area (degrees², shoelace) and centroid of a ring. */
function ringCentroid(ring: readonly Position[]): { area: number; x: number; y: number } {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [x0 = 0, y0 = 0] = ring[j]!;
    const [x1 = 0, y1 = 0] = ring[i]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  area /= 2;
  if (area === 0) {
    const [fx = 0, fy = 0] = ring[0] ?? [];
    return { area: 0, x: fx, y: fy };
  }
  return { area, x: x / (6 * area), y: y / (6 * area) };
}

/** Longitudes where the parallel `latitude` crosses the polygon's rings, in order. */
function crossings(rings: readonly (readonly Position[])[], latitude: number): number[] {
  const found: number[] = [];
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [x0 = 0, y0 = 0] = ring[j]!;
      const [x1 = 0, y1 = 0] = ring[i]!;
      if (y0 > latitude !== y1 > latitude) found.push(x0 + ((latitude - y0) * (x1 - x0)) / (y1 - y0));
    }
  }
  return found.sort((a, b) => a - b);
}

/** A point inside the polygon for its name (the polygon's largest part, for a multipolygon). */
export function labelPoint(geometry: Polygon | MultiPolygon): LabelPoint | null {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let best: { rings: Position[][]; area: number; y: number; x: number } | null = null;
  for (const rings of polygons) {
    const outer = rings[0];
    if (!outer || outer.length < 3) continue;
    const { area, x, y } = ringCentroid(outer);
    if (!best || Math.abs(area) > best.area) best = { rings, area: Math.abs(area), x, y };
  }
  if (!best) return null;
  const xs = crossings(best.rings, best.y);
  let widest: [number, number] | null = null;
  for (let i = 0; i + 1 < xs.length; i += 2) {
    const span: [number, number] = [xs[i]!, xs[i + 1]!];
    if (!widest || span[1] - span[0] > widest[1] - widest[0]) widest = span;
  }
  return { latitude: best.y, longitude: widest ? (widest[0] + widest[1]) / 2 : best.x };
}

/**
 * A county's name as people say it (the Census data has the bare name): "Cook County", "Orleans Parish";
 * independent cities (county code 500 and up: Baltimore, St. Louis, Virginia's cities), Alaska's boroughs
 * and census areas, Puerto Rico's municipios and the District of Columbia keep their own names.
 */
export function countyName(name: string, fips: string): string {
  const state = fips.slice(0, 2);
  const county = Number(fips.slice(2));
  if (state === '02' || state === '11' || state === '72' || county >= 500) return name;
  if (state === '22') return `${name} Parish`;
  return `${name} County`;
}
