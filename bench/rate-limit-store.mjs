// What the shared rate-limit counters cost (docs/decisions/0021): the compiled server started with plain
// node, GET /api/partners (counted by the API-wide limit) under autocannon, with the counters
//   memory   — @fastify/rate-limit's in-process store, as before issue 19 (this bench's build only),
//   database — one upsert per call in rate_limit_counters (the default),
//   redis    — REDIS_URL (PostgreSQL runs only),
// on PGlite (a scratch data folder) and on PostgreSQL (a scratch database, dropped after).
//
// Usage: node bench/rate-limit-store.mjs [--duration 10] [--connections 10]
//        [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--redis-url redis://127.0.0.1:6379]
//        [--engines pglite,postgres]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildServer } from '../scripts/build-server.mjs';
import { adminQuery, freePort, waitForHealth } from './server-harness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const DURATION = Number(option('duration', 10));
const CONNECTIONS = Number(option('connections', 10));
const ADMIN_URL = option('admin-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const REDIS_URL = option('redis-url', 'redis://127.0.0.1:6379');
const ENGINES = option('engines', 'pglite,postgres').split(',');

/** The "before" build: the security plugin registers the limiter without a shared store. */
const inMemoryCounters = {
  name: 'in-memory-counters',
  setup(builder) {
    builder.onLoad({ filter: /plugins[\\/]security\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('      ...counters,')) throw new Error('security.ts no longer spreads `counters`');
      return { contents: source.replace('      ...counters,', ''), loader: 'ts' };
    });
  },
};

const builds = `${root}node_modules/.cache/forkpoint-server-builds`;
const shared = await buildServer({ outdir: `${builds}/bench-shared` });
const memory = await buildServer({ outdir: `${builds}/bench-memory`, plugins: [inMemoryCounters] });

async function start(dir, env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [`${dir}/server.js`], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      ...env,
    },
  });
  await waitForHealth(base, server);
  return { server, base };
}

async function stop(server) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGINT');
  await exited;
}

async function measure(label, dir, env) {
  const { server, base } = await start(dir, env);
  try {
    // Warm-up: plans, JIT, connection pools.
    await autocannon({ url: `${base}/api/partners`, connections: CONNECTIONS, duration: 2 });
    const result = await autocannon({ url: `${base}/api/partners`, connections: CONNECTIONS, duration: DURATION });
    const line = {
      counters: label,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      non2xx: result.non2xx,
    };
    console.log(JSON.stringify(line));
    return line;
  } finally {
    await stop(server);
  }
}

console.log(
  `autocannon GET /api/partners, ${CONNECTIONS} connections, ${DURATION} s; load average ${loadavg()[0].toFixed(2)}`,
);
const rows = [];
if (ENGINES.includes('pglite')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'forkpoint-bench-limits-'));
  try {
    for (const [label, dir] of [
      ['memory', memory.outdir],
      ['database', shared.outdir],
    ]) {
      rows.push({ engine: 'pglite', ...(await measure(label, dir, { DATA_DIR: dataDir })) });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (ENGINES.includes('postgres')) {
  const name = `fp_bench_limits_${randomBytes(4).toString('hex')}`;
  await adminQuery(ADMIN_URL, `CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString() };
  try {
    for (const [label, dir, extra] of [
      ['memory', memory.outdir, {}],
      ['database', shared.outdir, {}],
      ['redis', shared.outdir, { REDIS_URL }],
    ]) {
      rows.push({ engine: 'postgres', ...(await measure(label, dir, { ...env, ...extra })) });
    }
  } finally {
    await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
console.table(rows);
rmSync(shared.outdir, { recursive: true, force: true });
rmSync(memory.outdir, { recursive: true, force: true });
