import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES, REWARD_CLAIMS_PATH, type RewardClaim } from '@forkpoint/shared/contracts/claims';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { CLAIM_FINDINGS } from '../src/modules/claims/claim-finding';
import { Browser, buildIdentityApp, demo, fieldMessages, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { feedEnv, linkTestCard, postFeed, testCardNumber } from './rewards-helper';

/**
 * Missing-reward claims (issue 14, item 6): the engine answers from the feed when it can, otherwise the claim
 * waits for support; bad claims get field messages and change nothing. The clock is 1 June 2030, noon UTC.
 */
let ctx: IdentityContext;
let card: string;
let member: Browser;
let cardId: string;

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: feedEnv });
  await insertMerchants(ctx.database.db, [
    testMerchant('CL-OPEN', 'Claim Kitchen', ELY, { partnerCodes: ['aerovia'] }),
    testMerchant('CL-WEEKDAYS', 'Weekday Diner', ELY, {
      partnerCodes: ['aerovia'],
      benefitDays: ['Mon', 'Tue', 'Wed', 'Thu'],
    }),
    testMerchant('CL-OTHER', 'Another Program Grill', ELY, { partnerCodes: ['cirrella'] }),
  ]);
  card = testCardNumber();
  await linkTestCard(ctx, 'demo-card-aerovia', card, new Date('2030-04-01T00:00:00Z'));
  cardId = `t${card.slice(-12)}`;
  member = await Browser.open(ctx.app, 'aerovia.localhost');
  expect((await member.signIn(demo('card'))).statusCode).toBe(200);
});
afterAll(async () => ctx?.close());

const claim = (body: Record<string, string>, browser = member) =>
  browser.request('POST', REWARD_CLAIMS_PATH, {
    purchaseDate: '2030-05-14',
    amount: '42.50',
    merchantId: 'CL-OPEN',
    cardId,
    ...body,
  });

describe('missing-reward claims', () => {
  it('answers at once when the purchase earned', async () => {
    await postFeed(ctx, [['CL-1', 'settlement', card, 'CL-OPEN', 4250, '2030-05-14T19:00:00-07:00']]);
    const response = await claim({});
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'answered',
      finding: CLAIM_FINDINGS.earned,
      merchantName: 'Claim Kitchen',
    });
  });

  it("gives the feed's reason when the purchase did not earn", async () => {
    // Saturday 11 May 2030: the diner earns Monday to Thursday.
    await postFeed(ctx, [['CL-2', 'settlement', card, 'CL-WEEKDAYS', 3000, '2030-05-11T19:00:00-07:00']]);
    const response = await claim({ purchaseDate: '2030-05-11', amount: '30', merchantId: 'CL-WEEKDAYS' });
    expect(response.json()).toMatchObject({ status: 'answered', finding: CLAIM_FINDINGS.notBenefitDay });
  });

  it('answers without the feed when the restaurant is not in the program, and waits for support otherwise', async () => {
    expect((await claim({ merchantId: 'CL-OTHER', purchaseDate: '2030-05-13', amount: '25.00' })).json()).toMatchObject(
      {
        status: 'answered',
        finding: CLAIM_FINDINGS.notInProgram,
      },
    );
    expect((await claim({ purchaseDate: '2030-05-20', amount: '18.00' })).json()).toMatchObject({
      status: 'pending',
      finding: CLAIM_FINDINGS.waiting,
    });
  });

  it('refuses bad claims with a message at each field, and saves nothing', async () => {
    const before = (await member.request('GET', REWARD_CLAIMS_PATH)).json() as RewardClaim[];
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ purchaseDate: '2030-06-02' }, 'purchaseDate', CLAIM_MESSAGES.future],
      // 1 June: 22 May is the latest day 10 days back.
      [{ purchaseDate: '2030-05-23' }, 'purchaseDate', CLAIM_MESSAGES.tooRecent],
      [{ purchaseDate: '2029-05-01' }, 'purchaseDate', CLAIM_MESSAGES.tooOld],
      [{ purchaseDate: '2030-03-20' }, 'purchaseDate', CLAIM_MESSAGES.beforeLinked],
      [{ purchaseDate: '2030-02-30' }, 'purchaseDate', CLAIM_MESSAGES.date],
      [{ amount: '0' }, 'amount', CLAIM_MESSAGES.amount],
      [{ amount: '12.345' }, 'amount', CLAIM_MESSAGES.amount],
      [{ amount: 'lots' }, 'amount', CLAIM_MESSAGES.amount],
      [{ merchantId: 'NOWHERE' }, 'merchantId', CLAIM_MESSAGES.merchant],
      [{ cardId: 'someone-elses-card' }, 'cardId', CLAIM_MESSAGES.card],
    ];
    for (const [body, field, message] of cases) {
      const response = await claim({ purchaseDate: '2030-05-15', ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldMessages(response)[field], JSON.stringify(body)).toBe(message);
    }
    expect(((await member.request('GET', REWARD_CLAIMS_PATH)).json() as RewardClaim[]).length).toBe(before.length);
    // The same purchase twice: 409.
    expect((await claim({})).statusCode).toBe(409);
  });

  it("lists the member's own claims only, newest first", async () => {
    const mine = (await member.request('GET', REWARD_CLAIMS_PATH)).json() as RewardClaim[];
    expect(mine.map((c) => c.purchaseDate)).toEqual(['2030-05-20', '2030-05-13', '2030-05-11', '2030-05-14']);
    expect(mine[0]).toMatchObject({ amountCents: 1800, cardLastFour: card.slice(-4) });

    const other = await Browser.open(ctx.app, 'aerovia.localhost');
    await other.signIn(demo('vip'));
    expect((await other.request('GET', REWARD_CLAIMS_PATH)).json()).toEqual([]);
    // Another member's card is not theirs to claim on.
    expect(fieldMessages(await claim({}, other)).cardId).toBe(CLAIM_MESSAGES.card);
    const visitor = await Browser.open(ctx.app, 'aerovia.localhost');
    expect((await visitor.request('GET', REWARD_CLAIMS_PATH)).statusCode).toBe(401);
  });
});
