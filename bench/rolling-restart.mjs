// A rolling restart under load through the deployment's own HAProxy configuration (docs/deploy.md):
// three production instances of the compiled server on a scratch PostgreSQL database, Debian's haproxy
// (apt-get install haproxy) with deploy/haproxy/haproxy.cfg (its DNS server-template swapped for the three
// local ports), autocannon through it, and one instance sent SIGTERM mid-run. Prints every answer that was
// not a 200 and every connection error: a drain that works loses none.
//
// Usage: node bench/rolling-restart.mjs [--duration 20] [--connections 10]
//        [--admin-url postgres://postgres@127.0.0.1:5432/postgres]
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
const DURATION = Number(option('duration', 20));
const CONNECTIONS = Number(option('connections', 10));
const ADMIN_URL = option('admin-url', 'postgres://postgres@127.0.0.1:5432/postgres');

const built = await buildServer({ outdir: `${root}node_modules/.cache/forkpoint-server-builds/bench-rolling` });
const name = `fp_bench_rolling_${randomBytes(4).toString('hex')}`;
await adminQuery(ADMIN_URL, `CREATE DATABASE ${name}`);
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  TRUST_PROXY: '1',
  RATE_LIMIT_MAX: '100000000',
  SHUTDOWN_DRAIN_MS: '5000',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  CARD_VAULT_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString(),
  CARD_FINGERPRINT_SECRET: randomBytes(32).toString('hex'),
  PROCESSOR_SIGNING_SECRET: randomBytes(32).toString('hex'),
  CATALOG_SIGNING_SECRET: randomBytes(32).toString('hex'),
  STAFF_TOTP_KEY: randomBytes(32).toString('hex'),
};

const instances = [];
const work = mkdtempSync(join(tmpdir(), 'forkpoint-rolling-'));
let haproxy;
try {
  for (let i = 0; i < 3; i += 1) {
    const port = await freePort();
    const server = spawn(process.execPath, [`${built.outdir}/server.js`], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...env, PORT: String(port) },
    });
    instances.push({ port, server });
  }
  await Promise.all(instances.map(({ port, server }) => waitForHealth(`http://127.0.0.1:${port}`, server)));

  const proxyPort = await freePort();
  const config = readFileSync(join(root, 'deploy/haproxy/haproxy.cfg'), 'utf8')
    .replace(/^resolvers docker[\s\S]*?\n\n/m, '')
    .replace('bind :8080', `bind 127.0.0.1:${proxyPort}`)
    .replace(
      /^\s*server-template .*$/m,
      instances.map(({ port }, i) => `  server app${i + 1} 127.0.0.1:${port} check`).join('\n'),
    )
    .replace(/^\s*log stdout.*$/m, '');
  writeFileSync(join(work, 'haproxy.cfg'), config);
  haproxy = spawn('haproxy', ['-f', join(work, 'haproxy.cfg')], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForHealth(`http://127.0.0.1:${proxyPort}`, haproxy);
  await new Promise((resolve) => setTimeout(resolve, 3000)); // every server checked up (rise 2 x 2 s)

  const retired = instances[0].server;
  const exited = new Promise((resolve) => retired.once('exit', (code) => resolve(code)));
  setTimeout(() => retired.kill('SIGTERM'), (DURATION * 1000) / 4);
  const statuses = {};
  const result = await autocannon({
    url: `http://127.0.0.1:${proxyPort}/api/partners`,
    connections: CONNECTIONS,
    duration: DURATION,
    setupClient: (client) => client.on('response', (status) => (statuses[status] = (statuses[status] ?? 0) + 1)),
  });
  console.log(
    JSON.stringify({
      requests: result.requests.total,
      'req/s': Math.round(result.requests.average),
      statuses,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      retiredInstanceExit: await exited,
    }),
  );
} finally {
  haproxy?.kill('SIGTERM');
  for (const { server } of instances) if (server.exitCode === null) server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 7000));
  await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(work, { recursive: true, force: true });
  rmSync(built.outdir, { recursive: true, force: true });
}
