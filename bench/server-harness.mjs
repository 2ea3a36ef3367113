// What the PostgreSQL benchmarks share: an admin connection for scratch databases, a free loopback port,
// and waiting for a started server's health.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';

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

/** Resolves once GET /api/health answers 200; fails when the server exits or takes over two minutes (a first start migrates and seeds). */
export async function waitForHealth(base, server) {
  for (let i = 0; i < 600; i++) {
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
 * once healthy. `env` adds or overrides variables.
 */
export async function startServer(root, databaseUrl, env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(`${root}node_modules/.bin/tsx`, ['apps/server/src/server.ts'], {
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
