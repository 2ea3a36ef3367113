// Merchant search benchmark on PostgreSQL (docs/decisions/0007-merchant-search.md).
// Creates a fresh database, seeds 100,000 merchants with the product's own seed, starts the real
// server on a loopback port, runs autocannon at concurrency 10 against realistic search URLs and
// GET /api/health, prints p50/p95/p99 and requests/s, then EXPLAIN ANALYZE of each search showing
// the indexes used (and whether any plan scans merchants sequentially). Drops the database after.
//
// Usage: node bench/search.mjs [--merchants 100000] [--duration 10] [--connections 10]
//        [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--keep]
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { adminQuery, startServer } from './server-harness.mjs';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = `${root}node_modules/.bin/tsx`;
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const MERCHANTS = Number(option('merchants', 100_000));
const DURATION = Number(option('duration', 10));
const CONNECTIONS = Number(option('connections', 10));
const ADMIN_URL = option('admin-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const KEEP = process.argv.includes('--keep');

/**
 * Realistic searches: dense city nearest-first, ZIP with text, current location with filters, sorts, map view,
 * carousel, live offers.
 */
const SEARCHES = [
  ['city, nearest first', '/api/v2/Merchants/Search?location=New%20York%2C%20NY'],
  ['ZIP + cuisine text', '/api/v2/Merchants/Search?location=10036&restaurantOrCuisine=sushi'],
  ['lat/lng + filters', '/api/v2/Merchants/Search?lat=41.88&lng=-87.63&priceRange=2,3&features=delivery'],
  [
    'city, typo, relevance',
    '/api/v2/Merchants/Search?location=Chicago%2C%20IL&restaurantOrCuisine=tratoria&sortBy=relevance',
  ],
  ['city, rating, page 2', '/api/v2/Merchants/Search?location=Austin%2C%20TX&sortBy=rating&pageNo=2'],
  ['dense city by rating', '/api/v2/Merchants/Search?location=New%20York%2C%20NY&sortBy=rating'],
  [
    'map view (bounds)',
    '/api/v2/Merchants/Search?north=37.81&south=37.74&east=-122.38&west=-122.48&mealsServed=dinner',
  ],
  ['carousel', '/api/v2/Merchants/Carousel?location=Los%20Angeles%2C%20CA&campaignCode=ACCLAIMED&pageSize=15'],
  // Offers live today on each restaurant's own calendar (modules/merchants/offer-liveness.ts).
  ['live offers only', '/api/v2/Merchants/Search?location=Chicago%2C%20IL&benefitsFor=true'],
];

const databaseName = `fp_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${databaseName}` }).toString();

const admin = (sqlText) => adminQuery(ADMIN_URL, sqlText);

/** One autocannon run; latencies are collected per response so p95 is exact. */
function load(url, duration) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let failures = 0;
    const instance = autocannon({ url, connections: CONNECTIONS, duration }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
      resolve({
        rps: result.requests.average,
        p50: at(50),
        p95: at(95),
        p99: at(99),
        max: latencies.at(-1),
        count: latencies.length,
        failures: failures + result.errors + result.timeouts,
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== 200) failures++;
    });
  });
}

/**
 * CPU milliseconds used so far by the server (the tsx process and its children) and by the
 * PostgreSQL backends serving the bench database, from /proc (Linux). Latency on a shared machine
 * depends on everything else running; CPU per request does not.
 */
function cpuMs(serverPid) {
  if (!existsSync('/proc/self/stat')) return null;
  const ticksPerMs = 100 / 1000;
  const procs = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      procs.push({ pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), cmd });
    } catch {
      // the process ended meanwhile
    }
  }
  const server = new Set([serverPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) if (server.has(p.ppid) && !server.has(p.pid)) grew = server.add(p.pid) !== undefined;
  }
  const sum = (keep) => procs.filter(keep).reduce((total, p) => total + p.ticks, 0) / ticksPerMs;
  return { server: sum((p) => server.has(p.pid)), postgres: sum((p) => p.cmd.includes(databaseName)) };
}

const pad = (value, width) => String(value).padStart(width);
const ms = (value) => `${value.toFixed(1)} ms`;

async function main() {
  console.log(`database ${databaseName}: creating, seeding ${MERCHANTS.toLocaleString('en-US')} merchants`);
  await admin(`CREATE DATABASE ${databaseName}`);
  let server;
  try {
    const seeded = Date.now();
    const seedRun = spawnSync(tsx, ['apps/server/src/db/cli.ts', 'seed', '--merchants', String(MERCHANTS)], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    if (seedRun.status !== 0) throw new Error(`seed failed:\n${seedRun.stderr}`);
    console.log(`${seedRun.stdout.trim()}\nseeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('VACUUM ANALYZE merchants, merchant_partners');
    await client.end();

    let base;
    ({ server, base } = await startServer(root, databaseUrl, {
      SESSION_SECRET: randomBytes(24).toString('hex'),
      // The per-address rate limit would otherwise stop a load test within a second.
      RATE_LIMIT_MAX: '100000000',
    }));
    console.log(
      `server on ${base} (NODE_ENV=development, LOG_LEVEL=warn, partner aerovia); ${CONNECTIONS} connections, ${DURATION} s per target after a 2 s warm-up\n`,
    );

    const targets = [['health', '/api/health'], ...SEARCHES];
    const load1 = () =>
      loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');
    console.log(
      `load average before: ${load1()} on ${availableParallelism()} cores (other work on the machine shows here)`,
    );
    console.log(
      `${'target'.padEnd(24)}${pad('req/s', 8)}${pad('p50', 10)}${pad('p95', 10)}${pad('p99', 10)}${pad('max', 10)}${pad('non-200', 9)}  CPU/request server + postgres`,
    );
    const results = [];
    for (const [name, path] of targets) {
      await load(`${base}${path}`, 2);
      const before = cpuMs(server.pid);
      const r = await load(`${base}${path}`, DURATION);
      const after = cpuMs(server.pid);
      const perRequest = (key) => ((after[key] - before[key]) / r.count).toFixed(2);
      const cpu = before && after ? `${perRequest('server')} + ${perRequest('postgres')} ms` : 'n/a';
      results.push({ name, path, ...r });
      console.log(
        `${name.padEnd(24)}${pad(Math.round(r.rps), 8)}${pad(ms(r.p50), 10)}${pad(ms(r.p95), 10)}${pad(ms(r.p99), 10)}${pad(ms(r.max), 10)}${pad(r.failures, 9)}  ${cpu}`,
      );
    }
    console.log(`load average after: ${load1()}`);
    const searches = results.filter((r) => r.name !== 'health');
    const worstP99 = Math.max(...searches.map((r) => r.p99));
    console.log(
      `\nsearch p99, worst target: ${ms(worstP99)} (target <= 25 ms: ${worstP99 <= 25 ? 'met' : 'NOT met'}); health ${Math.round(results[0].rps)} req/s`,
    );

    await explainAll(databaseUrl);
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (KEEP) console.log(`kept database ${databaseUrl}`);
    else await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }
}

/** EXPLAIN ANALYZE of the statement each search runs, through the server's own query builder. */
async function explainAll(url) {
  const ts = (path) => tsImport(`../${path}`, import.meta.url);
  const { openDatabase } = await ts('apps/server/src/db/database.ts');
  const { loadPartnerFiles, PARTNERS_DIR } = await ts('apps/server/src/modules/partners/partner-files.ts');
  const { merchantSearchQuerySchema, merchantCarouselQuerySchema } = await ts(
    'packages/shared/src/contracts/merchants.ts',
  );
  const { toSearchCriteria } = await ts('apps/server/src/modules/merchants/search-criteria.ts');
  const { explainMerchantSearch } = await ts('apps/server/src/modules/merchants/search-explain.ts');
  const partner = loadPartnerFiles(PARTNERS_DIR).find((p) => p.code === 'aerovia');
  const database = await openDatabase({ url });
  let sequential = 0;
  try {
    for (const [name, path] of SEARCHES) {
      const search = new URL(path, 'http://x');
      const query = {};
      for (const [key, value] of search.searchParams) query[key] = key in query ? [].concat(query[key], value) : value;
      const schema = search.pathname.endsWith('Carousel') ? merchantCarouselQuerySchema : merchantSearchQuerySchema;
      const { criteria } = toSearchCriteria(schema.parse(query), partner);
      const plan = await explainMerchantSearch(database, criteria);
      if (/Seq Scan on merchants/.test(plan)) sequential++;
      console.log(`\n=== ${name}: GET ${path}\n${plan}`);
    }
  } finally {
    await database.close();
  }
  console.log(`\nplans with a sequential scan of merchants: ${sequential} of ${SEARCHES.length}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
