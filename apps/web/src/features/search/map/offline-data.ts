import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type {
  GeometryCollection,
  MultiPolygon as TopoMultiPolygon,
  Polygon as TopoPolygon,
  Topology,
} from 'topojson-specification';
import countiesUrl from 'us-atlas/counties-10m.json?url';
import neighbourLandUrl from './geodata/neighbour-land.json?url';
import placesUrl from './geodata/us-places.json?url';
import { countyName, labelPoint, type LabelPoint } from './geo-labels';

/**
 * The offline basemap's data (docs/decisions/0016), three static files served with the app and fetched
 * only when the map is drawn without a tile server:
 * - us-atlas counties-10m (U.S. Census Bureau): the land, coastlines and lakes, state and county lines
 *   and names (about 250 KB gzip, the largest part);
 * - geodata/us-places.json (GeoNames, built by scripts/build-map-data.mjs): the 4,400 US places of 10,000
 *   people or more and the large Canadian and Mexican cities near the border, largest first (53 KB gzip);
 * - geodata/neighbour-land.json (OpenStreetMap, same script): Canada's, Mexico's, Cuba's and the Bahamas'
 *   land near the US, so land across a border is not drawn as water (19 KB gzip).
 */

type RegionProperties = { name: string };
type RegionGeometry = (TopoPolygon<RegionProperties> | TopoMultiPolygon<RegionProperties>) & { id?: string | number };
type CountiesTopology = Topology<{
  counties: GeometryCollection<RegionProperties>;
  states: GeometryCollection<RegionProperties>;
  nation: GeometryCollection;
}>;

export interface PlacesFile {
  places: [name: string, latitude: number, longitude: number][];
}

export interface Place extends LabelPoint {
  name: string;
  /** 0 for the most populous. */
  rank: number;
}

export interface RegionShape extends LabelPoint {
  /** The outline, to keep a name that follows the view inside its region. */
  rings: Position[][];
}

export interface Region {
  key: string;
  name: string;
  /** [west, south, east, north] */
  bbox: [number, number, number, number];
  /** Where its name goes, and its outline: decoded on first use (most regions are never in view). */
  shape(): RegionShape | null;
}

export interface OfflineData {
  land: FeatureCollection | Feature;
  neighbours: Feature;
  stateLines: MultiLineString;
  countyLines: MultiLineString;
  states: Region[];
  counties: Region[];
  places: Place[];
}

type Box = [number, number, number, number];

/** Every arc index a geometry uses (a negative index is that arc reversed). */
function arcsOf(geometry: RegionGeometry): number[] {
  const found: number[] = [];
  const walk = (arcs: unknown): void => {
    if (typeof arcs === 'number') found.push(arcs < 0 ? ~arcs : arcs);
    else if (Array.isArray(arcs)) for (const item of arcs) walk(item);
  };
  walk(geometry.arcs);
  return found;
}

/**
 * The lines between neighbouring regions that `keep` accepts, each arc once. topojson's mesh() gives
 * the same lines stitched into longer ones, at several times the cost; Leaflet draws either as one path.
 */
function borderLines(
  topology: CountiesTopology,
  geometries: readonly RegionGeometry[],
  keep: (a: RegionGeometry, b: RegionGeometry) => boolean,
): MultiLineString {
  const owners = new Map<number, RegionGeometry[]>();
  for (const geometry of geometries) {
    for (const arc of new Set(arcsOf(geometry))) {
      const list = owners.get(arc);
      if (list) list.push(geometry);
      else owners.set(arc, [geometry]);
    }
  }
  const arcs: number[][] = [];
  for (const [arc, list] of owners) if (list.length === 2 && keep(list[0]!, list[1]!)) arcs.push([arc]);
  return feature(topology, { type: 'MultiLineString', arcs }).geometry;
}

/** Each arc's bounding box, from one decoding of every arc. */
function arcBoxes(topology: CountiesTopology): Box[] {
  const all = feature(topology, { type: 'MultiLineString', arcs: topology.arcs.map((_, i) => [i]) }).geometry;
  return all.coordinates.map((line) => {
    const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [lng = 0, lat = 0] of line) {
      box[0] = Math.min(box[0], lng);
      box[1] = Math.min(box[1], lat);
      box[2] = Math.max(box[2], lng);
      box[3] = Math.max(box[3], lat);
    }
    return box;
  });
}

function regions(
  topology: CountiesTopology,
  geometries: readonly RegionGeometry[],
  boxes: readonly Box[],
  name: (geometry: RegionGeometry) => string,
): Region[] {
  return geometries.map((geometry) => {
    const bbox: Box = [Infinity, Infinity, -Infinity, -Infinity];
    for (const arc of arcsOf(geometry)) {
      const box = boxes[arc]!;
      bbox[0] = Math.min(bbox[0], box[0]);
      bbox[1] = Math.min(bbox[1], box[1]);
      bbox[2] = Math.max(bbox[2], box[2]);
      bbox[3] = Math.max(bbox[3], box[3]);
    }
    let shape: RegionShape | null | undefined;
    return {
      key: String(geometry.id),
      name: name(geometry),
      bbox,
      shape: () => {
        if (shape !== undefined) return shape;
        const decoded = (feature(topology, geometry) as Feature<Polygon | MultiPolygon>).geometry;
        const point = labelPoint(decoded);
        const rings = decoded.type === 'Polygon' ? decoded.coordinates : decoded.coordinates.flat();
        shape = point ? { ...point, rings } : null;
        return shape;
      },
    };
  });
}

const stateOf = (geometry: RegionGeometry) => String(geometry.id ?? '').slice(0, 2);
const nameOf = (geometry: RegionGeometry) => String(geometry.properties?.name ?? '');

/** The drawable data from the three files' contents. */
export function decodeOfflineData(countiesFile: unknown, placesFile: PlacesFile, neighbours: Feature): OfflineData {
  const topology = countiesFile as CountiesTopology;
  const counties = topology.objects.counties.geometries as RegionGeometry[];
  const states = topology.objects.states.geometries as RegionGeometry[];
  const boxes = arcBoxes(topology);
  return {
    land: feature(topology, topology.objects.nation),
    neighbours,
    // Each line once: state lines between two states, county lines only inside a state.
    stateLines: borderLines(topology, states, () => true),
    countyLines: borderLines(topology, counties, (a, b) => stateOf(a) === stateOf(b)),
    states: regions(topology, states, boxes, nameOf),
    counties: regions(topology, counties, boxes, (g) => countyName(nameOf(g), String(g.id))),
    places: placesFile.places.map(([name, latitude, longitude], rank) => ({ name, latitude, longitude, rank })),
  };
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

let loading: Promise<OfflineData> | null = null;

/** Fetched and decoded once a page (a phone mounts the map again each time it shows it); a failure is retried next time. */
export function loadOfflineData(): Promise<OfflineData> {
  loading ??= Promise.all([
    getJson<unknown>(countiesUrl),
    getJson<PlacesFile>(placesUrl),
    getJson<Feature>(neighbourLandUrl),
  ]).then(
    ([counties, places, neighbours]) => decodeOfflineData(counties, places, neighbours),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
