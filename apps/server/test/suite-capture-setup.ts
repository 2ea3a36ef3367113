import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropPostgresTemplates } from './database-templates';
import { SUITE_CAPTURE_ENV } from './suite-capture';

/**
 * Root Vitest global setup: one capture folder per Vitest run (several runs on one machine never
 * share one), handed to every test worker through the environment they inherit. Removed when
 * the run ends, after the sweep project (test/sweep/) has read it, unless
 * FORKPOINT_KEEP_SUITE_CAPTURE=1.
 */
export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'forkpoint-suite-'));
  process.env[SUITE_CAPTURE_ENV] = dir;
  return async () => {
    // The run's PostgreSQL template databases (test/database-templates.ts) go with it.
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) await dropPostgresTemplates(adminUrl, dir).catch((error: unknown) => console.error(error));
    // FORKPOINT_KEEP_SUITE_CAPTURE=1 keeps it to look into what the sweep found.
    if (process.env.FORKPOINT_KEEP_SUITE_CAPTURE === '1') console.log(`suite capture kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
}
