// What the PostgreSQL benchmarks share: an admin connection for scratch databases, a free loopback port,
// waiting for a started server's health, a load run with exact percentiles, and telling a bench run as a
// command from one imported by `npm run bench` (bench/run-all.mjs).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

/** True when the module at `moduleUrl` is the script node was started with (its CLI runs), not an import. */
export const isMain = (moduleUrl) =>
  process.argv[1] !== undefined && pathToFileURL(resolve(process.argv[1])).href === moduleUrl;

/** mulberry32: a small seeded generator, so a bench's files and traffic are the same on every run. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new database named `fp_bench_…` on the admin URL's server: its name, its URL and a function dropping it. */
export async function scratchDatabase(adminUrl) {
  const name = `fp_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  return {
    name,
    url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * One autocannon run of `duration` seconds at `connections` concurrent connections; latencies are collected
 * per response so the percentiles are exact. Anything but a 200 counts as a failure. `headers` go with every
 * request (a signed-in member's cookie).
 */
export function loadTest(url, { connections, duration, headers = {} }) {
  return new Promise((done, reject) => {
    const latencies = [];
    let failures = 0;
    const instance = autocannon({ url, connections, duration, headers }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
      done({
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

/** Runs one statement on the admin database (CREATE / DROP DATABASE). */
export async function adminQuery(adminUrl, sqlText) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Signs the partner's demo card member (README "Demo accounts") in through the API; answers the cookies a
 * browser would then hold, as DevTools protocol cookies ({ name, value, domain, path }).
 */
export async function signIn(base, partner) {
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = await fetch(`${base}/api/CSRF`);
  keep(csrf);
  const { csrfToken } = await csrf.json();
  const answer = await fetch(`${base}/api/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': csrfToken, cookie: cookieHeader() },
    body: JSON.stringify({
      userName: `card.member@${partner}.example`,
      password: 'dine-around-2026',
      rememberMe: true,
    }),
  });
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}: ${await answer.text()}`);
  keep(answer);
  return [...jar].map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/' }));
}

/**
 * Resolves once GET /api/health answers 200; fails when the server exits or takes over `timeoutMs` (ten
 * minutes: a first start migrates and seeds 25,000 restaurants, which takes minutes on a busy shared machine).
 */
export async function waitForHealth(base, server, timeoutMs = 600_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

/**
 * Starts the real server (through tsx) on a free loopback port against `databaseUrl`, in development mode
 * (production needs deployment secrets a benchmark has no use for), and resolves with it and its base URL
 * once healthy. `env` adds or overrides variables; `nodeArgs` are flags for node (e.g. --cpu-prof).
 */
/** Answers whether something accepts TCP connections at `url`'s host and port within half a second. */
function answers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 500 });
    const end = (ok) => {
      socket.destroy();
      done(ok);
    };
    socket.once('connect', () => end(true));
    socket.once('timeout', () => end(false));
    socket.once('error', () => end(false));
  });
}

/**
 * Where the benches' server keeps its rate-limit counters: as the deployment does (compose.yaml: Valkey at
 * REDIS_URL), in Redis when BENCH_REDIS_URL (default redis://127.0.0.1:6379) answers; in the database (one
 * upsert per call, decision 0021) when it does not or when BENCH_COUNTERS=database. Answers the server's
 * variables and a label for the report.
 */
export async function benchCounters() {
  const url = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (process.env.BENCH_COUNTERS !== 'database' && (await answers(url))) {
    return { env: { REDIS_URL: url }, label: `Redis at ${url}` };
  }
  return { env: { RATE_LIMIT_COUNTERS: 'database' }, label: 'the database' };
}

export async function startServer(root, databaseUrl, env = {}, { nodeArgs = [] } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Node flags NODE_OPTIONS refuses (--cpu-prof) need node itself started with tsx as a loader.
  const [command, args] = nodeArgs.length
    ? [process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/server.ts']]
    : [`${root}node_modules/.bin/tsx`, ['apps/server/src/server.ts']];
  const server = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  await waitForHealth(base, server);
  return { server, base };
}
