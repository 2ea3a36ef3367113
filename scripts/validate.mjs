// npm run validate: every habit in one command, cheapest first, stopping at the first that fails —
// format, lint (with import boundaries and type-aware promise rules), types, import cycles, then every
// test (npm test, which ends with the "N passed, N failed" line CI reads). `--skip-tests` stops before
// the tests: .ci/run runs the checks that way, then the README's `npm test` itself.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Each source tree with the tsconfig that resolves its imports (the web's `@/` alias). */
const cycleChecks = [
  ['--extensions', 'ts', '--ts-config', 'packages/shared/tsconfig.json', 'packages/shared/src'],
  ['--extensions', 'ts', '--ts-config', 'apps/server/tsconfig.json', 'apps/server/src'],
  ['--extensions', 'ts,tsx', '--ts-config', 'apps/web/tsconfig.json', 'apps/web/src'],
];

const steps = [
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ...cycleChecks.map((args) => [
    `import cycles in ${args.at(-1)}`,
    'npx',
    ['madge', '--circular', '--no-spinner', ...args],
  ]),
  ...(process.argv.includes('--skip-tests') ? [] : [['tests', 'npm', ['test']]]),
];

for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  console.log(`${status === 0 ? '✔' : '✖'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (status !== 0) {
    // Tests print the totals line themselves; a check that fails before them ran no test.
    if (name !== 'tests') console.log('0 passed, 1 failed');
    process.exit(status ?? 1);
  }
}
