import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: shared and server in Node, web in jsdom.
// Browser (Playwright) tests live in e2e/ and run separately (npm run test:e2e).
export default defineConfig({
  test: {
    // Vitest runs one file at a time on a 2-core machine (its default is the cores less one): two workers
    // keep both cores busy while a test waits on PostgreSQL, the file system or a child process.
    maxWorkers: 2,
    // One capture folder per run for the card-number sweep (apps/server/test/suite-capture.ts).
    globalSetup: ['apps/server/test/suite-capture-setup.ts'],
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
                // Database-backed tests only; pure unit tests need not run twice.
                include: ['test/**/*.test.ts'],
                env: { TEST_ENGINE: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      'apps/web/vite.config.ts',
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
