// Catalog import benchmark on PostgreSQL (issue 32, docs/catalog.md "Size"): a fresh database and the real
// server (which migrates and seeds its demo catalog), a flat CSV of N locations written from a seeded PRNG
// (default 100,000; one in five with no coordinates, placed from its ZIP code; two in five with a ×2 offer),
// posted signed and timed; the same file posted again (every line unchanged: the idempotent re-post); then
// psql's \copy of the same file into a scratch table of 19 text columns. Drops the database.
//
// Usage: node bench/catalog-import.mjs [--rows 100000] [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--keep]
// npm run bench (bench/run-all.mjs) calls catalogImportBench() for its table.
import { spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { isMain, scratchDatabase, seededRandom, startServer } from './server-harness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// packages/shared/src/contracts/catalog.ts CATALOG_CSV_HEADER, written out: the bench runs without a TypeScript loader.
const HEADER =
  'source_id,name,street,city,state,zip,latitude,longitude,phone,cuisines,price_range,programs,photo,offer_id,' +
  'offer_title,offer_multiplier,offer_days,offer_starts_on,offer_ends_on';
/** Real ZIP codes (the zipcodes data set the server places rows by) with their city and a centre. */
const PLACES = [
  ['10036', 'New York', 'NY', 40.759, -73.99],
  ['60601', 'Chicago', 'IL', 41.886, -87.622],
  ['94103', 'San Francisco', 'CA', 37.773, -122.411],
  ['89301', 'Ely', 'NV', 39.247, -114.888],
  ['30303', 'Atlanta', 'GA', 33.753, -84.39],
  ['98101', 'Seattle', 'WA', 47.611, -122.336],
  ['02108', 'Boston', 'MA', 42.358, -71.064],
  ['78701', 'Austin', 'TX', 30.27, -97.742],
  ['80202', 'Denver', 'CO', 39.752, -104.999],
  ['33131', 'Miami', 'FL', 25.766, -80.19],
];
const CUISINES = ['American', 'Italian', 'Mexican', 'Thai', 'Sushi', 'Pizza', 'Indian', 'Chinese', 'Seafood', 'Vegan'];
const PROGRAMS = ['aerovia', 'kitefund', 'brambleway', 'altavela'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The CSV of `rows` locations. */
export function catalogFile(rows, seed = 0x32_c47a) {
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const lines = [HEADER];
  for (let n = 0; n < rows; n++) {
    const [zip, city, state, lat, lng] = pick(PLACES);
    const placed = random() >= 0.2;
    const offer = random() < 0.4;
    const cuisines = [pick(CUISINES), pick(CUISINES)].filter((c, i, all) => all.indexOf(c) === i);
    const programs = PROGRAMS.filter(() => random() < 0.5);
    lines.push(
      [
        `bench-${n}`,
        `Bench Kitchen ${n}`,
        `"${1 + Math.floor(random() * 2999)} Main St, Unit ${n % 50}"`,
        city,
        state,
        zip,
        placed ? (lat + (random() - 0.5) * 0.2).toFixed(5) : '',
        placed ? (lng + (random() - 0.5) * 0.2).toFixed(5) : '',
        `(555) 555-${String(n % 10000).padStart(4, '0')}`,
        cuisines.join('|'),
        String(1 + Math.floor(random() * 4)),
        programs.join('|'),
        '',
        offer ? `bench-${n}-o` : '',
        offer ? 'Double miles' : '',
        offer ? '2' : '',
        offer && random() < 0.5 ? `${pick(DAYS)}|${pick(DAYS)}` : '',
        '',
        '',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

async function postCatalog(base, secret, body) {
  const t = Math.floor(Date.now() / 1000);
  const signature = `t=${t},v1=${createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex')}`;
  const response = await fetch(new URL('/api/Catalog/Import', base), {
    method: 'POST',
    headers: { 'content-type': 'text/csv', 'x-forkpoint-signature': signature },
    body,
  });
  return { status: response.status, json: await response.json() };
}

/** One run: answers { rows, bytes, importMs, repostMs, copyMs, ratio, counts, repostCounts, loadBefore, loadAfter }. */
export async function catalogImportBench({
  rows = 100_000,
  adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres',
  keep = false,
  log = console.log,
} = {}) {
  const secret = randomBytes(24).toString('hex');
  const dir = mkdtempSync(join(tmpdir(), 'forkpoint-catalog-'));
  let server;
  let database;
  try {
    database = await scratchDatabase(adminUrl);
    let base;
    ({ server, base } = await startServer(root, database.url, { CATALOG_SIGNING_SECRET: secret }));
    const file = join(dir, 'catalog.csv');
    const body = catalogFile(rows);
    writeFileSync(file, body);
    log(`catalog: ${rows.toLocaleString('en-US')} locations, ${(body.length / 1024 / 1024).toFixed(1)} MiB`);

    const loadBefore = loadavg()[0];
    let started = Date.now();
    const first = await postCatalog(base, secret, body);
    const importMs = Date.now() - started;
    if (first.status !== 200)
      throw new Error(`import failed: ${first.status} ${JSON.stringify(first.json).slice(0, 500)}`);
    log(`import: ${(importMs / 1000).toFixed(1)} s — ${JSON.stringify(first.json.counts)}`);
    started = Date.now();
    const again = await postCatalog(base, secret, body);
    const repostMs = Date.now() - started;
    if (again.status !== 200) throw new Error(`re-post failed: ${again.status}`);
    log(`same file again: ${(repostMs / 1000).toFixed(1)} s — ${JSON.stringify(again.json.counts)}`);
    const loadAfter = loadavg()[0];

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `CREATE TABLE scratch_catalog (${HEADER.split(',')
        .map((c) => `${c} text`)
        .join(', ')})`,
    );
    await client.end();
    started = Date.now();
    const copy = spawnSync('psql', [database.url, '-q', '-c', `\\copy scratch_catalog FROM '${file}' CSV HEADER`], {
      encoding: 'utf8',
    });
    if (copy.status !== 0) throw new Error(`COPY failed: ${copy.stderr}`);
    const copyMs = Date.now() - started;
    log(`plain COPY of the same rows: ${(copyMs / 1000).toFixed(2)} s`);
    log(
      `import / COPY: ${(importMs / copyMs).toFixed(1)}x; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
    );
    return {
      rows,
      bytes: body.length,
      importMs,
      repostMs,
      copyMs,
      ratio: importMs / copyMs,
      counts: first.json.counts,
      repostCounts: again.json.counts,
      loadBefore,
      loadAfter,
    };
  } finally {
    server?.kill('SIGINT');
    await new Promise((r) => (server && server.exitCode === null ? server.once('exit', r) : r()));
    rmSync(dir, { recursive: true, force: true });
    if (database && !keep) await database.drop().catch(() => {});
    else if (database) log(`kept database ${database.name}`);
  }
}

/** The bench table's rows (bench/run-all.mjs): the import beside COPY, and the re-post; no target is set (issue 32 asks for the figure). */
export function catalogImportRows(result) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const count = result.rows.toLocaleString('en-US');
  return [
    {
      section: 'catalog import',
      measure: `${count} locations, signed POST (all added)`,
      result: `${seconds(result.importMs)} = ${result.ratio.toFixed(1)}× COPY`,
      reference: `plain COPY ${seconds(result.copyMs)}`,
      target: '',
      verdict: '',
    },
    {
      section: 'catalog import',
      measure: `the same ${count} again (all unchanged)`,
      result: seconds(result.repostMs),
      reference: `plain COPY ${seconds(result.copyMs)}`,
      target: '',
      verdict: '',
    },
  ];
}

if (isMain(import.meta.url)) {
  const option = (name, fallback) => {
    const at = process.argv.indexOf(`--${name}`);
    return at === -1 ? fallback : process.argv[at + 1];
  };
  await catalogImportBench({
    rows: Number(option('rows', 100_000)),
    adminUrl: option('admin-url', 'postgres://postgres@127.0.0.1:5432/postgres'),
    keep: process.argv.includes('--keep'),
  });
}
