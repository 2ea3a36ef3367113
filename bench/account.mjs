// Account calls for a member with a long history (issue 19: p99 ≤ 20 ms), on PostgreSQL.
// Creates a fresh database and starts the real server (which migrates and seeds), links a card to the
// partner's demo card member from well before the history starts, posts a signed feed file of N purchases
// (an authorization and its settlement each, over the last two years, at the partner's restaurants) through
// POST /api/Processor/Transactions as the card network would, signs the member in through the API, then runs
// autocannon with the member's cookies against GET /api/Member, the first page of GET /api/Member/Transactions
// (the web app's page size) and GET /api/Member/DineSummary, beside GET /api/health. Drops the database.
//
// Usage: node bench/account.mjs [--transactions 2000] [--duration 10] [--connections 10] [--partner aerovia]
//        [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--keep]
//        [--cpu-prof <dir>]  the server writes a V8 CPU profile there when it stops (node --cpu-prof)
// Responses are not checked against zod at run time (RESPONSE_VALIDATION=false, as in production and as
// bench/search.mjs runs); set RESPONSE_VALIDATION=true in the bench's own environment to measure with it.
// npm run bench (bench/run-all.mjs) calls accountBench() for its table.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { FEED_HEADER, cardFingerprint, cardNumber, insertCardLinks, merchantIds, postSignedFeed } from './ingest.mjs';
import { benchCounters, isMain, loadTest, scratchDatabase, signIn, startServer } from './server-harness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const DAY_MS = 86_400_000;
/** The web app's activity page size (packages/shared/src/constants.ts ACTIVITY_PAGE_SIZE). */
const ACTIVITY_PAGE_SIZE = 10;

export const ACCOUNT_CALLS = [
  ['member', '/api/Member'],
  ['transactions, page 1', `/api/Member/Transactions?pageNo=1&resultsPerPage=${ACTIVITY_PAGE_SIZE}`],
  ['dine summary', '/api/Member/DineSummary'],
];

/**
 * `purchases` purchases on one card spread evenly over the two years before `now`, at the partner's
 * restaurants in turn, each authorized then settled with a tip: a feed file as docs/transaction-feed.md has it.
 */
export function historyFeed({ purchases, card, merchants, now }) {
  const lines = [FEED_HEADER];
  const span = 730 * DAY_MS;
  for (let i = 0; i < purchases; i++) {
    // Evenly spaced, at an evening hour that varies: the oldest two years ago, the newest an hour ago.
    const at = new Date(now - 3_600_000 - Math.floor(((purchases - i) * span) / purchases)).toISOString();
    const merchant = merchants[(i * 7919) % merchants.length];
    const amount = 1500 + ((i * 37) % 20_000);
    lines.push(`H-${i},authorization,${card},${merchant},${amount},USD,${at},`);
    lines.push(`H-${i},settlement,${card},${merchant},${amount + 300},USD,${at},`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The whole benchmark, printing through `log`. Answers { transactions, activityRecords, feed: { ingestMs,
 * report }, connections, duration, health, calls: [{ name, path, rps, p50, p95, p99, max, count, failures }] }.
 */
export async function accountBench({
  transactions = 2000,
  duration = 10,
  connections = 10,
  partner = 'aerovia',
  adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres',
  keep = false,
  cpuProfileDir = null,
  log = console.log,
} = {}) {
  const secret = randomBytes(24).toString('hex');
  const fingerprintSecret = randomBytes(24).toString('hex');
  const database = await scratchDatabase(adminUrl);
  const counters = await benchCounters();
  let server;
  try {
    let base;
    ({ server, base } = await startServer(
      root,
      database.url,
      {
        SESSION_SECRET: randomBytes(24).toString('hex'),
        PROCESSOR_SIGNING_SECRET: secret,
        CARD_FINGERPRINT_SECRET: fingerprintSecret,
        // One client address for every call: the per-address limit would stop a load test within a second.
        RATE_LIMIT_MAX: '100000000',
        RESPONSE_VALIDATION: process.env.RESPONSE_VALIDATION ?? 'false',
        ...counters.env,
      },
      { nodeArgs: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [] },
    ));

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const email = `card.member@${partner}.example`;
    const member = (
      await client.query('SELECT id FROM members WHERE partner_code = $1 AND email = $2', [partner, email])
    ).rows[0];
    if (!member) throw new Error(`no demo card member ${email}`);
    // A card of its own, linked three years ago, so every purchase of the history happened while it was linked.
    const card = cardNumber(9_999_999);
    await insertCardLinks(client, partner, [
      {
        id: 'bench-account-card',
        member: member.id,
        fingerprint: cardFingerprint(fingerprintSecret, card),
        lastFour: card.slice(-4),
        linkedAt: new Date(Date.now() - 3 * 365 * DAY_MS).toISOString(),
        removedAt: null,
      },
    ]);
    const { carried } = await merchantIds(client, partner);
    await client.end();

    const feed = historyFeed({ purchases: transactions, card, merchants: carried, now: Date.now() });
    const posted = Date.now();
    const { status, json: report } = await postSignedFeed(base, secret, Buffer.from(feed));
    const ingestMs = Date.now() - posted;
    if (status !== 200) throw new Error(`feed import failed: ${status} ${JSON.stringify(report)}`);
    // The tables' statistics as autovacuum leaves them within a minute of a load (a member's calls in service
    // meet analyzed tables): measured straight after the import, a fresh database still believes this member
    // has a handful of rows, and plans for that.
    const analyzer = new pg.Client({ connectionString: database.url });
    await analyzer.connect();
    await analyzer.query('ANALYZE');
    await analyzer.end();

    const cookie = (await signIn(base, partner)).map(({ name, value }) => `${name}=${value}`).join('; ');
    const headers = { cookie };
    const firstPage = await fetch(`${base}${ACCOUNT_CALLS[1][1]}`, { headers });
    if (!firstPage.ok) throw new Error(`transactions page answered ${firstPage.status}`);
    const activityRecords = (await firstPage.json()).totalResultSize;
    log(
      `${email}: ${transactions} purchases posted in ${(ingestMs / 1000).toFixed(1)} s (matched ${report.matched}, ` +
        `unmatched ${report.unmatched}); ${activityRecords} activity records. ${connections} connections, ` +
        `${duration} s per call after a 2 s warm-up; rate-limit counters in ${counters.label}; load average ` +
        `${loadavg()[0].toFixed(2)}`,
    );

    const measure = async (name, path, withCookie) => {
      const options = { connections, headers: withCookie ? headers : {} };
      await loadTest(`${base}${path}`, { ...options, duration: 2 });
      const result = { name, path, ...(await loadTest(`${base}${path}`, { ...options, duration })) };
      log(
        `${name.padEnd(22)} ${String(Math.round(result.rps)).padStart(6)} req/s  p50 ${result.p50.toFixed(1)}  ` +
          `p95 ${result.p95.toFixed(1)}  p99 ${result.p99.toFixed(1)} ms  non-200 ${result.failures}`,
      );
      return result;
    };
    const health = await measure('health', '/api/health', false);
    const calls = [];
    for (const [name, path] of ACCOUNT_CALLS) calls.push(await measure(name, path, true));
    return { transactions, activityRecords, feed: { ingestMs, report }, connections, duration, health, calls };
  } finally {
    if (server && server.exitCode === null) {
      // SIGINT: no draining pause (SIGTERM waits for a load balancer to notice).
      server.kill('SIGINT');
      await new Promise((r) => server.once('exit', r));
    }
    if (keep) log(`kept database ${database.url}`);
    else await database.drop();
  }
}

if (isMain(import.meta.url)) {
  const option = (name, fallback) => {
    const at = process.argv.indexOf(`--${name}`);
    return at === -1 ? fallback : process.argv[at + 1];
  };
  await accountBench({
    transactions: Number(option('transactions', 2000)),
    duration: Number(option('duration', 10)),
    connections: Number(option('connections', 10)),
    partner: option('partner', 'aerovia'),
    adminUrl: option('admin-url', 'postgres://postgres@127.0.0.1:5432/postgres'),
    keep: process.argv.includes('--keep'),
    cpuProfileDir: option('cpu-prof', null),
  });
}
