// Starts the real server for browser tests on a fresh, throw-away database: an embedded one in a temp folder,
// or, when E2E_DATABASE_URL names a PostgreSQL server (CI sets it when one answers), a database of its own
// there, dropped when the server stops. PostgreSQL runs the queries in its own processes, beside the server's
// event loop, where the embedded engine runs them on it: on a 2-core machine that is the browser suite's time.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const dataDir = mkdtempSync(join(tmpdir(), 'forkpoint-e2e-'));
const adminUrl = process.env.E2E_DATABASE_URL;
const databaseName = `fp_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;

async function adminQuery(text) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

let databaseUrl;
if (adminUrl) {
  await adminQuery(`CREATE DATABASE ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: new URL('..', import.meta.url),
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Every browser test comes from this one address: per-address limits would throttle the suite, not a
    // person (the server tests prove the limits).
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    IMPRESSIONS_RATE_LIMIT_MAX: '100000',
    // Nor may the global budget of impression records (every address together) turn the suite's pages away.
    IMPRESSIONS_GLOBAL_MAX_PER_MINUTE: '1000000',
    // The bot check is still solved for real in every enrollment and recovery, but with a small proof of
    // work: the default (50,000–100,000 hashes) costs seconds of a shared CPU per form, not a test.
    CAPTCHA_MAX_NUMBER: '2000',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) {
    await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch((error) => {
      console.error(`could not drop the browser tests' database ${databaseName}: ${error.message}`);
    });
  }
  process.exit(code ?? 0);
});
