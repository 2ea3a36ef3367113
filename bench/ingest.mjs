// Transaction feed ingestion benchmark on PostgreSQL (docs/transaction-feed.md; issue 13's target:
// at most 5x a plain COPY of the same rows, and under 60 s for a million).
// Creates a fresh database, starts the real server on it (which migrates and seeds), writes a feed file
// of N rows (purchases with their settlements and some refunds, on a few hundred cards), posts it signed
// and times the import, then times psql's \copy of the same file into a scratch table. Drops the database.
//
// Usage: node bench/ingest.mjs [--rows 1000000] [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--keep]
import { spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { adminQuery, startServer } from './server-harness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const ROWS = Number(option('rows', 1_000_000));
const ADMIN_URL = option('admin-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const KEEP = process.argv.includes('--keep');
const SECRET = randomBytes(24).toString('hex');
const HEADER = 'transaction_id,event,card_number,merchant_id,amount_cents,currency,occurred_at,original_transaction_id';

const databaseName = `fp_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${databaseName}` }).toString();

const admin = (sqlText) => adminQuery(ADMIN_URL, sqlText);

/** Luhn-valid 16-digit numbers: the feed checks only the length, but realistic input costs realistic work. */
function card(n) {
  const body = `4${String(n).padStart(14, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function feedFile(rows) {
  const lines = [HEADER];
  const start = Date.parse('2026-01-01T18:00:00Z');
  for (let i = 0; lines.length <= rows; i++) {
    const id = `B-${i}`;
    const number = card(i % 500);
    const merchant = `M-${1000 + (i % 5000)}`;
    const at = new Date(start + i * 7_000).toISOString();
    const amount = 1500 + ((i * 37) % 20_000);
    lines.push(`${id},authorization,${number},${merchant},${amount},USD,${at},`);
    if (lines.length <= rows) lines.push(`${id},settlement,${number},${merchant},${amount + 300},USD,${at},`);
    if (i % 10 === 0 && lines.length <= rows) lines.push(`${id}-R,refund,${number},${merchant},500,USD,${at},${id}`);
  }
  return `${lines.slice(0, rows + 1).join('\n')}\n`;
}

let server;
const dir = mkdtempSync(join(tmpdir(), 'forkpoint-ingest-'));
try {
  await admin(`CREATE DATABASE ${databaseName}`);
  let base;
  ({ server, base } = await startServer(root, databaseUrl, { PROCESSOR_SIGNING_SECRET: SECRET }));

  const file = join(dir, 'feed.csv');
  writeFileSync(file, feedFile(ROWS));
  const body = readFileSync(file);
  console.log(`feed: ${ROWS.toLocaleString('en-US')} rows, ${(body.length / 1024 / 1024).toFixed(1)} MiB`);

  const t = Math.floor(Date.now() / 1000);
  const signature = `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.`).update(body).digest('hex')}`;
  const posted = Date.now();
  const response = await fetch(`${base}/api/Processor/Transactions`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', 'x-forkpoint-signature': signature },
    body,
  });
  const report = await response.json();
  const ingestMs = Date.now() - posted;
  if (!response.ok) throw new Error(`import failed: ${response.status} ${JSON.stringify(report)}`);
  console.log(
    `import: ${(ingestMs / 1000).toFixed(1)} s — applied ${report.applied}, duplicates ${report.duplicates}, rejected ${report.rejected}`,
  );

  const copySql = `CREATE TABLE scratch_feed (transaction_id text, event text, card_number text, merchant_id text,
    amount_cents integer, currency text, occurred_at timestamptz, original_transaction_id text)`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(copySql);
  await client.end();
  const copied = Date.now();
  const copy = spawnSync('psql', [databaseUrl, '-q', '-c', `\\copy scratch_feed FROM '${file}' CSV HEADER`], {
    encoding: 'utf8',
  });
  if (copy.status !== 0) throw new Error(`COPY failed: ${copy.stderr}`);
  const copyMs = Date.now() - copied;
  console.log(`plain COPY of the same rows: ${(copyMs / 1000).toFixed(1)} s`);
  console.log(`import / COPY: ${(ingestMs / copyMs).toFixed(1)}x (target ≤ 5x; under 60 s for 1,000,000 rows)`);
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => (server ? server.once('exit', r) : r()));
  rmSync(dir, { recursive: true, force: true });
  if (!KEEP) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
  else console.log(`kept database ${databaseName}`);
}
