import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: shared and server in Node, web in jsdom.
// Browser (Playwright) tests live in e2e/ and run separately (npm run test:e2e).
export default defineConfig({
  test: {
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
    ],
  },
});
