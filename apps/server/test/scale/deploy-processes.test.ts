import { spawn } from 'node:child_process';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TRANSACTION_FEED_HEADER,
  TRANSACTION_FEED_SIGNATURE_HEADER,
} from '@forkpoint/shared/contracts/transaction-feed';
import { migrationFiles } from '../../src/db/migrate';
import { signFeed } from '../../src/lib/feed-signature';
import {
  SCALE_TESTS,
  buildServer,
  freshDatabase,
  productionEnv,
  startServer,
  stopServer,
  type ServerProcess,
} from './processes';

/**
 * The production processes of docs/deploy.md, run directly: migrations started by two processes at
 * once on a new database (the advisory lock lets one apply them), and a SIGTERM that drains: health
 * turns 503 while calls are still served, then the listener closes and a call already in flight still
 * gets its whole answer before the process exits 0.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const DRAIN_MS = 3000;

/** Runs `node <dir>/db-cli.js migrate`; resolves with its exit code and output. */
function migrateProcess(dir: string, databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${dir}/db-cli.js`, 'migrate'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe.runIf(SCALE_TESTS)('the production processes', () => {
  let build: ReturnType<typeof buildServer>;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    build = buildServer();
    database = await freshDatabase();
  });
  afterAll(async () => {
    if (server) await stopServer(server);
    await database?.drop();
    build?.remove();
  }, 60_000);

  it('migrates a new database from two processes at once: one applies every migration, the other finds none to apply', async () => {
    const runs = await Promise.all([migrateProcess(build.dir, database.url), migrateProcess(build.dir, database.url)]);
    expect(runs.map((run) => run.code)).toEqual([0, 0]);
    const outputs = runs.map((run) => run.output.trim()).sort();
    expect(outputs[0]).toMatch(/^migrations applied: 0001_extensions\.sql, /);
    expect(outputs[1]).toBe('migrations: up to date');

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    await client.end();
    expect(rows.map((row) => row.name)).toEqual(migrationFiles());
  });

  it('on SIGTERM answers health 503 while still serving, refuses new connections, and finishes the call in flight', async () => {
    server = await startServer(build.dir, { ...productionEnv(database.url), SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
    const { port } = server;
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', migrations: { pending: 0 } });

    // A card-network feed whose body is still arriving: the call is in flight until the last byte.
    const body = `${TRANSACTION_FEED_HEADER.join(',')}\n`;
    const secret = productionEnv(database.url).PROCESSOR_SIGNING_SECRET!;
    const slow = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/Processor/Transactions',
      headers: {
        'content-type': 'text/csv',
        [TRANSACTION_FEED_SIGNATURE_HEADER]: signFeed(secret, body, Math.floor(Date.now() / 1000)),
      },
    });
    const answered = answerOf(slow);
    slow.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.child.kill('SIGTERM');
    // Draining: the listener still takes calls, and health tells the balancer to stop sending them.
    const health = await pollUntil(() => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status), 503);
    expect(health).toBe(503);
    expect((await fetch(`http://127.0.0.1:${port}/api/partners`)).status).toBe(200);
    // Then the listener closes: a new connection is refused, while the feed's connection stays open.
    const refused = await pollUntil(
      () =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          () => 'accepted',
          () => 'refused',
        ),
      'refused',
      DRAIN_MS * 5,
    );
    expect(refused).toBe('refused');
    expect(server.child.exitCode).toBeNull();

    slow.end(body.slice(10));
    const response = await answered;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ rowsRead: 0, applied: 0 });
    expect(await server.exited).toBe(0);
  });
});

function answerOf(request: ClientRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response: IncomingMessage) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
}

/** Calls until the answer is the wanted one or the time is up; the last answer. */
async function pollUntil<T>(call: () => Promise<T>, wanted: T, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await call();
  while (last !== wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await call();
  }
  return last;
}
