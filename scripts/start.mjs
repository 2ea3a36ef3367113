// npm start: build the web app when its sources are newer than the build, then run the
// server (which migrates and seeds the embedded database on first start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'apps/web/dist/index.html');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/shared/src',
]
  .map((p) => join(root, p))
  .filter(existsSync);
const stale = !existsSync(builtIndex) || Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;

if (stale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A server that dies after it was up (a crash the server could not handle) is started again, so a
// developer's or a small deployment's site comes back by itself; one that fails while starting
// (bad configuration, a port in use) is not, since starting again would fail the same way.
const STARTUP_MS = 15_000;
const RESTART_DELAY_MS = 1000;
let server;
let stopping = false;

function startServer() {
  const startedAt = Date.now();
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  server.on('exit', (code, signal) => {
    const failedWhileStarting = Date.now() - startedAt < STARTUP_MS;
    if (stopping || code === 0 || failedWhileStarting) process.exit(code ?? (signal ? 1 : 0));
    console.error(`The server stopped unexpectedly (${signal ?? `exit code ${code}`}); starting it again.`);
    setTimeout(startServer, RESTART_DELAY_MS);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
}
startServer();
