import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { AppError } from '../src/lib/app-error';
import {
  POSTING_MESSAGES,
  acknowledgePostingFile,
  postingFileBody,
  waitingPostingFiles,
} from '../src/modules/rewards/partner-postings';
import { openTestDatabase } from './helper';

/**
 * The partner side of posting files as services (modules/rewards/partner-postings.ts), on the seeded database
 * without an app: a program sees only its own files, `?partner=` may name only the program itself, and an
 * acknowledgement is taken once. The signed HTTP calls are rewards-postings.test.ts's and
 * partner-integration-keys.test.ts's.
 */
let database: Database;
const db = () => database.db;
const CREATED = new Date('2030-06-01T02:00:00Z');
const NOW = new Date('2030-06-01T12:00:00Z');
const LATER = new Date('2030-06-02T12:00:00Z');

async function file(partnerCode: string, fileName: string, acknowledgedAt: Date | null = null) {
  await db()
    .insertInto('reward_postings')
    .values({
      partner_code: partnerCode,
      file_name: fileName,
      line_count: 2,
      total_amount: '750',
      body: `header\n${fileName}\n`,
      created_at: CREATED,
      acknowledged_at: acknowledgedAt,
    })
    .execute();
}

beforeAll(async () => {
  database = await openTestDatabase('seeded');
  await file('aerovia', 'aerovia-20300601-001.csv', CREATED);
  await file('aerovia', 'aerovia-20300601-002.csv');
  await file('aerovia', 'aerovia-20300601-003.csv');
  await file('altavela', 'altavela-20300601-001.csv');
});
afterAll(async () => database?.close());

/** The AppError a call is refused with (fails the test when it is not refused). */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error: unknown = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('waitingPostingFiles', () => {
  it("lists the program's unacknowledged files, oldest first, and no other program's", async () => {
    const files = await waitingPostingFiles({ db: db(), partnerCode: 'aerovia' });
    expect(files).toEqual([
      {
        fileName: 'aerovia-20300601-002.csv',
        partnerCode: 'aerovia',
        lineCount: 2,
        totalAmount: 750,
        createdAt: CREATED.toISOString(),
      },
      expect.objectContaining({ fileName: 'aerovia-20300601-003.csv' }),
    ]);
    expect(await waitingPostingFiles({ db: db(), partnerCode: 'aerovia', askedPartner: 'aerovia' })).toEqual(files);
  });

  it('refuses ?partner= naming another program, or named twice, with 403 and no file', async () => {
    for (const askedPartner of ['altavela', ['aerovia', 'aerovia']]) {
      const error = await refusal(waitingPostingFiles({ db: db(), partnerCode: 'aerovia', askedPartner }));
      expect(error).toMatchObject({ code: 'FORBIDDEN', statusCode: 403, message: POSTING_MESSAGES.otherPartner });
    }
  });
});

describe('postingFileBody', () => {
  it("answers the program's file, acknowledged or not, and 404 for another program's", async () => {
    const body = (fileName: string) => postingFileBody({ db: db(), partnerCode: 'aerovia', fileName });
    expect(await body('aerovia-20300601-001.csv')).toBe('header\naerovia-20300601-001.csv\n');
    expect(await body('aerovia-20300601-002.csv')).toBe('header\naerovia-20300601-002.csv\n');
    for (const fileName of ['altavela-20300601-001.csv', 'no-such-file.csv']) {
      expect(await refusal(body(fileName))).toMatchObject({ code: 'NOT_FOUND', message: POSTING_MESSAGES.notFound });
    }
  });
});

describe('acknowledgePostingFile', () => {
  it('takes an acknowledgement once: a second answers the first time and the file leaves the list', async () => {
    const fileName = 'aerovia-20300601-002.csv';
    const first = await acknowledgePostingFile({ db: db(), partnerCode: 'aerovia', fileName, now: NOW });
    expect(first).toEqual({ fileName, acknowledgedAt: NOW.toISOString() });
    const again = await acknowledgePostingFile({ db: db(), partnerCode: 'aerovia', fileName, now: LATER });
    expect(again).toEqual({ fileName, acknowledgedAt: NOW.toISOString() });
    const waiting = await waitingPostingFiles({ db: db(), partnerCode: 'aerovia' });
    expect(waiting.map((f) => f.fileName)).toEqual(['aerovia-20300601-003.csv']);
  });

  it("answers 404 for another program's file and leaves it waiting", async () => {
    const fileName = 'altavela-20300601-001.csv';
    const error = await refusal(acknowledgePostingFile({ db: db(), partnerCode: 'aerovia', fileName, now: NOW }));
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: POSTING_MESSAGES.notFound });
    const waiting = await waitingPostingFiles({ db: db(), partnerCode: 'altavela' });
    expect(waiting.map((f) => f.fileName)).toEqual([fileName]);
  });
});
