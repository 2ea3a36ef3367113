import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlexOffer } from '@forkpoint/shared/contracts/flex-offers';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { NOT_YOUR_OFFERS_MESSAGE } from '../src/modules/flex-offers/routes';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { ELY, offset, testMerchant } from './merchant-fixtures';

// GET /api/merchants/{merchantId}/flex-offers/members/{publicId}: the signed-in member's own flex offer,
// on partners with hasFlexOffers (brambleway: points, Select 3 per $1; kitefund: dollars, Select 6%).
const FLEX_POINTS = 'brambleway';
const FLEX_DOLLARS = 'kitefund';
const NO_FLEX = 'aerovia';
const host = (code: string) => `${code}.localhost`;

const merchant = (id: string, overrides: Parameters<typeof testMerchant>[3]) =>
  testMerchant(id, `Flex ${id}`, offset(ELY, 0, Number(id.slice(1))), {
    partnerCodes: [FLEX_POINTS, FLEX_DOLLARS, NO_FLEX],
    ...overrides,
  });

let ctx: IdentityContext;
let address = 0;
beforeAll(async () => {
  ctx = await buildIdentityApp();
  await insertMerchants(ctx.database.db, [
    merchant('F01', { campaignCodes: ['DINE', 'WEEKNIGHT-BONUS'] }),
    merchant('F02', { campaignCodes: ['DINE'] }),
    merchant('F03', { campaignCodes: ['DINE', 'BRUNCH-CLUB'], accessTier: 'select' }),
    merchant('F04', { campaignCodes: ['DINE', 'WEEKNIGHT-BONUS'], partnerCodes: [NO_FLEX] }),
  ]);
});
afterAll(async () => ctx?.close());

/** A browser signed in as a demo member of a partner, with that member's public id. */
async function signedIn(kind: Parameters<typeof demo>[0], partner: string) {
  address += 1;
  const browser = await Browser.open(ctx.app, host(partner), `10.7.0.${address}`);
  expect((await browser.signIn(demo(kind, partner))).statusCode).toBe(200);
  const { publicId } = (await browser.request('GET', '/api/Member')).json() as { publicId: string };
  return { browser, publicId };
}

const flexUrl = (merchantId: string, publicId: string) =>
  `/api/merchants/${merchantId}/flex-offers/members/${publicId}`;

describe('the flex-offer call', () => {
  it("answers the member's offer, priced at their own tier, and keeps it out of shared caches", async () => {
    const select = await signedIn('card', FLEX_POINTS);
    const response = await select.browser.request('GET', flexUrl('F01', select.publicId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual<FlexOffer>({
      id: 'flex-f01-weeknight-bonus-select',
      webMessageOfferAmount: '300 points',
      amount: 300,
      campaignCode: 'WEEKNIGHT-BONUS',
    });

    const basic = await signedIn('noncard', FLEX_POINTS);
    const basicOffer = (await basic.browser.request('GET', flexUrl('F01', basic.publicId))).json() as FlexOffer;
    expect(basicOffer).toMatchObject({ amount: 100, webMessageOfferAmount: '100 points' });

    const cash = await signedIn('card', FLEX_DOLLARS);
    const cashOffer = (await cash.browser.request('GET', flexUrl('F01', cash.publicId))).json() as FlexOffer;
    expect(cashOffer).toMatchObject({ amount: 6, webMessageOfferAmount: '$6' });
  });

  it("refuses anyone else's public id, whether or not it exists, and asks visitors to sign in", async () => {
    const card = await signedIn('card', FLEX_POINTS);
    const vip = await signedIn('vip', FLEX_POINTS);
    for (const other of [vip.publicId, 'no-such-member']) {
      const response = await card.browser.request('GET', flexUrl('F01', other));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: NOT_YOUR_OFFERS_MESSAGE });
    }
    const visitor = await Browser.open(ctx.app, host(FLEX_POINTS), '10.7.1.1');
    expect((await visitor.request('GET', flexUrl('F01', card.publicId))).statusCode).toBe(401);
  });

  it("keeps a session to its partner: the same cookies on another partner's host are signed out", async () => {
    const card = await signedIn('card', FLEX_POINTS);
    card.browser.host = host(FLEX_DOLLARS);
    expect((await card.browser.request('GET', flexUrl('F01', card.publicId))).statusCode).toBe(401);
  });

  it('answers 404 where there is no offer for the member', async () => {
    const basic = await signedIn('noncard', FLEX_POINTS);
    const notFound = async (merchantId: string) =>
      expect((await basic.browser.request('GET', flexUrl(merchantId, basic.publicId))).statusCode, merchantId).toBe(
        404,
      );
    await notFound('F02'); // no promotion of its own
    await notFound('F03'); // a Select merchant: no e-mail opt-in, no access to earn
    await notFound('F04'); // carried by another partner only
    await notFound('NOPE'); // no such merchant

    const closed = await signedIn('closed', FLEX_POINTS);
    expect((await closed.browser.request('GET', flexUrl('F01', closed.publicId))).statusCode).toBe(404);

    const select = await signedIn('card', FLEX_POINTS);
    expect((await select.browser.request('GET', flexUrl('F03', select.publicId))).statusCode).toBe(200);
  });

  it('answers 404 on a partner without flex offers, even at a merchant running a promotion', async () => {
    const card = await signedIn('card', NO_FLEX);
    const response = await card.browser.request('GET', flexUrl('F01', card.publicId));
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 naming the field for a malformed merchant id', async () => {
    const card = await signedIn('card', FLEX_POINTS);
    const response = await card.browser.request('GET', flexUrl('F%2001', card.publicId));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('merchantId');
  });
});
