import { randomInt } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKOUT_FAILED_ATTEMPTS, withLuhnCheckDigit } from '@forkpoint/shared';
import { openDatabase } from '../../src/db/database';
import { loadPartnerFiles, PARTNERS_DIR } from '../../src/modules/partners/partner-files';
import { DEMO_PASSWORD, demoEmail, seedDemoAccounts } from '../../src/stand-ins/seed/demo-accounts';
import { HttpBrowser } from './http-browser';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
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
 * Issue 19: any number of instances serve the same members. Three production servers (compiled, plain
 * node) start together on one new PostgreSQL database — one migrates and seeds under the advisory locks,
 * the others wait — behind a round-robin reverse proxy. A member's session, CSRF token, captcha and card
 * vault work across them, and the sign-in limit and the lockout count every instance's hits.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const AUTH_LIMIT = 6;
const INSTANCES = 3;
/** A loopback address of its own for each browser (Linux answers on all of 127/8), new every run. */
const clientAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`;
const visaNumber = () => withLuhnCheckDigit(`4${Array.from({ length: 14 }, () => randomInt(10)).join('')}`);

describe.runIf(SCALE_TESTS)('three instances on one PostgreSQL behind a round-robin proxy', () => {
  let build: ReturnType<typeof buildServer>;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];
  const proxies: RoundRobinProxy[] = [];
  let proxy: RoundRobinProxy;
  let membersAtStart: number;

  const startInstances = async (extra: Record<string, string> = {}) => {
    const started = await Promise.all(
      Array.from({ length: INSTANCES }, () => startServer(build.dir, { ...env, ...extra })),
    );
    servers.push(...started);
    const fronted = await startRoundRobinProxy(started.map((server) => server.port));
    proxies.push(fronted);
    return fronted;
  };

  beforeAll(async () => {
    build = buildServer();
    database = await freshDatabase();
    env = { ...productionEnv(database.url), TRUST_PROXY: '1', AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT) };
    proxy = await startInstances();
    // A production start seeds no demo member (DEMO_DATA, issue 28): the aerovia members this test signs in are
    // its own, added once the instances are up, as enrollment would add them.
    const fixture = await openDatabase({ url: database.url });
    try {
      const count = await fixture.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      membersAtStart = Number(count.n);
      const aerovia = loadPartnerFiles(PARTNERS_DIR).filter((partner) => partner.code === 'aerovia');
      await seedDemoAccounts(fixture.db, aerovia);
    } finally {
      await fixture.close();
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all(proxies.map((p) => p.close()));
    const codes = await Promise.all(servers.map((server) => stopServer(server)));
    await database?.drop();
    build?.remove();
    // Every instance shut down cleanly on SIGTERM.
    expect(codes).toEqual(servers.map(() => 0));
  }, 60_000);

  it('migrated and seeded the new database exactly once although three instances started on it at once, with no demo member', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const migrations = await client.query<{ name: string; times: number }>(
        'SELECT name, count(*)::int AS times FROM schema_migrations GROUP BY name HAVING count(*) > 1',
      );
      expect(migrations.rows).toEqual([]);
      // The default copy once, not once for each instance.
      const copies = await client.query(
        `SELECT partner_code, content_type, content_name, slug FROM content_entries
         GROUP BY partner_code, content_type, content_name, slug HAVING count(*) > 1`,
      );
      expect(copies.rows).toEqual([]);
      const content = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM content_entries');
      expect(content.rows[0]?.n).toBeGreaterThan(0);
      // A production start invents no restaurant: the program's catalog comes through the import.
      const merchants = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM merchants');
      expect(merchants.rows[0]?.n).toBe(0);
      expect(membersAtStart).toBe(0);
    } finally {
      await client.end();
    }
  });

  it('lets a member sign in on one instance, link a card on another and sign out on a third', async () => {
    const browser = await HttpBrowser.open(proxy.port, clientAddress());
    await browser.nextOn(1, INSTANCES);
    const signIn = await browser.signIn(demoEmail('noncard.member', 'aerovia'), DEMO_PASSWORD);
    expect([signIn.status, signIn.servedBy]).toEqual([200, 1]);

    // The captcha challenge, the vault's key and the link may each come from any instance.
    const number = visaNumber();
    const body = { creditCards: [await browser.frameCard(number)], directFileFeedOptIn: true };
    const gRecaptchaResponse = await browser.captcha();
    await browser.nextOn(2, INSTANCES);
    const link = await browser.request('POST', '/api/Member/Cards', { ...body, gRecaptchaResponse });
    expect([link.status, link.servedBy]).toEqual([200, 2]);
    const registration = link.json<{ cardRegistration: Array<{ error: unknown; memberCard: { lastFour: string } }> }>()
      .cardRegistration;
    expect(registration).toMatchObject([{ error: null, memberCard: { lastFour: number.slice(-4) } }]);

    // Every instance sees the card and the session.
    const listings = [];
    for (let i = 0; i < INSTANCES; i += 1) listings.push(await browser.request('GET', '/api/Member/Cards'));
    expect(new Set(listings.map((answer) => answer.servedBy)).size).toBe(INSTANCES);
    for (const answer of listings) {
      expect(answer.status).toBe(200);
      expect(answer.json<Array<{ lastFour: string }>>().map((card) => card.lastFour)).toContain(number.slice(-4));
    }

    await browser.nextOn(3, INSTANCES);
    const signOut = await browser.request('GET', '/api/SignOut');
    expect(signOut.servedBy).toBe(3);
    expect(signOut.status).toBeLessThan(300);
    // The session ended everywhere, even on the instances that served it before.
    const after = [];
    for (let i = 0; i < INSTANCES; i += 1) after.push(await browser.request('GET', '/api/Member'));
    expect(after.map((answer) => answer.status)).toEqual([401, 401, 401]);
    // A captcha solved once is spent on every instance, not only where it was redeemed.
    const replay = await HttpBrowser.open(proxy.port, clientAddress());
    await replay.signIn(demoEmail('noncard.member', 'aerovia'), DEMO_PASSWORD);
    const again = await replay.request('POST', '/api/Member/Cards', { ...body, gRecaptchaResponse });
    expect(again.status).toBe(400);
  });

  it('counts the sign-in limit across the instances: the limit is reached with hits spread over all three', async () => {
    const statuses = await signInStatuses(proxy.port, AUTH_LIMIT + 1);
    expect(statuses.served).toEqual(new Set([1, 2, 3]));
    expect(statuses.codes).toEqual([...Array<number>(AUTH_LIMIT).fill(401), 429]);
  });

  it('holds a lockout made on two instances on the third', async () => {
    const browser = await HttpBrowser.open(proxy.port, clientAddress());
    const userName = demoEmail('card.member', 'aerovia');
    const failures = [];
    for (let i = 0; i < LOCKOUT_FAILED_ATTEMPTS; i += 1) {
      await browser.nextOn((i % 2) + 1, INSTANCES);
      failures.push(await browser.signIn(userName, 'not the password'));
    }
    expect(new Set(failures.map((answer) => answer.servedBy))).toEqual(new Set([1, 2]));
    expect(failures.map((answer) => answer.status)).toEqual([
      ...Array<number>(LOCKOUT_FAILED_ATTEMPTS - 1).fill(401),
      403,
    ]);
    await browser.nextOn(3, INSTANCES);
    const right = await browser.signIn(userName, DEMO_PASSWORD);
    expect(right.servedBy).toBe(3);
    expect([right.status, right.json().code]).toEqual([403, 'ACCOUNT_LOCKED']);
  });

  describe('with REDIS_URL, the counters in Redis', () => {
    let redisProxy: RoundRobinProxy;
    const redis = new Redis(REDIS_URL, { lazyConnect: true });
    beforeAll(async () => {
      redisProxy = await startInstances({ REDIS_URL });
    }, 120_000);
    afterAll(() => redis.disconnect());

    it('counts the sign-in limit across the instances in Redis, and writes no counter to the database', async () => {
      const statuses = await signInStatuses(redisProxy.port, AUTH_LIMIT + 1);
      expect(statuses.served).toEqual(new Set([1, 2, 3]));
      expect(statuses.codes).toEqual([...Array<number>(AUTH_LIMIT).fill(401), 429]);
      const keys = await redis.keys(`forkpoint-rate-limit-POST/api/SignIn-${statuses.address}`);
      expect(keys).toHaveLength(1);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const rows = await client.query('SELECT 1 FROM rate_limit_counters WHERE counter_key LIKE $1', [
        `%${statuses.address}`,
      ]);
      await client.end();
      expect(rows.rowCount).toBe(0);
    });
  });
});

/** Sign-in attempts with a wrong password from one new address, in turn through the proxy. */
async function signInStatuses(port: number, times: number) {
  const address = clientAddress();
  const browser = await HttpBrowser.open(port, address);
  const codes: number[] = [];
  const served = new Set<number>();
  for (let i = 0; i < times; i += 1) {
    const answer = await browser.signIn(`nobody.${i}@aerovia.example`, 'wrong password');
    codes.push(answer.status);
    served.add(answer.servedBy);
  }
  return { codes, served, address };
}
