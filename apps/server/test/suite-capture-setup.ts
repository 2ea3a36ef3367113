import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUITE_CAPTURE_ENV } from './suite-capture';

/**
 * Root Vitest global setup: one capture folder per Vitest run (several runs on one machine never
 * share one), handed to every test worker through the environment they inherit. Removed when
 * the run ends, after the sweep project (test/sweep/) has read it, unless
 * FORKPOINT_KEEP_SUITE_CAPTURE=1.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'forkpoint-suite-'));
  process.env[SUITE_CAPTURE_ENV] = dir;
  return () => {
    // FORKPOINT_KEEP_SUITE_CAPTURE=1 keeps it to look into what the sweep found.
    if (process.env.FORKPOINT_KEEP_SUITE_CAPTURE === '1') console.log(`suite capture kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
}
