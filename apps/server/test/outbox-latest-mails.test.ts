import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { latestOutboxMails } from '../src/modules/outbox/outbox-repository';
import { openTestDatabase } from './helper';

/**
 * The staging tools' read of the outbox (modules/outbox/outbox-repository.ts), without an app: one partner's mails,
 * newest first, cut to the limit, and to one address typed in any case. The HTTP side (who may read it, the audit
 * record of each read) is staging-tools.test.ts's and identity-outbox.test.ts's.
 */
let database: Database;
const db = () => database.db;
const AT = new Date('2030-06-01T12:00:00Z');

async function mail(partnerCode: string, to: string, subject: string) {
  await db()
    .insertInto('email_outbox')
    .values({
      partner_code: partnerCode,
      kind: 'test',
      to_address: to,
      subject,
      text_body: `Body of ${subject}`,
      created_at: AT,
      transport: 'outbox',
    })
    .execute();
}

beforeAll(async () => {
  database = await openTestDatabase('seeded');
  await mail('aerovia', 'ada@example.com', 'first');
  await mail('kitefund', 'ada@example.com', 'another program');
  await mail('aerovia', 'bob@example.com', 'second');
  await mail('aerovia', 'Ada@Example.com', 'third');
});
afterAll(async () => database?.close());

describe("a partner's latest mails", () => {
  it("are that partner's only, newest first, each as sent", async () => {
    const mails = await latestOutboxMails(db(), { partnerCode: 'aerovia', limit: 20 });
    expect(mails.map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(mails[0]).toEqual({
      id: expect.any(Number),
      kind: 'test',
      to: 'Ada@Example.com',
      subject: 'third',
      text: 'Body of third',
      createdAt: AT,
    });
  });

  it('are cut to the limit, the newest kept', async () => {
    const mails = await latestOutboxMails(db(), { partnerCode: 'aerovia', limit: 2 });
    expect(mails.map((m) => m.subject)).toEqual(['third', 'second']);
  });

  it('to one address match it in any case', async () => {
    const mails = await latestOutboxMails(db(), { partnerCode: 'aerovia', to: 'ADA@example.COM', limit: 20 });
    expect(mails.map((m) => m.subject)).toEqual(['third', 'first']);
  });
});
