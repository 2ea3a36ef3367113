import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '@forkpoint/shared';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { feedEnv, linkTestCard, postFeed, testCardNumber } from './rewards-helper';

/**
 * "This year" for a member's dining status is the year a dine counts in: its restaurant's (docs/rewards.md
 * "Dining status"). On New Year's Eve in Ely, Nevada (Pacific time), UTC has already turned over.
 */
let ctx: IdentityContext;
let browser: Browser;
// 31 December 2030, 9 pm in Ely: already 1 January 2031, 5 am, in UTC.
const NEW_YEARS_EVE = new Date('2031-01-01T05:00:00Z');

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: feedEnv });
  await insertMerchants(ctx.database.db, [testMerchant('DY-ELY', 'Ely Diner', ELY, { partnerCodes: ['aerovia'] })]);
  const card = testCardNumber();
  await linkTestCard(ctx, 'demo-card-aerovia', card, new Date('2030-12-01T00:00:00Z'));
  ctx.clock.advance(NEW_YEARS_EVE.getTime() - ctx.clock.now().getTime());
  // Dinner at 7:30 pm on the 31st, Ely time.
  await postFeed(ctx, [['DY-1', 'settlement', card, 'DY-ELY', 6000, '2030-12-31T19:30:00-08:00']]);
});
afterAll(async () => ctx?.close());

/** Signs in afresh at the clock's moment (a session ends after a while idle). */
async function signIn(): Promise<void> {
  browser = await Browser.open(ctx.app, 'aerovia.localhost');
  expect((await browser.signIn(demo('card', 'aerovia'))).statusCode).toBe(200);
}
const summary = async () => (await browser.request('GET', '/api/Member/DineSummary')).json();
const progress = async () => ((await browser.request('GET', '/api/Member')).json() as Member).diningProgress;

describe("a member's dining year", () => {
  it("counts New Year's Eve dinner in the year that is ending, until midnight where it was eaten", async () => {
    await signIn();
    expect(await summary()).toMatchObject({ currentYearDines: 1 });
    expect(await progress()).toMatchObject({ dinesRequired: 11, remainingDines: 10 });

    // Ten past midnight in Ely: the new year has started there too.
    ctx.clock.advance(Date.parse('2031-01-01T08:10:00Z') - ctx.clock.now().getTime());
    await signIn();
    expect(await summary()).toEqual({ currentYearBenefits: 0, currentYearDines: 0 });
    expect(await progress()).toMatchObject({ remainingDines: 11 });
  });
});
