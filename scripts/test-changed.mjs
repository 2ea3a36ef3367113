// npm run test:changed [-- <git ref>] [-- --e2e]: only what a change touches, for the loop between edits.
// Vitest runs every unit and server test whose import graph reaches a changed file (uncommitted changes, or those
// since <ref>); with --e2e the app is built and Playwright runs the browser specs that changed (it follows a spec's
// own imports, not the app's code). The full `npm test` stays the check before a commit lands.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const withBrowser = args.includes('--e2e');
const ref = args.find((arg) => !arg.startsWith('--'));

const run = (cmd, cmdArgs) => spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit' }).status ?? 1;

const changed = ref ? ['--changed', ref] : ['--changed'];
let status = run('npx', ['vitest', 'run', ...changed, '--passWithNoTests']);
if (withBrowser) {
  status ||= run('npm', ['run', 'build']);
  const onlyChanged = ref ? [`--only-changed=${ref}`] : ['--only-changed'];
  status ||= run('npx', [
    'playwright',
    'test',
    '--config',
    'e2e/playwright.config.ts',
    ...onlyChanged,
    '--pass-with-no-tests',
  ]);
}
process.exit(status);
