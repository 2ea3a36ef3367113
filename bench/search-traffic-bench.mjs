// Search under varied traffic (issue 34, docs/decisions/0007 "Issue 34"): every request a different place and
// query (bench/search-traffic.mjs), against the real server on PostgreSQL with the page cache off, beside
// GET /api/health in the same run. Per search kind and for the mix: p50/p95/p99, requests/s and its ratio to
// health's, answers other than 200 (400s for places are listed: the data should know every place it draws), the
// distinct requests sent, cache hits, and CPU per request for the server and PostgreSQL.
//
// Usage: node bench/search-traffic-bench.mjs [--merchants 1000000] [--duration 10] [--connections 10,50]
//        [--database-url postgres://…]  reuse a seeded database (e.g. one kept by bench/search.mjs --keep)
//        [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--keep] [--seed 34] [--cache]
//        [--only <substring of a kind>] [--cpu-prof <dir>]
// --cache runs with the server's page cache on (its default size) and reports its hits; the targets are for
// the cache off, where every search reaches the database.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchCounters, isMain, scratchDatabase, startServer } from './server-harness.mjs';
import { cpuMs, keptDatabase, load1 as loads, ms, pad, postgresCpuBetween, seedBenchDatabase } from './search.mjs';
import { TRAFFIC_KINDS, trafficRequests } from './search-traffic.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const METRICS_TOKEN = randomBytes(16).toString('hex');

/** Issue 34's targets, reported (never asserted): p99 per kind, throughput against health's. */
export const TRAFFIC_TARGETS = { p99Ms: 30, healthRatio: 0.15 };

/**
 * A closed loop of `connections` clients for `duration` seconds, each sending the next request of `requests`
 * as soon as its previous answer is read. Answers per-kind latencies (ms), statuses and the 400s' paths.
 */
function runLoad(base, requests, { connections, duration }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(base);
  const byKind = new Map();
  const badPlaces = new Map();
  const other = new Map();
  let next = 0;
  let sent = 0;
  const stopAt = performance.now() + duration * 1000;
  const one = (item) =>
    new Promise((done) => {
      const started = performance.now();
      const req = request({ agent, hostname, port, path: item.path, method: 'GET' }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const elapsed = performance.now() - started;
          const kind = byKind.get(item.kind) ?? byKind.set(item.kind, { latencies: [], failures: 0 }).get(item.kind);
          kind.latencies.push(elapsed);
          if (res.statusCode !== 200) {
            kind.failures++;
            const body = Buffer.concat(chunks).toString();
            if (res.statusCode === 400 && body.includes('Enter city, state or ZIP code'))
              badPlaces.set(item.path, body);
            else other.set(`${res.statusCode} ${item.path}`, body.slice(0, 200));
          }
          done();
        });
      });
      req.on('error', (error) => {
        other.set(`error ${item.path}`, error.message);
        done();
      });
      req.end();
    });
  const client = async () => {
    while (performance.now() < stopAt) {
      const item = requests[next++ % requests.length];
      sent++;
      await one(item);
    }
  };
  const started = performance.now();
  return Promise.all(Array.from({ length: connections }, client)).then(() => {
    agent.destroy();
    const seconds = (performance.now() - started) / 1000;
    return { byKind, badPlaces, other, sent, distinct: Math.min(sent, requests.length), seconds };
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function summarize(latencies, seconds, failures) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    failures,
  };
}

/** The server's search page cache hits and misses so far, from GET /metrics. */
async function cacheCounts(base) {
  const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await answer.text();
  const count = (outcome) =>
    Number(new RegExp(`^forkpoint_search_pages_total\\{outcome="${outcome}"\\} (\\S+)`, 'm').exec(text)?.[1] ?? 0);
  return { hits: count('hit'), misses: count('miss') };
}

/**
 * Seeds (or reuses) a catalog, starts the server with the page cache off (unless `cache`), and for each
 * concurrency measures health, each search kind alone and the mix, each for `duration` s after a 2 s warm-up
 * on requests the measured part never repeats. Answers { merchants, runs: [{ connections, health, kinds, mix }] }.
 */
export async function searchTrafficBench({
  merchants = 1_000_000,
  duration = 10,
  connectionsList = [10, 50],
  adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres',
  databaseUrl = null,
  keep = false,
  seed = 34,
  cache = false,
  only = null,
  cpuProfileDir = null,
  log = console.log,
} = {}) {
  const reused = databaseUrl !== null;
  const database = reused ? keptDatabase(databaseUrl) : await scratchDatabase(adminUrl);
  const counters = await benchCounters();
  let server;
  try {
    if (!reused) await seedBenchDatabase(database, merchants, log);
    let base;
    ({ server, base } = await startServer(
      root,
      database.url,
      {
        SESSION_SECRET: randomBytes(24).toString('hex'),
        RATE_LIMIT_MAX: '100000000',
        RESPONSE_VALIDATION: 'false',
        METRICS_TOKEN,
        ...(cache ? {} : { SEARCH_CACHE_PAGES: '0' }),
        ...counters.env,
      },
      { nodeArgs: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [] },
    ));
    const kinds = Object.keys(TRAFFIC_KINDS).filter((kind) => only === null || kind.includes(only));
    // Enough requests that a run never wraps at the rates this machine reaches (reported if it does).
    const perTarget = Math.max(20_000, duration * 3_000);
    const runs = [];
    let salt = 0;
    for (const connections of connectionsList) {
      log(
        `\nvaried search traffic: ${reused ? 'reused database' : `${merchants.toLocaleString('en-US')} restaurants`}, ` +
          `page cache ${cache ? 'on' : 'off'}, ${connections} connections, ${duration} s per target after a 2 s warm-up, seed ${seed}`,
      );
      log(`load average before: ${loads()} on ${availableParallelism()} cores`);
      log(
        `${'target'.padEnd(24)}${pad('req/s', 8)}${pad('× health', 10)}${pad('p50', 10)}${pad('p95', 10)}${pad('p99', 10)}${pad('non-200', 9)}${pad('distinct', 10)}${pad('cache hits', 12)}  CPU/request server + postgres`,
      );
      const measure = async (name, requests, warmUp) => {
        await runLoad(base, warmUp, { connections, duration: 2 });
        const cacheBefore = await cacheCounts(base);
        const before = cpuMs(server.pid, database.name);
        const outcome = await runLoad(base, requests, { connections, duration });
        const after = cpuMs(server.pid, database.name);
        const cacheAfter = await cacheCounts(base);
        const all = [...outcome.byKind.values()];
        const total = summarize(
          all.flatMap((k) => k.latencies),
          outcome.seconds,
          all.reduce((sum, k) => sum + k.failures, 0),
        );
        const cpu =
          before && after
            ? {
                server: (after.server - before.server) / total.count,
                postgres: postgresCpuBetween(before, after) / total.count,
              }
            : null;
        const perKind = Object.fromEntries(
          [...outcome.byKind].map(([kind, k]) => [kind, summarize(k.latencies, outcome.seconds, k.failures)]),
        );
        return {
          name,
          ...total,
          distinct: outcome.distinct,
          wrapped: outcome.sent > requests.length,
          cacheHits: cacheAfter.hits - cacheBefore.hits,
          cpuMs: cpu,
          perKind,
          badPlaces: [...outcome.badPlaces.keys()],
          other: [...outcome.other.entries()].slice(0, 5),
        };
      };
      const row = (result, healthRps) =>
        log(
          `${result.name.padEnd(24)}${pad(Math.round(result.rps), 8)}${pad(healthRps ? `${(result.rps / healthRps).toFixed(2)}×` : '', 10)}${pad(ms(result.p50), 10)}${pad(ms(result.p95), 10)}${pad(ms(result.p99), 10)}${pad(result.failures, 9)}${pad(result.distinct + (result.wrapped ? '*' : ''), 10)}${pad(result.cacheHits, 12)}  ${result.cpuMs ? `${result.cpuMs.server.toFixed(2)} + ${result.cpuMs.postgres.toFixed(2)} ms` : 'n/a'}`,
        );
      const healthRequests = [{ kind: 'health', path: '/api/health' }];
      const health = await measure('health', healthRequests, healthRequests);
      row(health, null);
      const kindResults = [];
      for (const kind of kinds) {
        // Each target's own traffic, and a warm-up drawn from another seed, so nothing measured was sent before.
        const requests = await trafficRequests({ kind, count: perTarget, seed: seed * 1000 + ++salt });
        const warmUp = await trafficRequests({ kind, count: 2_000, seed: seed * 1000 + 500 + salt });
        const result = await measure(kind, requests, warmUp);
        kindResults.push(result);
        row(result, health.rps);
      }
      const mixRequests = await trafficRequests({ kind: 'mix', count: perTarget, seed: seed * 1000 + ++salt });
      const mixWarmUp = await trafficRequests({ kind: 'mix', count: 2_000, seed: seed * 1000 + 500 + salt });
      const mix = only === null ? await measure('mix', mixRequests, mixWarmUp) : null;
      if (mix) {
        row(mix, health.rps);
        for (const [kind, k] of Object.entries(mix.perKind))
          log(
            `  mix: ${kind.padEnd(20)}${pad(Math.round(k.rps), 8)}${pad('', 10)}${pad(ms(k.p50), 10)}${pad(ms(k.p95), 10)}${pad(ms(k.p99), 10)}${pad(k.failures, 9)}`,
          );
      }
      log(`load average after: ${loads()}`);
      const searches = [...kindResults, ...(mix ? [mix] : [])];
      const worst = searches.reduce((a, b) => (b.p99 > a.p99 ? b : a));
      const lowest = searches.reduce((a, b) => (b.rps < a.rps ? b : a));
      const badPlaces = [...new Set(searches.flatMap((s) => s.badPlaces))];
      log(
        `worst p99: ${ms(worst.p99)} (${worst.name}; target <= ${TRAFFIC_TARGETS.p99Ms} ms: ${worst.p99 <= TRAFFIC_TARGETS.p99Ms ? 'met' : 'NOT met'}); ` +
          `lowest throughput: ${(lowest.rps / health.rps).toFixed(2)}× health (${lowest.name}; target >= ${TRAFFIC_TARGETS.healthRatio}×: ${lowest.rps / health.rps >= TRAFFIC_TARGETS.healthRatio ? 'met' : 'NOT met'}); ` +
          `places answered "Enter city, state or ZIP code": ${badPlaces.length}`,
      );
      if (badPlaces.length) log(`  e.g. ${badPlaces.slice(0, 8).join('  ')}`);
      const other = searches.flatMap((s) => s.other);
      if (other.length)
        log(
          `  other answers: ${other
            .slice(0, 5)
            .map(([k, v]) => `${k} → ${v}`)
            .join('\n    ')}`,
        );
      runs.push({ connections, health, kinds: kindResults, mix });
    }
    return { merchants: reused ? null : merchants, cache, seed, runs };
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (keep || reused) log(`kept database ${database.url}`);
    else await database.drop();
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      merchants: { type: 'string', default: '1000000' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10,50' },
      'database-url': { type: 'string' },
      'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
      keep: { type: 'boolean', default: false },
      seed: { type: 'string', default: '34' },
      cache: { type: 'boolean', default: false },
      only: { type: 'string' },
      'cpu-prof': { type: 'string' },
    },
  });
  searchTrafficBench({
    merchants: Number(values.merchants),
    duration: Number(values.duration),
    connectionsList: values.connections.split(',').map(Number),
    databaseUrl: values['database-url'] ?? null,
    adminUrl: values['admin-url'],
    keep: values.keep,
    seed: Number(values.seed),
    cache: values.cache,
    only: values.only ?? null,
    cpuProfileDir: values['cpu-prof'] ?? null,
  }).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
