import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_FEED_HEADER, TRANSACTION_FEED_PATH } from '@forkpoint/shared/contracts/transaction-feed';
import { loadEnv } from '../src/config/env';
import { outcomeSignedText } from '../src/modules/reservations/outcome-routes';
import { POSTINGS_PATH } from '../src/modules/rewards/posting-routes';
import { signFeed } from '../src/lib/feed-signature';
import { buildTestApp, testEngine, type TestContext } from './helper';
import { developmentKey, partnerCallHeaders } from './rewards-helper';

/**
 * The signed calls (issue 28, defect 3; SECURITY.md "Availability", docs/transaction-feed.md "Size"): a missing,
 * malformed or stale X-Forkpoint-Signature is refused before the body is read, and each call has its own body cap.
 *
 * Early refusal shows only through a real socket (inject hands the whole body over at once): the app listens on a
 * port, raw HTTP clients stream large unsigned bodies in parallel, and each refusal must arrive while its client is
 * still sending, with the server having read a small fraction of the body off its socket. Nothing here is timed.
 * The bodies are larger than the loopback socket buffers can hold (about 36 MB here: tcp_wmem 4 MB and tcp_rmem
 * 32 MB at most), so a client cannot finish sending unless the server reads the body.
 *
 * HTTP plumbing with no SQL of its own on the refused paths: it runs on PGlite only.
 */
describe.runIf(testEngine === 'pglite')('signed calls', () => {
  let ctx: TestContext;
  let port: number;
  /** The server's side of every connection, by the client's port, to read how many bytes the server took off each. */
  const serverSockets = new Map<number, Socket>();

  beforeAll(async () => {
    ctx = await buildTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });
    ctx.app.server.on('connection', (socket: Socket) => serverSockets.set(socket.remotePort!, socket));
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => ctx?.close());

  const secret = () => ctx.env.PROCESSOR_SIGNING_SECRET;
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const BODY_BYTES = 64 * 1024 * 1024;

  interface Streamed {
    status: number;
    body: { code?: string };
    connection: string | undefined;
    /** The answer came while the client had not finished sending its body. */
    answeredWhileSending: boolean;
    /** Bytes the server read off this request's connection. */
    serverRead: number;
  }

  /**
   * POSTs BODY_BYTES of body in 64 KiB writes, as fast as the socket takes them, until an answer arrives; with a
   * declared length, or chunked.
   */
  function stream(path: string, headers: Record<string, string>, chunked = false): Promise<Streamed> {
    const bytes = BODY_BYTES;
    return new Promise((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent: false,
        headers: { host: 'aerovia.localhost', ...(chunked ? {} : { 'content-length': String(bytes) }), ...headers },
      });
      const chunk = Buffer.alloc(64 * 1024, 'N-1,settlement,4111,M-1,100,USD,2030-01-01T00:00:00Z,\n');
      let sent = 0;
      let ended = false;
      let answered = false;
      let localPort: number | undefined;
      const pump = () => {
        while (!answered && sent < bytes) {
          const size = Math.min(chunk.length, bytes - sent);
          sent += size;
          if (!request.write(size === chunk.length ? chunk : chunk.subarray(0, size))) {
            request.once('drain', pump);
            return;
          }
        }
        if (!answered && !ended) {
          ended = true;
          request.end();
        }
      };
      request.on('socket', (socket) => socket.once('connect', () => (localPort = socket.localPort)));
      request.on('response', (response) => {
        answered = true;
        const answeredWhileSending = !ended;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (data: string) => (text += data));
        response.on('end', () => {
          // The server's end of this connection: the one whose remote port is this client's local port.
          const server = localPort === undefined ? undefined : serverSockets.get(localPort);
          request.destroy();
          const settle = () =>
            resolve({
              status: response.statusCode ?? 0,
              body: JSON.parse(text) as { code?: string },
              connection: response.headers.connection,
              answeredWhileSending,
              serverRead: server?.bytesRead ?? Number.NaN,
            });
          // Read the server's count once its socket is closed: nothing more can be read after that.
          if (!server || server.destroyed) settle();
          else server.once('close', settle);
        });
      });
      // Writes after the server closed the connection fail (EPIPE, ECONNRESET): expected once answered.
      request.on('error', (error) => {
        if (!answered) reject(error);
      });
      pump();
    });
  }

  it('refuses 12 parallel unsigned, malformed or stale large posts before reading their bodies', async () => {
    const stale = `t=1,v1=${'0'.repeat(64)}`;
    const outcomePath = '/api/Reservations/00000000-0000-4000-8000-000000000000/Outcome';
    const csv = { 'content-type': 'text/csv' };
    const json = { 'content-type': 'application/json' };
    const posts = [
      // The probe's header, four times over, and the feed with no header or a malformed one.
      stream(TRANSACTION_FEED_PATH, { ...csv, 'x-forkpoint-signature': stale }),
      stream(TRANSACTION_FEED_PATH, { ...csv, 'x-forkpoint-signature': stale }),
      stream(TRANSACTION_FEED_PATH, { ...csv, 'x-forkpoint-signature': stale }),
      stream(TRANSACTION_FEED_PATH, { ...csv, 'x-forkpoint-signature': stale }),
      stream(TRANSACTION_FEED_PATH, csv),
      stream(TRANSACTION_FEED_PATH, { ...csv, 'x-forkpoint-signature': `t=${nowSeconds()},v1=zz` }),
      // A chunked body (no declared length) is refused alike.
      stream(TRANSACTION_FEED_PATH, csv, true),
      // The booking provider's outcome webhook and a posting file's acknowledgement.
      stream(outcomePath, { ...json, 'x-forkpoint-signature': stale }),
      stream(outcomePath, json),
      stream(`${POSTINGS_PATH}/AEROVIA-20300101.csv/Acknowledgement`, { ...json, 'x-forkpoint-signature': stale }),
      stream(`${POSTINGS_PATH}/AEROVIA-20300101.csv/Acknowledgement`, json),
      stream(TRANSACTION_FEED_PATH, {
        ...csv,
        'x-forkpoint-signature': `t=${nowSeconds() - 301},v1=${'a'.repeat(64)}`,
      }),
    ];
    const answers = await Promise.all(posts);
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' }, connection: 'close' });
      // The refusal came while the client was still sending: the server did not wait for the body…
      expect(answer.answeredWhileSending).toBe(true);
      // …nor read it: what it took off the socket is a small part of the 64 MiB.
      expect(answer.serverRead).toBeLessThan(BODY_BYTES / 16);
    }
  });

  it('still serves a signed feed file on the same server', async () => {
    const body = `${TRANSACTION_FEED_HEADER.join(',')}\n`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: TRANSACTION_FEED_PATH,
      headers: {
        host: 'aerovia.localhost',
        'content-type': 'text/csv',
        'x-forkpoint-signature': signFeed(secret(), body, nowSeconds()),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rowsRead: 0, rejected: 0 });
  });

  it('caps the outcome webhook at kilobytes and the acknowledgement at one, signed or not', async () => {
    const url = '/api/Reservations/00000000-0000-4000-8000-000000000000/Outcome';
    const padded = JSON.stringify({ outcome: 'honoured', padding: 'x'.repeat(8 * 1024) });
    const tooLarge = await ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        host: 'aerovia.localhost',
        'content-type': 'application/json',
        'x-forkpoint-signature': signFeed(secret(), outcomeSignedText('POST', url, padded), nowSeconds()),
      },
      payload: padded,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('PAYLOAD_TOO_LARGE');

    const ackUrl = `${POSTINGS_PATH}/AEROVIA-20300101.csv/Acknowledgement`;
    const ack = await ctx.app.inject({
      method: 'POST',
      url: ackUrl,
      headers: {
        host: 'aerovia.localhost',
        'content-type': 'application/json',
        // Signed as a partner signs it: with its own integration key (the demo seed's development key).
        ...partnerCallHeaders(developmentKey('aerovia'), 'POST', ackUrl, new Date()),
      },
      payload: JSON.stringify({ note: 'x'.repeat(2048) }),
    });
    expect(ack.statusCode).toBe(413);
  });

  it('takes each cap from the environment (config/env.ts)', async () => {
    expect(loadEnv({})).toMatchObject({
      TRANSACTION_FEED_MAX_BYTES: 160 * 1024 * 1024,
      RESERVATION_OUTCOME_MAX_BYTES: 4096,
      POSTING_ACKNOWLEDGEMENT_MAX_BYTES: 1024,
    });
    expect(() => loadEnv({ RESERVATION_OUTCOME_MAX_BYTES: '10' })).toThrow(/RESERVATION_OUTCOME_MAX_BYTES/);
    expect(() => loadEnv({ TRANSACTION_FEED_MAX_BYTES: '1e12' })).toThrow(/TRANSACTION_FEED_MAX_BYTES/);

    const small = await buildTestApp({ env: { TRANSACTION_FEED_MAX_BYTES: '2048' } });
    try {
      const post = (body: string) =>
        small.app.inject({
          method: 'POST',
          url: TRANSACTION_FEED_PATH,
          headers: {
            host: 'aerovia.localhost',
            'content-type': 'text/csv',
            'x-forkpoint-signature': signFeed(small.env.PROCESSOR_SIGNING_SECRET, body, nowSeconds()),
          },
          payload: body,
        });
      const header = `${TRANSACTION_FEED_HEADER.join(',')}\n`;
      expect((await post(header)).statusCode).toBe(200);
      expect((await post(header + '#'.repeat(4096))).statusCode).toBe(413);
    } finally {
      await small.close();
    }
  });
});
