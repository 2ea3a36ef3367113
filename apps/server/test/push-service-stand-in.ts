import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A local stand-in for a browser's push service (RFC 8030): an HTTPS server (web-push posts over https only) with
 * a certificate made for the run, that takes what web-push posts and keeps it, and a subscription whose keys are
 * ours, so a test can decrypt the payload (RFC 8291, aes128gcm) as the browser would. Listens on an ephemeral
 * loopback port; `agent` trusts its certificate (and nothing else).
 */

// web-push's own decrypting half (a dependency of web-push): the browser's side of the same encryption.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    buffer: Buffer,
    params: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: Buffer },
  ): Buffer;
};

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushServiceStandIn {
  received: ReceivedPush[];
  /** An HTTPS agent that trusts this stand-in's certificate, for the server's push sender. */
  agent: Agent;
  /** A subscription at this service, as PushSubscription.toJSON() gives it; `answer` is the status it replies. */
  subscription(name: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The payload of a received push, decrypted with the subscription's private key. */
  decrypt(push: ReceivedPush): unknown;
  /** From now on, answers this status to pushes to `name` (410: the subscription is gone). */
  answer(name: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const dir = mkdtempSync(join(tmpdir(), 'notify-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'));
  const key = readFileSync(join(dir, 'key.pem'));
  rmSync(dir, { recursive: true, force: true });
  const server: Server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path.split('/').at(-1) ?? '') ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    agent: new Agent({ ca: cert }),
    subscription(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      keys.set(name, { ecdh, auth });
      return {
        endpoint: `https://127.0.0.1:${port}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    decrypt(push) {
      const own = keys.get(push.path.split('/').at(-1) ?? '');
      if (!own) throw new Error(`no subscription at ${push.path}`);
      const plain = ece.decrypt(push.body, { version: 'aes128gcm', privateKey: own.ecdh, authSecret: own.auth });
      return JSON.parse(plain.toString('utf8'));
    },
    answer(name, status) {
      statuses.set(name, status);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
