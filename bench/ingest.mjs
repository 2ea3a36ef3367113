// Transaction feed ingestion benchmark on PostgreSQL (docs/transaction-feed.md; issue 13's target:
// at most 5x a plain COPY of the same rows, and under 60 s for a million).
// Creates a fresh database, starts the real server on it (which migrates and seeds), links a share of the
// feed's cards to demo members of one partner (fingerprints keyed as the server keys them) and uses that
// partner's catalog merchants, so matching and the reward engine do real work. Writes a feed file of N
// rows (purchases with their settlements and some refunds), posts it signed and times the import, then
// times psql's \copy of the same file into a scratch table. Drops the database.
//
// Usage: node bench/ingest.mjs [--rows 1000000] [--cards 2000] [--partner aerovia]
//                              [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--keep] [--explain]
// --keep keeps the database (EXPLAIN the statements by hand); --explain logs every statement of the import
// over 300 ms with its plan to the PostgreSQL server log (auto_explain; needs a superuser admin URL).
// npm run bench (bench/run-all.mjs) calls ingestBench() for its table; bench/account.mjs posts its feed with
// cardNumber() and postSignedFeed().
import { spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { adminQuery, isMain, scratchDatabase, startServer } from './server-harness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const FEED_HEADER =
  'transaction_id,event,card_number,merchant_id,amount_cents,currency,occurred_at,original_transaction_id';
const FEED_START = Date.parse('2026-01-01T18:00:00Z');

/** Luhn-valid 16-digit numbers: the feed checks only the length, but realistic input costs realistic work. */
export function cardNumber(n) {
  const body = `4${String(n).padStart(14, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The vault's keyed fingerprint (apps/server/src/modules/card-vault/card-crypto.ts cardFingerprint). */
export const cardFingerprint = (secret, digits) =>
  createHmac('sha256', secret).update(`card:${digits}`).digest('base64url');

/**
 * Links 80% of the feed's cards to the partner's demo members (the closed member's too): most before the
 * feed starts, a tenth a fortnight into it (its earlier purchases: 'card linked after the purchase'), a
 * tenth removed ten days into it ('card unlinked before the purchase'). The other 20% are unknown cards.
 */
async function linkCards(client, { partner, cards, fingerprintSecret }) {
  const members = (
    await client.query(`SELECT id FROM members WHERE partner_code = $1 AND public_id LIKE 'demo-%' ORDER BY id`, [
      partner,
    ])
  ).rows.map((r) => r.id);
  if (members.length === 0) throw new Error(`no demo members for partner ${partner}`);
  const day = 86_400_000;
  const links = [];
  for (let n = 0; n < cards; n++) {
    const kind = n % 10;
    if (kind >= 8) continue;
    const number = cardNumber(n);
    links.push({
      id: `bench-${n}`,
      member: members[n % members.length],
      fingerprint: cardFingerprint(fingerprintSecret, number),
      lastFour: number.slice(-4),
      linkedAt: new Date(FEED_START - (kind === 6 ? -14 : 30) * day).toISOString(),
      removedAt: kind === 7 ? new Date(FEED_START + 10 * day).toISOString() : null,
    });
  }
  await insertCardLinks(client, partner, links);
  return links.length;
}

/**
 * Links cards to members as the vault would have ({ id, member, fingerprint, lastFour, linkedAt, removedAt }):
 * rows written directly, so a link can date from before the feed it is measured with.
 */
export async function insertCardLinks(client, partner, links) {
  await client.query(
    `INSERT INTO member_cards (id, partner_code, member_id, fingerprint, last_four, card_type, description, linked_at,
                               removed_at, removal_reason)
     SELECT t.id, $1, t.member_id, t.fingerprint, t.last_four, 'visa', 'Visa', t.linked_at, t.removed_at,
            CASE WHEN t.removed_at IS NOT NULL THEN 'deleted' END
     FROM unnest($2::text[], $3::integer[], $4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[])
       AS t(id, member_id, fingerprint, last_four, linked_at, removed_at)`,
    [
      partner,
      links.map((l) => l.id),
      links.map((l) => l.member),
      links.map((l) => l.fingerprint),
      links.map((l) => l.lastFour),
      links.map((l) => l.linkedAt),
      links.map((l) => l.removedAt),
    ],
  );
}

/** The partner's catalog merchants (public ids), and some the partner does not carry. */
export async function merchantIds(client, partner) {
  const carried = (
    await client.query(
      `SELECT m.merchant_id FROM merchants m JOIN merchant_partners mp ON mp.merchant_id = m.id
       WHERE mp.partner_code = $1 ORDER BY m.id`,
      [partner],
    )
  ).rows.map((r) => r.merchant_id);
  const elsewhere = (
    await client.query(
      `SELECT m.merchant_id FROM merchants m
       WHERE NOT EXISTS (SELECT 1 FROM merchant_partners mp WHERE mp.merchant_id = m.id AND mp.partner_code = $1)
       ORDER BY m.id LIMIT 500`,
      [partner],
    )
  ).rows.map((r) => r.merchant_id);
  if (carried.length === 0) throw new Error(`no catalog merchants carried by ${partner}`);
  return { carried, elsewhere };
}

/**
 * Purchases every 7 seconds from FEED_START, each authorized then settled with a tip, every tenth partly
 * refunded. 90% at merchants the partner carries, 5% at merchants it does not, 5% at unknown merchant ids.
 */
function feedFile(rows, cards, { carried, elsewhere }) {
  const lines = [FEED_HEADER];
  for (let i = 0; lines.length <= rows; i++) {
    const id = `B-${i}`;
    const number = cardNumber(i % cards);
    // High bits of a multiplicative hash: independent of which card (i % cards) the purchase is on.
    const pick = (Math.imul(i, 2654435761) >>> 16) % 20;
    const merchant =
      pick < 18 || elsewhere.length === 0
        ? carried[(i * 7919) % carried.length]
        : pick === 18
          ? elsewhere[i % elsewhere.length]
          : `M-UNKNOWN-${i % 100}`;
    const at = new Date(FEED_START + i * 7_000).toISOString();
    const amount = 1500 + ((i * 37) % 20_000);
    lines.push(`${id},authorization,${number},${merchant},${amount},USD,${at},`);
    if (lines.length <= rows) lines.push(`${id},settlement,${number},${merchant},${amount + 300},USD,${at},`);
    if (i % 10 === 0 && lines.length <= rows) lines.push(`${id}-R,refund,${number},${merchant},500,USD,${at},${id}`);
  }
  return `${lines.slice(0, rows + 1).join('\n')}\n`;
}

/** POSTs with node:http: fetch gives up on an answer after 300 s, and a slow import is a result to report, not an error. */
function post(url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': body.length } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Signs a feed file as the card network does (t=…,v1=HMAC-SHA256 of "t." and the body) and posts it to
 * POST /api/Processor/Transactions; answers { status, json } (the import report).
 */
export function postSignedFeed(base, secret, body) {
  const t = Math.floor(Date.now() / 1000);
  const signature = `t=${t},v1=${createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex')}`;
  return post(
    `${base}/api/Processor/Transactions`,
    { 'content-type': 'text/csv', 'x-forkpoint-signature': signature },
    body,
  );
}

/**
 * The whole benchmark, printing through `log`: a new database and server, `rows` feed rows over `cards` cards
 * posted signed and timed, then psql's \copy of the same file. Answers { rows, bytes, ingestMs, copyMs, ratio,
 * report, matched, unmatched, rewards, loadBefore, loadAfter }. Drops the database unless `keep`.
 */
export async function ingestBench({
  rows = 1_000_000,
  cards = 2000,
  partner = 'aerovia',
  adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres',
  keep = false,
  explain = false,
  log = console.log,
} = {}) {
  const secret = randomBytes(24).toString('hex');
  const fingerprintSecret = randomBytes(24).toString('hex');
  let server;
  let database;
  const dir = mkdtempSync(join(tmpdir(), 'forkpoint-ingest-'));
  try {
    database = await scratchDatabase(adminUrl);
    if (explain) {
      // Every statement of the import over 300 ms goes to the server's log with its plan, as it ran.
      for (const setting of [
        "session_preload_libraries = 'auto_explain'",
        "auto_explain.log_min_duration = '300ms'",
        'auto_explain.log_analyze = on',
        'auto_explain.log_buffers = on',
        'auto_explain.log_nested_statements = on',
      ]) {
        await adminQuery(adminUrl, `ALTER DATABASE ${database.name} SET ${setting}`);
      }
    }
    let base;
    ({ server, base } = await startServer(root, database.url, {
      PROCESSOR_SIGNING_SECRET: secret,
      CARD_FINGERPRINT_SECRET: fingerprintSecret,
    }));

    const client = new pg.Client({ connectionString: database.url });
    client.on('error', () => {}); // dropped with the database when a run fails: the failure itself is reported
    await client.connect();
    const linked = await linkCards(client, { partner, cards, fingerprintSecret });
    const merchants = await merchantIds(client, partner);
    const file = join(dir, 'feed.csv');
    writeFileSync(file, feedFile(rows, cards, merchants));
    const body = readFileSync(file);
    log(
      `feed: ${rows.toLocaleString('en-US')} rows, ${(body.length / 1024 / 1024).toFixed(1)} MiB; ` +
        `${cards} cards, ${linked} linked to ${partner}'s demo members; ${merchants.carried.length} ${partner} merchants`,
    );

    // The machine's load beside the numbers: the import is CPU-bound, so it slows with whatever else runs.
    const loadBefore = loadavg()[0];
    const posted = Date.now();
    const { status, json: report } = await postSignedFeed(base, secret, body);
    const ingestMs = Date.now() - posted;
    if (status !== 200) throw new Error(`import failed: ${status} ${JSON.stringify(report)}`);
    const loadAfter = loadavg()[0];
    log(
      `import: ${(ingestMs / 1000).toFixed(1)} s — applied ${report.applied} (matched ${report.matched}, ` +
        `unmatched ${report.unmatched}), duplicates ${report.duplicates}, rejected ${report.rejected}; ` +
        `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
    );
    const outcomes = (
      await client.query(
        `SELECT coalesce(match_reason, 'matched') AS outcome, count(*)::integer AS n
         FROM feed_events GROUP BY 1 ORDER BY 2 DESC`,
      )
    ).rows;
    const matched = outcomes.find((o) => o.outcome === 'matched')?.n ?? 0;
    const unmatched = outcomes.reduce((sum, o) => sum + (o.outcome === 'matched' ? 0 : o.n), 0);
    log(
      `matching: ${matched} matched, ${unmatched} unmatched (` +
        outcomes
          .filter((o) => o.outcome !== 'matched')
          .map((o) => `${o.outcome} ${o.n}`)
          .join(', ') +
        ')',
    );
    const rewards = (
      await client.query(`SELECT award_status, count(*)::integer AS n FROM rewards GROUP BY 1 ORDER BY 2 DESC`)
    ).rows;
    log(`rewards: ${rewards.map((r) => `${r.award_status} ${r.n}`).join(', ') || 'none'}`);

    const copySql = `CREATE TABLE scratch_feed (transaction_id text, event text, card_number text, merchant_id text,
      amount_cents integer, currency text, occurred_at timestamptz, original_transaction_id text)`;
    await client.query(copySql);
    await client.end();
    const copied = Date.now();
    const copy = spawnSync('psql', [database.url, '-q', '-c', `\\copy scratch_feed FROM '${file}' CSV HEADER`], {
      encoding: 'utf8',
    });
    if (copy.status !== 0) throw new Error(`COPY failed: ${copy.stderr}`);
    const copyMs = Date.now() - copied;
    log(`plain COPY of the same rows: ${(copyMs / 1000).toFixed(1)} s`);
    log(`import / COPY: ${(ingestMs / copyMs).toFixed(1)}x (target ≤ 5x; under 60 s for 1,000,000 rows)`);
    return {
      rows,
      bytes: body.length,
      ingestMs,
      copyMs,
      ratio: ingestMs / copyMs,
      report,
      matched,
      unmatched,
      rewards,
      loadBefore,
      loadAfter,
    };
  } finally {
    // SIGINT: no draining pause (SIGTERM waits for a load balancer to notice).
    server?.kill('SIGINT');
    await new Promise((r) => (server && server.exitCode === null ? server.once('exit', r) : r()));
    rmSync(dir, { recursive: true, force: true });
    if (database && !keep) await database.drop().catch(() => {});
    else if (database) log(`kept database ${database.name}`);
  }
}

if (isMain(import.meta.url)) {
  const option = (name, fallback) => {
    const at = process.argv.indexOf(`--${name}`);
    return at === -1 ? fallback : process.argv[at + 1];
  };
  await ingestBench({
    rows: Number(option('rows', 1_000_000)),
    cards: Number(option('cards', 2000)),
    partner: option('partner', 'aerovia'),
    adminUrl: option('admin-url', 'postgres://postgres@127.0.0.1:5432/postgres'),
    keep: process.argv.includes('--keep'),
    explain: process.argv.includes('--explain'),
  });
}
