import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import type { Database } from '../src/db/database';
import { loggerOptions } from '../src/lib/http/logging';
import { findLuhnValidNumbers, isEpochMillis } from './card-number-scanner';

/**
 * What the suite-wide "no clear card number anywhere" sweep looks at (docs/decisions/0009).
 * In-memory PGlite databases and the per-app PostgreSQL databases are gone when a test file
 * ends, so each test database is scanned as it closes (every text, json and text[] column of
 * every table) and the result is written to the run's capture folder; every test app logs, as
 * the server does, into that folder too. The sweep project, run after all the others, reads both.
 * The folder is made for one Vitest run by test/suite-capture-setup.ts and removed after it.
 */
export const SUITE_CAPTURE_ENV = 'FORKPOINT_SUITE_CAPTURE_DIR';

const captureDir = (): string | undefined => {
  const dir = process.env[SUITE_CAPTURE_ENV];
  return dir && existsSync(dir) ? dir : undefined;
};

export interface CardNumberFinding {
  where: string;
  /** First six and last four digits only: the finding must not leak what it found. */
  masked: string;
  /** The text just before it, digits as '#', to tell what the number was. */
  after: string;
}

export interface DatabaseScan {
  engine: string;
  tables: number;
  columns: number;
  findings: CardNumberFinding[];
}

const mask = (digits: string) => `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;

/**
 * Not a card number: epoch milliseconds (pino's "time"), and digits inside a hex token of 32 hex
 * characters or more, hyphens allowed (SHA-256 digests of sessions, visitors and tokens; the
 * UUIDs of request ids): 13 decimal digits in a row, or in 3-6 digit groups, turn up in about one
 * such token in ten. A number beside letters or hyphens in ordinary text is still found.
 */
export function notACardNumber(digits: string, text: string, index: number): boolean {
  if (isEpochMillis(digits)) return true;
  const isTokenChar = (char: string | undefined) => char !== undefined && /[0-9a-f-]/i.test(char);
  let start = index;
  let end = index;
  while (isTokenChar(text[start - 1])) start -= 1;
  while (isTokenChar(text[end])) end += 1;
  const token = text.slice(start, end);
  return token.replace(/-/g, '').length >= 32 && /[a-f]/i.test(token);
}

export function findCardNumbers(text: string, where: string): CardNumberFinding[] {
  return findLuhnValidNumbers(text, { ignore: notACardNumber }).map((hit) => ({
    where,
    masked: mask(hit.digits),
    after: text.slice(Math.max(0, hit.index - 40), hit.index).replace(/\d/g, '#'),
  }));
}

/**
 * A superset of what the scanner finds (13 digits, single spaces or hyphens allowed between
 * them), so PostgreSQL hands over only the values worth scanning.
 */
const CANDIDATE = '[0-9]([ -]?[0-9]){12}';

/** Scans every text-like column of every table of the database. */
export async function scanDatabase(database: Database): Promise<DatabaseScan> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
        OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar', '_bpchar', '_json', '_jsonb')))
    ORDER BY c.table_name, c.ordinal_position`.execute(database.db);
  const byTable = new Map<string, string[]>();
  for (const row of rows) byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);

  const findings: CardNumberFinding[] = [];
  for (const [table, columns] of byTable) {
    const values = sql.join(columns.map((column, i) => sql`${sql.ref(column)}::text AS ${sql.ref(`c${i}`)}`));
    const candidate = sql.join(
      columns.map((column) => sql`${sql.ref(column)}::text ~ ${CANDIDATE}`),
      sql` OR `,
    );
    const found = await sql<
      Record<string, string | null>
    >`SELECT ${values} FROM ${sql.table(table)} WHERE ${candidate}`.execute(database.db);
    for (const row of found.rows) {
      columns.forEach((column, i) => findings.push(...findCardNumbers(row[`c${i}`] ?? '', `${table}.${column}`)));
    }
  }
  return { engine: database.engine, tables: byTable.size, columns: rows.length, findings };
}

/** Writes a database's scan to the capture folder (when there is one). */
export async function recordDatabaseScan(database: Database, dir = captureDir()): Promise<void> {
  if (!dir) return;
  const scan = await scanDatabase(database);
  writeFileSync(join(dir, `db-${process.pid}-${randomBytes(6).toString('hex')}.json`), JSON.stringify(scan));
}

/** The database with its close() scanning it first, so the sweep learns what it held at the end. */
export function withSuiteCapture(database: Database): Database {
  return {
    ...database,
    close: async () => {
      try {
        await recordDatabaseScan(database);
      } finally {
        await database.close();
      }
    },
  };
}

const logStreams = new Map<string, pino.DestinationStream>();

/**
 * Logger options for test apps: the server's redaction (server.ts), every level, appended to this
 * process's log file in the capture folder; no logging when there is no capture folder.
 */
export function suiteLogger(dir = captureDir()): FastifyServerOptions['logger'] {
  if (!dir) return false;
  let stream = logStreams.get(dir);
  if (!stream) {
    stream = pino.destination({ dest: join(dir, `log-${process.pid}.ndjson`), sync: true, append: true });
    logStreams.set(dir, stream);
  }
  return loggerOptions('trace', stream);
}

export interface SweepResult {
  databases: DatabaseScan[];
  logLines: number;
  findings: CardNumberFinding[];
  /** E-mail addresses and secret query values written to the logs (src/lib/http/logging.ts keeps them out). */
  logPrivacyFindings: PrivacyFinding[];
}

export interface PrivacyFinding {
  where: string;
  kind: 'e-mail address' | 'query value';
  /** Its first two characters only. */
  masked: string;
}

/** An e-mail address, raw or percent-encoded (%40). */
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** A query value of a parameter that carries a secret or an address, not redacted to '~'. */
const SECRET_QUERY_VALUE = /[?&](?:token|code|state|email|to|userName|password)=(?!~(?:[&"\s]|$))([^&"\s]+)/gi;

export function findPersonalData(text: string, where: string): PrivacyFinding[] {
  const mask = (value: string) => `${value.slice(0, 2)}…`;
  return [
    ...[...text.matchAll(EMAIL)].map((m) => ({ where, kind: 'e-mail address' as const, masked: mask(m[0]) })),
    ...[...text.matchAll(SECRET_QUERY_VALUE)].map((m) => ({
      where,
      kind: 'query value' as const,
      masked: mask(m[1] ?? ''),
    })),
  ];
}

/** Everything the run captured, scanned: the database scans' findings and the log lines' own. */
export function sweepCaptures(dir: string): SweepResult {
  const files = readdirSync(dir).sort();
  const databases = files
    .filter((file) => /^db-.*\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as DatabaseScan);
  const findings = databases.flatMap((scan) => scan.findings);
  const logPrivacyFindings: PrivacyFinding[] = [];
  let logLines = 0;
  for (const file of files.filter((name) => /^log-.*\.ndjson$/.test(name))) {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean);
    logLines += lines.length;
    lines.forEach((line, n) => {
      findings.push(...findCardNumbers(line, `${file}:${n + 1}`));
      logPrivacyFindings.push(...findPersonalData(line, `${file}:${n + 1}`));
    });
  }
  return { databases, logLines, findings, logPrivacyFindings };
}
