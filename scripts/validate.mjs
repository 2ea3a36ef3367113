// npm run validate: every habit in one command — format, lint (with import boundaries and type-aware promise
// rules), types, module boundaries, import cycles, then every test (npm test, which ends with the "N passed, N failed" line CI
// reads). `--skip-tests` stops before the tests: .ci/run runs the checks that way, then the README's `npm test`.
// The checks run two at a time (each is one process on one core; the machine has two), each printed whole when
// it ends; once one fails no new check starts, and the tests never do.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PARALLEL_CHECKS = 2;

/** Each source tree with the tsconfig that resolves its imports (the web's `@/` alias). */
const cycleChecks = [
  ['--extensions', 'ts', '--ts-config', 'packages/shared/tsconfig.json', 'packages/shared/src'],
  ['--extensions', 'ts', '--ts-config', 'apps/server/tsconfig.json', 'apps/server/src'],
  ['--extensions', 'ts,tsx', '--ts-config', 'apps/web/tsconfig.json', 'apps/web/src'],
];
/** The projects `npm run typecheck` checks, one after another; here each is a check of its own. */
const typeProjects = ['packages/shared', 'apps/server', 'apps/web', 'e2e'];

// Longest first, so the two slots end close together.
const checks = [
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ...typeProjects.map((project) => [`types of ${project}`, 'npx', ['tsc', '-p', project]]),
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  // The generated database types against a fresh in-memory database built by the migrations (docs/decisions/0036);
  // the hand-kept types are checked against these by the server's types above (db/schema-drift.ts).
  ['database types', 'npx', ['tsx', 'scripts/db-types.mjs', '--check']],
  // Module boundaries (.dependency-cruiser.cjs): no circle between server modules, nothing under a feature
  // importing it, the product never on the demo seed, web and server apart.
  [
    'module boundaries',
    'npx',
    ['depcruise', '--config', '.dependency-cruiser.cjs', 'apps/server/src', 'apps/web/src', 'packages/shared/src'],
  ],
  ...cycleChecks.map((args) => [
    `import cycles in ${args.at(-1)}`,
    'npx',
    ['madge', '--circular', '--no-spinner', ...args],
  ]),
];

function runCheck([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      console.log(`\n▶ ${name}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`${status === 0 ? '✔' : '✖'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(status === 0);
    });
  });
}

const queue = [...checks];
let failed = false;
async function slot() {
  while (queue.length > 0 && !failed) {
    if (!(await runCheck(queue.shift()))) failed = true;
  }
}
await Promise.all(Array.from({ length: PARALLEL_CHECKS }, slot));
if (failed) {
  // A check failed before any test ran.
  console.log('0 passed, 1 failed');
  process.exit(1);
}

if (!process.argv.includes('--skip-tests')) {
  console.log('\n▶ tests');
  const { status } = spawnSync('npm', ['test'], { cwd: root, stdio: 'inherit' });
  process.exit(status ?? 1);
}
