import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The production processes, run directly (docs/deploy.md: where a container cannot run, the suite runs
 * what the image runs): the server compiled by scripts/build-server.mjs and started with plain node, on
 * a PostgreSQL database of its own.
 */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const ADMIN_URL = process.env.TEST_DATABASE_URL;
/** The scale tests run in the server-postgres project only (they start their own processes on its server). */
export const SCALE_TESTS = process.env.TEST_ENGINE === 'postgres' && ADMIN_URL !== undefined;

/** Builds the server into a folder of this run (under node_modules, so its imports resolve); removed by the returned function. */
export function buildServer(): { dir: string; remove(): void } {
  const dir = `${ROOT}node_modules/.cache/forkpoint-server-builds/scale-${process.pid}-${randomBytes(3).toString('hex')}`;
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', dir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build-server failed:\n${built.stdout}\n${built.stderr}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A new empty database on the test server; its URL, and a function that drops it. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!ADMIN_URL) throw new Error('the scale tests need TEST_DATABASE_URL');
  const name = `fp_scale_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * TEST_PGBOUNCER_PORT: the instances reach the database through a PgBouncer in transaction mode on that port
 * of the same host (docs/deploy.md "Checking PgBouncer"), as the compose file runs them.
 */
function throughPooler(databaseUrl: string): Record<string, string> {
  const port = process.env.TEST_PGBOUNCER_PORT;
  if (!port) return { DATABASE_URL: databaseUrl };
  const url = new URL(databaseUrl);
  url.port = port;
  return { DATABASE_URL: url.toString(), DATABASE_TRANSACTION_POOLER: 'true' };
}

let vaultPem: string | undefined;
/** The secrets a production server refuses to start without (config/env.ts), the same for every instance. */
export function productionEnv(databaseUrl: string): Record<string, string> {
  vaultPem ??= generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  return {
    NODE_ENV: 'production',
    ...throughPooler(databaseUrl),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: `scale-session-secret-${'x'.repeat(24)}`,
    CARD_VAULT_PRIVATE_KEY: vaultPem,
    CARD_FINGERPRINT_SECRET: `scale-fingerprint-secret-${'y'.repeat(16)}`,
    PROCESSOR_SIGNING_SECRET: `scale-processor-secret-${'z'.repeat(16)}`,
    CATALOG_SIGNING_SECRET: `scale-catalog-secret-${'z'.repeat(16)}`,
    STAFF_TOTP_KEY: 'c'.repeat(64),
    CAPTCHA_MAX_NUMBER: '20',
  };
}

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Everything the process wrote (its logs), for failure messages. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts `node <dir>/<script>` with the environment; resolves once it answers GET /api/ready with 200. */
export async function startServer(
  dir: string,
  env: Record<string, string>,
  script = 'server.js',
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [`${dir}/${script}`], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { port, child, output: () => output, exited };
  await waitForReady(server);
  return server;
}

async function waitForReady(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    const status = await fetch(`http://127.0.0.1:${server.port}/api/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.child.kill('SIGKILL');
  throw new Error(`the server on port ${server.port} never became ready:\n${server.output()}`);
}

/** SIGTERM, then SIGKILL if it has not ended within the time. */
export async function stopServer(server: ServerProcess, timeoutMs = 20_000): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  const code = await server.exited;
  clearTimeout(timer);
  return code;
}
