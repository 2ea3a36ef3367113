import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pino from 'pino';
import { isLuhnValid, withLuhnCheckDigit } from '@forkpoint/shared';
import { openDatabase, type Database } from '../src/db/database';
import { findCardNumbers, recordDatabaseScan, suiteLogger, sweepCaptures } from './suite-capture';

/*
 * The sweep must be able to fail. Here numbers are planted where the suite-wide sweep looks (a
 * database's text, jsonb and text[] columns, and a log file), in a folder and a database of this
 * test's own (never the run's capture folder), and the sweep's own functions must find each one.
 */

const VISA = withLuhnCheckDigit('411111111111111');
const AMEX = withLuhnCheckDigit('37828224631000');
const MASTERCARD = withLuhnCheckDigit('555555555555444');

let dir: string;
let database: Database;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'forkpoint-sweep-test-'));
  database = await openDatabase({});
  await sql`CREATE TABLE notes (id integer, body text, extra jsonb, tags text[], code varchar(40))`.execute(
    database.db,
  );
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the suite-wide card number sweep', () => {
  it('finds a number planted in a text, a jsonb or a text[] column, and says where without the number', async () => {
    await sql`INSERT INTO notes VALUES
      (1, ${`paid with ${VISA.replace(/(\d{4})(?=\d)/g, '$1 ')}`}, NULL, NULL, NULL),
      (2, 'nothing here', ${JSON.stringify({ card: { number: AMEX } })}::jsonb, NULL, NULL),
      (3, NULL, NULL, ${['a', `x-${MASTERCARD}`]}, NULL),
      (4, 'order 12345678901 on 2026-11-22', NULL, NULL, ${'4111-1111'})`.execute(database.db);
    await recordDatabaseScan(database, dir);
    const sweep = sweepCaptures(dir);
    expect(sweep.databases).toHaveLength(1);
    expect(sweep.findings.map((f) => f.where).sort()).toEqual(['notes.body', 'notes.extra', 'notes.tags']);
    expect(sweep.findings.find((f) => f.where === 'notes.body')?.masked).toBe('411111******1111');
    expect(JSON.stringify(sweep)).not.toContain(VISA);
  });

  it('finds a number written to a test app log, while the server redaction keeps ciphertext out', () => {
    const options = suiteLogger(dir) as pino.LoggerOptions & { stream: pino.DestinationStream };
    const log = pino(options, options.stream);
    log.info({ body: { creditCards: [{ encryptedCardNumber: 'c2VjcmV0', lastFour: '1111' }] } }, 'redacted');
    log.warn({ detail: `card ${MASTERCARD} declined` }, 'leaked');
    const sweep = sweepCaptures(dir);
    expect(sweep.logLines).toBe(2);
    expect(sweep.findings.filter((f) => f.where.startsWith('log-'))).toEqual([
      { where: expect.stringMatching(/^log-\d+\.ndjson:2$/), masked: '555555******4444', after: expect.any(String) },
    ]);
  });

  it('finds e-mail addresses and secret query values in a log, and the request serializer keeps them out', () => {
    const logDir = mkdtempSync(join(tmpdir(), 'forkpoint-sweep-privacy-'));
    const options = suiteLogger(logDir) as pino.LoggerOptions & { stream: pino.DestinationStream };
    const log = pino(options, options.stream);
    const request = { method: 'GET', url: '/recover/update?token=s3cretT0ken&email=ann%40example.com', host: 'h' };
    log.info({ req: request }, 'incoming request');
    log.warn({ detail: 'mail to ann.lee@example.com bounced' }, 'leaked');
    log.warn({ url: '/api/Sso/Callback?code=abc&state=def' }, 'leaked');
    const { logPrivacyFindings } = sweepCaptures(logDir);
    rmSync(logDir, { recursive: true, force: true });
    expect(logPrivacyFindings.map((f) => [f.where.replace(/^log-\d+/, 'log'), f.kind])).toEqual([
      ['log.ndjson:2', 'e-mail address'],
      ['log.ndjson:3', 'query value'],
      ['log.ndjson:3', 'query value'],
    ]);
    expect(JSON.stringify(logPrivacyFindings)).not.toContain('s3cret');
  });

  it('skips hex digests and epoch milliseconds, but not a number next to ordinary words', () => {
    const digest = `ab${VISA}cdef0123456789abcdef0123456789abcdef0123456789`;
    expect(findCardNumbers(`{"id_hash":"${digest}"}`, 'x')).toEqual([]);
    const uuid = `1f${VISA.slice(0, 6)}-${VISA.slice(6, 10)}-${VISA.slice(10, 14)}-${VISA.slice(14)}99-0123456789ab`;
    expect(findCardNumbers(`{"reqId":"${uuid}"}`, 'x')).toEqual([]);
    expect(findCardNumbers(`ref-${VISA.replace(/(\d{4})(?=\d)/g, '$1-')}-end`, 'x')).toHaveLength(1);
    const stamp = Array.from({ length: 20 }, (_, i) => String(1_732_000_000_000 + i)).find(isLuhnValid) ?? '';
    expect(stamp).not.toBe('');
    expect(findCardNumbers(`{"time":${stamp}}`, 'x')).toEqual([]);
    expect(findCardNumbers(`card${VISA}end`, 'x')).toHaveLength(1);
    expect(findCardNumbers(`note: ${VISA}`, 'x')).toHaveLength(1);
  });
});
