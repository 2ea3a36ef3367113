// Merchant search benchmark on PostgreSQL (docs/decisions/0007-merchant-search.md).
// Creates a fresh database, seeds 100,000 merchants with the product's own seed, starts the real
// server on a loopback port, runs autocannon at concurrency 10 against realistic search URLs and
// GET /api/health, prints p50/p95/p99 and requests/s, then EXPLAIN ANALYZE of each search showing
// the indexes used (and whether any plan scans merchants sequentially). Drops the database after.
//
// Usage: node bench/search.mjs [--merchants 100000] [--duration 10] [--connections 10]
//        [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--keep]
//        [--database-url postgres://…/fp_bench_…]  reuse a database kept by --keep (no creating, seeding or dropping)
//        [--only <substring>]  only the targets whose name contains it (health always runs)
//        [--cpu-prof <dir>]  the server writes a V8 CPU profile there when it stops (node --cpu-prof)
// npm run bench (bench/run-all.mjs) calls searchBench() for its table.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchCounters, isMain, loadTest, scratchDatabase, startServer } from './server-harness.mjs';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = `${root}node_modules/.bin/tsx`;

/**
 * Realistic searches: dense city nearest-first, ZIP with text, current location with filters, sorts, map view,
 * carousel, live offers.
 */
export const SEARCHES = [
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

/**
 * CPU milliseconds used so far by the server (the tsx process and its children) and by the
 * PostgreSQL backends serving the bench database, from /proc (Linux). Latency on a shared machine
 * depends on everything else running; CPU per request does not.
 */
export function cpuMs(serverPid, databaseName) {
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
  const postgresByPid = new Map(
    procs.filter((p) => p.cmd.includes(databaseName)).map((p) => [p.pid, p.ticks / ticksPerMs]),
  );
  return { server: sum((p) => server.has(p.pid)), postgres: sum((p) => p.cmd.includes(databaseName)), postgresByPid };
}

/**
 * PostgreSQL CPU used between two cpuMs() readings, backend by backend: a backend that ended in between (an idle
 * pool connection closes after 10 s) would otherwise take its whole past with it and make the difference
 * negative. The ended backend's last moments are not counted.
 */
export function postgresCpuBetween(before, after) {
  let total = 0;
  for (const [pid, ms] of after.postgresByPid) total += ms - (before.postgresByPid.get(pid) ?? 0);
  return total;
}

export const pad = (value, width) => String(value).padStart(width);
export const ms = (value) => `${value.toFixed(1)} ms`;
export const load1 = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * Seeds `merchants` restaurants into a new database, starts the real server on it and, for each of
 * `connectionsList`, loads GET /api/health and then each search for `duration` seconds after a 2 s warm-up,
 * printing each line through `log` as it is measured; then EXPLAIN ANALYZE of each search (`explain`).
 * Drops the database unless `keep`. Answers { merchants, seedSeconds, runs: [{ connections, results }],
 * plansWithSequentialScan }, each result { name, path, rps, p50, p95, p99, max, count, failures, cpuMs }.
 */
export async function searchBench({
  merchants = 100_000,
  duration = 10,
  connectionsList = [10],
  adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres',
  keep = false,
  explain = true,
  log = console.log,
  databaseUrl = null,
  only = null,
  cpuProfileDir = null,
} = {}) {
  const reused = databaseUrl !== null;
  const database = reused ? keptDatabase(databaseUrl) : await scratchDatabase(adminUrl);
  const counters = await benchCounters();
  let server;
  try {
    const seedSeconds = reused ? null : await seedBenchDatabase(database, merchants, log);
    let base;
    ({ server, base } = await startServer(
      root,
      database.url,
      {
        SESSION_SECRET: randomBytes(24).toString('hex'),
        // The per-address rate limit would otherwise stop a load test within a second.
        RATE_LIMIT_MAX: '100000000',
        // As production: answers written by the serializer compiled from their schemas, without checking each
        // against zod first (tests do that). RESPONSE_VALIDATION=true or SEARCH_CACHE_PAGES=0 in the bench's own
        // environment measure the search without either lever (decision 0007, "Issue 19: CPU per search").
        RESPONSE_VALIDATION: process.env.RESPONSE_VALIDATION ?? 'false',
        ...counters.env,
      },
      { nodeArgs: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [] },
    ));
    if (reused) log(`database ${database.name}: reused as kept (not seeded, not dropped)`);
    const runs = [];
    for (const connections of connectionsList) {
      log(
        `\nserver on ${base} (NODE_ENV=development, LOG_LEVEL=warn, partner aerovia, RESPONSE_VALIDATION=${process.env.RESPONSE_VALIDATION ?? 'false'}, SEARCH_CACHE_PAGES=${process.env.SEARCH_CACHE_PAGES ?? 'default'}, rate-limit counters in ${counters.label}); ${connections} connections, ${duration} s per target after a 2 s warm-up\n`,
      );
      log(`load average before: ${load1()} on ${availableParallelism()} cores (other work on the machine shows here)`);
      log(
        `${'target'.padEnd(24)}${pad('req/s', 8)}${pad('p50', 10)}${pad('p95', 10)}${pad('p99', 10)}${pad('max', 10)}${pad('non-200', 9)}  CPU/request server + postgres`,
      );
      const results = [];
      const targets = SEARCHES.filter(([name]) => only === null || name.includes(only));
      for (const [name, path] of [['health', '/api/health'], ...targets]) {
        await loadTest(`${base}${path}`, { connections, duration: 2 });
        const before = cpuMs(server.pid, database.name);
        const r = await loadTest(`${base}${path}`, { connections, duration });
        const after = cpuMs(server.pid, database.name);
        const cpu =
          before && after
            ? {
                server: (after.server - before.server) / r.count,
                postgres: postgresCpuBetween(before, after) / r.count,
              }
            : null;
        results.push({ name, path, ...r, cpuMs: cpu });
        log(
          `${name.padEnd(24)}${pad(Math.round(r.rps), 8)}${pad(ms(r.p50), 10)}${pad(ms(r.p95), 10)}${pad(ms(r.p99), 10)}${pad(ms(r.max), 10)}${pad(r.failures, 9)}  ${cpu ? `${cpu.server.toFixed(2)} + ${cpu.postgres.toFixed(2)} ms` : 'n/a'}`,
        );
      }
      log(`load average after: ${load1()}`);
      const searches = results.filter((r) => r.name !== 'health');
      const worstP99 = Math.max(...searches.map((r) => r.p99));
      log(
        `\nsearch p99, worst target: ${ms(worstP99)} (target <= 25 ms: ${worstP99 <= 25 ? 'met' : 'NOT met'}); health ${Math.round(results[0].rps)} req/s`,
      );
      runs.push({ connections, results });
    }

    const plans = explain ? await explainAll(database.url, log) : null;
    return { merchants, seedSeconds, runs, plansWithSequentialScan: plans?.sequential ?? null };
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (keep || reused) log(`kept database ${database.url}`);
    else await database.drop();
  }
}

/** A database an earlier run kept (--keep): its name and URL; never dropped here. */
export function keptDatabase(url) {
  return { name: new URL(url).pathname.slice(1), url, drop: async () => {} };
}

/** Seeds `merchants` restaurants with the product's own seed and analyzes the tables; answers the seconds it took. */
export async function seedBenchDatabase(database, merchants, log) {
  log(`database ${database.name}: creating, seeding ${merchants.toLocaleString('en-US')} merchants`);
  const seeded = Date.now();
  const seedRun = spawnSync(tsx, ['apps/server/src/db-cli.ts', 'seed', '--merchants', String(merchants)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database.url },
    encoding: 'utf8',
  });
  if (seedRun.status !== 0) throw new Error(`seed failed:\n${seedRun.stderr}`);
  const seedSeconds = (Date.now() - seeded) / 1000;
  log(`${seedRun.stdout.trim()}\nseeded in ${seedSeconds.toFixed(1)} s`);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('VACUUM ANALYZE merchants, merchant_partners');
  await client.end();
  return seedSeconds;
}

/** EXPLAIN ANALYZE of the statement each search runs, through the server's own query builder. */
export async function explainAll(url, log = console.log) {
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
      log(`\n=== ${name}: GET ${path}\n${plan}`);
    }
  } finally {
    await database.close();
  }
  log(`\nplans with a sequential scan of merchants: ${sequential} of ${SEARCHES.length}`);
  return { sequential, plans: SEARCHES.length };
}

if (isMain(import.meta.url)) {
  const option = (name, fallback) => {
    const at = process.argv.indexOf(`--${name}`);
    return at === -1 ? fallback : process.argv[at + 1];
  };
  searchBench({
    merchants: Number(option('merchants', 100_000)),
    duration: Number(option('duration', 10)),
    connectionsList: [Number(option('connections', 10))],
    adminUrl: option('admin-url', 'postgres://postgres@127.0.0.1:5432/postgres'),
    keep: process.argv.includes('--keep'),
    databaseUrl: option('database-url', null),
    only: option('only', null),
    cpuProfileDir: option('cpu-prof', null),
  }).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
