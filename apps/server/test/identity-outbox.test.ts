import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { FAILED_BODY_PLACEHOLDER, SENT_BODY_PLACEHOLDER, createMailer } from '../src/modules/outbox/mailer';
import { STAGING_OUTBOX_PATH } from '../src/modules/outbox/staging-routes';
import { buildTestApp } from './helper';
import { buildIdentityApp, type IdentityContext } from './identity-helper';

let ctx: IdentityContext;
let smtp: { server: Server; port: number; messages: string[] };
beforeAll(async () => {
  ctx = await buildIdentityApp();
  smtp = await fakeSmtpServer();
});
afterAll(async () => {
  await ctx?.close();
  smtp?.server.close();
});

/** Just enough SMTP to accept one plain message per connection. */
function fakeSmtpServer(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = '';
            socket.write('250 queued\r\n');
          } else current += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, messages })),
  );
}

const mail = (to: string) => ({
  partnerCode: 'aerovia',
  kind: 'test',
  to,
  subject: 'Hello',
  text: 'link https://x/recover/update?token=abc',
});
const rowFor = (to: string) =>
  ctx.database.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();

describe('e-mail delivery', () => {
  it('keeps the mail in the outbox table when no SMTP server is configured', async () => {
    await createMailer({ db: ctx.database.db, clock: ctx.clock.now, from: 'x@example.com' }).send(
      mail('outbox@example.com'),
    );
    expect(await rowFor('outbox@example.com')).toMatchObject({
      transport: 'outbox',
      sent_at: null,
      text_body: mail('').text,
      subject: 'Hello',
    });
  });

  it('sends over SMTP when SMTP_URL is set, recording the delivery without keeping the body', async () => {
    const mailer = createMailer({
      db: ctx.database.db,
      clock: ctx.clock.now,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Forkpoint <no-reply@example.com>',
    });
    await mailer.send(mail('smtp@example.com'));
    expect(smtp.messages.some((m) => m.includes('To: smtp@example.com') && m.includes('token=abc'))).toBe(true);
    const row = await rowFor('smtp@example.com');
    expect(row).toMatchObject({ transport: 'smtp', text_body: SENT_BODY_PLACEHOLDER, error: null });
    expect(row.sent_at).not.toBeNull();
  });

  it('records a failed delivery without failing the caller, and without its body (the link in it)', async () => {
    const logged: unknown[] = [];
    const mailer = createMailer({
      db: ctx.database.db,
      clock: ctx.clock.now,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@example.com',
      log: (e) => logged.push(e),
    });
    await expect(mailer.send(mail('down@example.com'))).resolves.toBeUndefined();
    const row = await rowFor('down@example.com');
    expect(row.sent_at).toBeNull();
    expect(row.error).toBeTruthy();
    expect(row.text_body).toBe(FAILED_BODY_PLACEHOLDER);
    expect(JSON.stringify(row)).not.toContain('token=abc');
    expect(logged).toHaveLength(1);
  });

  it('accepts only smtp:// or smtps:// for SMTP_URL', () => {
    expect(loadEnv({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).SMTP_URL).toContain('smtps://');
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  });
});

describe('the staging tools outbox (GET /api/StagingTools/Outbox)', () => {
  const outbox = (host: string, query = '') =>
    ctx.app.inject({ method: 'GET', url: `${STAGING_OUTBOX_PATH}${query}`, headers: { host } });

  it("shows the current partner's mails to an address, newest first, and no other partner's", async () => {
    const mailer = createMailer({ db: ctx.database.db, clock: ctx.clock.now, from: 'x@example.com' });
    await mailer.send({ ...mail('Tester@Example.com'), subject: 'first' });
    await mailer.send({ ...mail('tester@example.com'), subject: 'second' });
    await mailer.send({ ...mail('tester@example.com'), partnerCode: 'veradell', subject: 'elsewhere' });
    await mailer.send({ ...mail('someone.else@example.com'), subject: 'not theirs' });

    const response = await outbox('aerovia.localhost', '?to=TESTER@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { emails } = response.json() as { emails: Array<{ subject: string; to: string; text: string }> };
    expect(emails.map((e) => e.subject)).toEqual(['second', 'first']);
    expect(emails[0]?.text).toContain('token=abc');
    const all = (await outbox('veradell.localhost')).json() as { emails: Array<{ subject: string }> };
    expect(all.emails.map((e) => e.subject)).toContain('elsewhere');
    expect(all.emails.map((e) => e.subject)).not.toContain('second');
  });

  it('is not there in production, where the staging tools are hidden', async () => {
    const production = await buildTestApp({
      seed: false,
      env: { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars' },
    });
    try {
      const response = await production.app.inject({ method: 'GET', url: STAGING_OUTBOX_PATH });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
