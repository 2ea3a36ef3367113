// npm test: every test — unit and server (Vitest; server tests also on PostgreSQL when
// TEST_DATABASE_URL is set), then browser tests (Playwright over the built app).
// Ends with the plain totals line "N passed, N failed" computed from both JSON reports,
// so a run that executed nothing shows as "0 passed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = `${root}.test-results`;
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const unit = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
]);
const build = run('npm', ['run', 'build']);
const e2e = build === 0 ? run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']) : 1;

let passed = 0;
let failed = 0;
if (existsSync(`${results}/vitest.json`)) {
  const report = JSON.parse(readFileSync(`${results}/vitest.json`, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (existsSync(`${results}/e2e.json`)) {
  const { stats } = JSON.parse(readFileSync(`${results}/e2e.json`, 'utf8'));
  passed += stats.expected + (stats.flaky ?? 0);
  failed += stats.unexpected;
}
const broken = unit !== 0 || build !== 0 || e2e !== 0;
if (broken && failed === 0) failed = 1; // a runner that crashed before reporting still fails the run
console.log(`${passed} passed, ${failed} failed`);
process.exit(broken ? 1 : 0);
