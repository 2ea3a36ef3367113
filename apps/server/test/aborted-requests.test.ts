import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadEnv } from '../src/config/env';
import type { Database } from '../src/db/database';
import { loggerOptions } from '../src/lib/http/logging';
import { openTestDatabase, realPartners, testEngine } from './helper';

/**
 * Aborted client connections (issue 28, defect 9; SECURITY.md "Logs"): a client that sends a call and resets its
 * connection at once is gone before the rate limit reads its address, which @fastify/rate-limit read as undefined
 * and failed on, logged as a 500 with a stack. A raw socket sends calls of several kinds (the API limit, a
 * route's own limit, the 404 handler's, a body) and resets; the log must show no error-level line and no 500.
 *
 * HTTP plumbing with no SQL of its own: it runs on PGlite only.
 */
describe.runIf(testEngine === 'pglite')('a client that closes its connection at once', () => {
  const lines: Array<{ level: number; msg?: string; res?: { statusCode?: number } }> = [];
  let app: App;
  let database: Database;
  let port: number;

  beforeAll(async () => {
    database = await openTestDatabase('seeded');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000000' }),
      database,
      partners: realPartners(),
      logger: loggerOptions('info', stream),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const json = (method: string, path: string, body: string) =>
    `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const CALLS = [
    'GET /api/partners HTTP/1.1\r\nHost: localhost\r\n\r\n',
    'GET /api/no-such-call HTTP/1.1\r\nHost: localhost\r\n\r\n',
    'GET /api/Sso/Login?returnTo=%2F HTTP/1.1\r\nHost: localhost\r\n\r\n',
    json('POST', '/api/SignIn', '{"email":"a@b.example","password":"x"}'),
    json('POST', '/api/Impressions', '[]'),
    // Half a body: the connection goes while the body is being read.
    `${json('POST', '/api/Impressions', '[{"channel":"web"}]').slice(0, -8)}`,
  ];

  /** Sends the call and resets the connection (RST) without waiting for anything. */
  function sendAndReset(call: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(call);
        socket.resetAndDestroy();
        resolve();
      });
      socket.on('error', reject);
    });
  }

  async function connectionsClosed(): Promise<void> {
    for (let i = 0; i < 200; i += 1) {
      const open = await new Promise<number>((resolve, reject) =>
        app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
      if (open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // The calls' hooks run on after their sockets went.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  it('logs no error and no 500, and the server serves the next call', async () => {
    for (let round = 0; round < 20; round += 1) {
      await Promise.all(CALLS.map(sendAndReset));
    }
    await connectionsClosed();

    const errors = lines.filter((line) => line.level >= 50);
    expect(errors.map((line) => line.msg)).toEqual([]);
    expect(lines.filter((line) => line.res?.statusCode === 500)).toEqual([]);
    // The calls did reach the server after their client had gone (else this test would prove nothing).
    expect(lines.some((line) => line.msg?.startsWith('client closed the connection'))).toBe(true);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});
