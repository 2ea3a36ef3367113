import { existsSync } from 'node:fs';

import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium (no browser download) against the real built app
// and server, started on its own port with a throw-away embedded database.
const port = Number(process.env.E2E_PORT ?? 3100);
// Debian's headless shell when installed (.ci/run installs it): the same Chromium build without the full browser's
// UI layers, a fifth less CPU for the suite on a 2-core machine (decision 0042). Else the full browser.
const chromium =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
// Two runs side by side (two people or sessions in one checkout) each name their own results folder and
// serve their own build (WEB_DIST_DIR, passed through to the server), so neither overwrites the other's.
const results = process.env.E2E_RESULTS_DIR ?? '../.test-results';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `${results}/e2e`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A test's budget for a loaded machine: CI and other sessions share two cores, and with two workers, their
  // browsers, the server and PostgreSQL the load sits near 12, where an axe pass or 19 partners' home pages
  // took past 30 s. It catches a hung test, not a slow one (no test asserts time); longer flows set their own.
  timeout: 90_000,
  // The same for a wait: a page, its lazy chunk and its search took 2.5 s on a quiet machine and past 10 s in a
  // CI run at that load. It ends the wait as soon as the page shows the state, so a passing test loses nothing.
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: `${results}/e2e.json` }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace: every action with the DOM before and after it. Without the screencast: its
    // frames are drawn and encoded for every test, passed or not, a tenth of the suite's CPU on a 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The built app registers a service worker; Playwright cannot route requests it makes, so only the
    // installable-app spec (e2e/pwa.spec.ts) lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Asked to stop, not killed: scripts/e2e-server.mjs then removes its database (a temp folder, or the
    // PostgreSQL database it created).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: { PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
