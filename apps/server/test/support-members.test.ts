import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { LOCKOUT_FAILED_ATTEMPTS } from '@forkpoint/shared';
import { STAFF_MESSAGES } from '@forkpoint/shared/contracts/support';
import { SUPPORT_MEMBER_MESSAGES } from '@forkpoint/shared/contracts/support-members';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { Browser, buildIdentityApp, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { StaffBrowser, signedInStaff } from './support-helper';

let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
  await seedCardsAndEvents();
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;
const memberId = async (publicId: string) =>
  (await db().selectFrom('members').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow()).id;

/** The card member's card (moved here from brambleway's card member), one matched and one unmatched event. */
async function seedCardsAndEvents() {
  const now = ctx.clock.now();
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS);
  const card = {
    fingerprint: 'fp-support-test',
    last_four: '4242',
    card_type: 'visa' as const,
    description: 'Visa ending 4242',
    partner_card_id: null,
    envelope: null,
  };
  await db()
    .insertInto('member_cards')
    .values([
      {
        ...card,
        id: 'mc-support-old',
        partner_code: 'brambleway',
        member_id: await memberId('demo-card-brambleway'),
        linked_at: day(-60),
        removed_at: day(-20),
        removal_reason: 'moved',
      },
      {
        ...card,
        id: 'mc-support-new',
        partner_code: 'aerovia',
        member_id: await memberId('demo-card-aerovia'),
        linked_at: day(-20),
        removed_at: null,
        removal_reason: null,
      },
    ])
    .execute();
  const feed = await db()
    .insertInto('feed_imports')
    .values({
      received_at: now,
      rows_read: 2,
      applied: 2,
      matched: 1,
      unmatched: 1,
      duplicates: 0,
      rejected: 0,
      rejections: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cardMemberId = await memberId('demo-card-aerovia');
  await insertMerchants(db(), [testMerchant('SUPPORT-M1', 'Console Diner', ELY)]);
  const merchant = await db()
    .selectFrom('merchants')
    .select('id')
    .where('merchant_id', '=', 'SUPPORT-M1')
    .executeTakeFirstOrThrow();
  const event = (transactionId: string, at: Date, matched: boolean) => ({
    import_id: feed.id,
    transaction_id: transactionId,
    event: 'settlement' as const,
    card_fingerprint: card.fingerprint,
    merchant_id: 'SUPPORT-M1',
    amount_cents: 4200,
    currency: 'USD',
    occurred_at: at,
    local_date: at.toISOString().slice(0, 10),
    original_transaction_id: null,
    received_at: now,
    matched,
    match_reason: matched ? null : 'not a benefit day',
    member_card_id: matched ? 'mc-support-new' : null,
    member_id: matched ? cardMemberId : null,
    partner_code: matched ? 'aerovia' : null,
    catalog_merchant_id: matched ? merchant.id : null,
  });
  await db()
    .insertInto('feed_events')
    .values([
      event('tx-support-matched', day(-5), true),
      event('tx-support-unmatched', day(-3), false),
      // Long before the card came to this member: not this member's business.
      event('tx-support-old', day(-58), false),
    ])
    .execute();
}

describe('finding a member', () => {
  it('finds the card member by e-mail, public id, partner number and card last four', async () => {
    const agent = await signedInStaff(ctx.app, ctx.clock, 'agent');
    const partnerNumber = (
      await db()
        .selectFrom('members')
        .select('partner_number')
        .where('public_id', '=', 'demo-card-aerovia')
        .executeTakeFirstOrThrow()
    ).partner_number;
    for (const [query, matchedOn] of [
      ['CARD.member@aerovia.example', 'email'],
      ['demo-card-aerovia', 'publicId'],
      [partnerNumber ?? 'demo-card-aerovia', partnerNumber ? 'partnerNumber' : 'publicId'],
      ['4242', 'cardLastFour'],
    ] as const) {
      const response = await agent.request('GET', `/api/Support/Members?query=${encodeURIComponent(query)}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.json().members, query).toEqual([
        expect.objectContaining({ publicId: 'demo-card-aerovia', matchedOn }),
      ]);
    }
  });

  it("never finds another partner's member, by any key", async () => {
    const agent = await signedInStaff(ctx.app, ctx.clock, 'agent');
    for (const query of ['card.member@brambleway.example', 'demo-card-brambleway']) {
      expect((await agent.request('GET', `/api/Support/Members?query=${query}`)).json().members).toEqual([]);
    }
    const detail = await agent.request('GET', '/api/Support/Members/demo-card-brambleway');
    expect(detail.statusCode).toBe(404);
    expect(detail.json().message).toBe(STAFF_MESSAGES.memberNotFound);
  });

  it('answers 400 with a field message for an empty query', async () => {
    const agent = await signedInStaff(ctx.app, ctx.clock, 'agent');
    const response = await agent.request('GET', '/api/Support/Members?query=%20');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('query');
  });

  it('audits each look-up with what was asked and found', async () => {
    const agent = await signedInStaff(ctx.app, ctx.clock, 'agent');
    await agent.request('GET', '/api/Support/Members?query=4242');
    const last = await db()
      .selectFrom('staff_audit_log')
      .select(['action', 'after'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ action: 'member.search', after: { query: '4242', found: ['demo-card-aerovia'] } });
  });
});

describe("a member's detail", () => {
  it('shows profile, tier, cards (moved from another program), transactions and unmatched events near the card', async () => {
    const admin = await signedInStaff(ctx.app, ctx.clock, 'admin');
    const response = await admin.request('GET', '/api/Support/Members/demo-card-aerovia');
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.member).toMatchObject({ publicId: 'demo-card-aerovia', tierLevel: 'OptedIn' });
    expect(detail.cards).toEqual([
      expect.objectContaining({ lastFour: '4242', brand: 'visa', movedFromAnotherProgram: true, removedAt: null }),
    ]);
    expect(detail.transactions.map((t: { transactionId: string }) => t.transactionId)).toEqual(['tx-support-matched']);
    expect(detail.unmatchedEvents).toEqual([
      expect.objectContaining({
        transactionId: 'tx-support-unmatched',
        matchReason: 'not a benefit day',
        cardLastFour: '4242',
        merchantName: 'Console Diner',
      }),
    ]);
    expect(detail.lockout).toEqual({ locked: false, lockedUntil: null, failedCount: 0 });
    const audit = await db()
      .selectFrom('staff_audit_log')
      .select(['action', 'target_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'member.view', target_id: 'demo-card-aerovia' });
  });
});

describe('unlocking and recovery', () => {
  it('unlocks a locked member, who can sign in again, and records before and after', async () => {
    const member = await Browser.open(ctx.app, 'aerovia.localhost', '10.9.0.1');
    for (let i = 0; i < LOCKOUT_FAILED_ATTEMPTS; i += 1) await member.signIn('vip.member@aerovia.example', 'wrong');
    expect((await member.signIn('vip.member@aerovia.example')).statusCode).toBe(403);

    const agent = await signedInStaff(ctx.app, ctx.clock, 'agent');
    const detail = (await agent.request('GET', '/api/Support/Members/demo-vip-aerovia')).json();
    expect(detail.lockout.locked).toBe(true);
    expect(detail.signIns[0]).toMatchObject({ succeeded: false, outcome: 'locked' });
    const unlock = await agent.request('POST', '/api/Support/Members/demo-vip-aerovia/Unlock');
    expect(unlock.json()).toEqual({ done: true, message: SUPPORT_MEMBER_MESSAGES.unlocked });
    expect((await member.signIn('vip.member@aerovia.example')).statusCode).toBe(200);

    const audit = await db()
      .selectFrom('staff_audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'member.unlock')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ locked: true, failedCount: LOCKOUT_FAILED_ATTEMPTS });
    expect(audit.after).toEqual({ locked: false, lockedUntil: null, failedCount: 0 });
    const again = await agent.request('POST', '/api/Support/Members/demo-vip-aerovia/Unlock');
    expect(again.statusCode).toBe(409);
  });

  it('sends a recovery e-mail to the member, recorded without its link', async () => {
    const agent = await signedInStaff(ctx.app, ctx.clock, 'agent');
    const response = await agent.request('POST', '/api/Support/Members/demo-noncard-aerovia/RecoveryEmail');
    expect(response.json()).toEqual({ done: true, message: SUPPORT_MEMBER_MESSAGES.recoverySent });
    const mail = await db()
      .selectFrom('email_outbox')
      .select(['to_address', 'text_body'])
      .where('to_address', '=', 'noncard.member@aerovia.example')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toMatch(/\/recover\/update\?token=/);
    const audit = await db().selectFrom('staff_audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'member.recovery-email', after: { to: 'noncard.member@aerovia.example' } });
    expect(JSON.stringify(audit)).not.toMatch(/token/);
    const known = await agent.request('POST', '/api/Support/Members/demo-known-aerovia/RecoveryEmail');
    expect(known.statusCode).toBe(409);
  });
});

describe('role limits', () => {
  it('keeps content editors away from members, and audits the refusal', async () => {
    const editor = await signedInStaff(ctx.app, ctx.clock, 'content_editor');
    for (const [method, url] of [
      ['GET', '/api/Support/Members?query=4242'],
      ['GET', '/api/Support/Members/demo-card-aerovia'],
      ['POST', '/api/Support/Members/demo-card-aerovia/Unlock'],
      ['POST', '/api/Support/Members/demo-card-aerovia/RecoveryEmail'],
    ] as const) {
      const response = await editor.request(method, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(STAFF_MESSAGES.forbidden);
    }
    const refusals = await db()
      .selectFrom('staff_audit_log')
      .select('target_id')
      .where('action', '=', 'staff.access-refused')
      .execute();
    expect(refusals.map((r) => r.target_id)).toContain('POST /api/Support/Members/:publicId/Unlock');
  });

  it('answers 401 without a staff session and 403 without the CSRF header', async () => {
    const visitor = await StaffBrowser.open(ctx.app);
    expect((await visitor.request('GET', '/api/Support/Members?query=4242')).statusCode).toBe(401);
    const agent = await signedInStaff(ctx.app, ctx.clock, 'agent');
    const forged = await agent.request('POST', '/api/Support/Members/demo-card-aerovia/Unlock', undefined, {
      'x-xsrf-token': 'x',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CSRF_INVALID');
  });
});
