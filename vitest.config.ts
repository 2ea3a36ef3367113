import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: shared and server in Node, web in jsdom.
// Browser (Playwright) tests live in e2e/ and run separately (npm run test:e2e).
/** Server test files whose behaviour does not depend on the database engine (no queries of their own). */
const HTTP_PLUMBING_TESTS = [
  'app-manifest',
  'app-status',
  'card-frame-page',
  'client-limits',
  'identity-captcha',
  'identity-csrf',
  'locations-images',
  'map-settings',
  'robots',
  'spa',
  'tenant',
];

/**
 * Server test files run one after another in a worker that keeps its loaded modules (isolate: false): each file
 * builds its own app on its own database, and no server test mocks a module, so a fresh module registry per file
 * bought nothing but loading Fastify and every route again — half the server projects' CPU time. Module state
 * that outlives a file must therefore be keyed by app (decorations, closures), never global.
 */
const ISOLATE_SERVER_FILES = false;

/**
 * A server test builds an app on its own database: a second or two on a quiet machine, but CI and other sessions
 * share two cores, and at a load of 20 a test of 6 s took over a minute. The limit catches a hung test, not a slow
 * machine (no test asserts time), so it sits far above any load seen.
 */
const SERVER_TEST_TIMEOUT_MS = 300_000;

export default defineConfig({
  test: {
    // Vitest runs one file at a time on a 2-core machine (its default is the cores less one): two workers
    // keep both cores busy while a test waits on PostgreSQL, the file system or a child process.
    maxWorkers: 2,
    // One capture folder per run for the card-number sweep (apps/server/test/suite-capture.ts).
    globalSetup: ['apps/server/test/suite-capture-setup.ts'],
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node', include: ['src/**/*.test.ts'] } },
      // The pure parts of the benchmarks (npm run bench's table and its target comparisons).
      { test: { name: 'bench', root: 'bench', environment: 'node', include: ['*.test.mjs'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Query plans are PostgreSQL's: those tests run in server-postgres only.
          exclude: ['test/plans/**'],
          isolate: ISOLATE_SERVER_FILES,
          testTimeout: SERVER_TEST_TIMEOUT_MS,
          hookTimeout: SERVER_TEST_TIMEOUT_MS,
        },
      },
      // The same server tests again on PostgreSQL when a server is named (CI sets it when one answers).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                root: 'apps/server',
                environment: 'node',
                // Database-backed tests only; pure unit tests need not run twice, nor the server tests of
                // HTTP plumbing that reads partner files and headers but writes no SQL of its own.
                include: ['test/**/*.test.ts'],
                exclude: HTTP_PLUMBING_TESTS.map((name) => `test/${name}.test.ts`),
                env: { TEST_ENGINE: 'postgres' },
                isolate: ISOLATE_SERVER_FILES,
                testTimeout: SERVER_TEST_TIMEOUT_MS,
                hookTimeout: SERVER_TEST_TIMEOUT_MS,
              },
            },
          ]
        : []),
      'apps/web/vite.config.ts',
      'apps/web/vitest.isolated.config.ts',
      // Runs after every other project (groupOrder): scans what the server tests left in their
      // databases and logs for clear card numbers (docs/decisions/0009).
      {
        test: {
          name: 'server-sweep',
          root: 'apps/server',
          environment: 'node',
          include: ['test/sweep/**/*.sweep.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
