// Starts the real server for browser tests on a fresh embedded database in a temp folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'forkpoint-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: new URL('..', import.meta.url),
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
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
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
