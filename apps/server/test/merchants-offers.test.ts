import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MerchantCard, MerchantOffer, MerchantSearchResponse } from '@forkpoint/shared';
import { usPlaces } from '../src/modules/locations/us-places';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { limitedOffer, weeklyOffer } from '../src/stand-ins/seed/merchants/offers';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { testMerchant } from './merchant-fixtures';

/**
 * Offers are answered only while they run, on the restaurant's own calendar (issue 15): an ended
 * offer and one not started yet are withheld from the search, the carousel and the merchant page,
 * "Limited time" goes with them, and benefitsFor=true finds only merchants with a live offer. The
 * app's clock is fixed at 05:30 UTC on Tuesday 4 June 2030: already the 4th in New York (01:30),
 * still the 3rd in Honolulu (19:30).
 */
const AT = new Date('2030-06-04T05:30:00Z');
const honolulu = usPlaces().zip('96813')!;
const timesSquare = usPlaces().zip('10036')!;

const endsOn3rd = limitedOffer('o-l1', '2030-05-20', '2030-06-03');
const weekly = weeklyOffer('o-w1', 'Thu');
const startsOn5th = limitedOffer('o-l3', '2030-06-05', '2030-07-05');
const endedInMay = limitedOffer('o-l4', '2030-05-01', '2030-05-20');
const running = limitedOffer('o-l5', '2030-05-25', '2030-06-30');

const inHonolulu = { city: 'Honolulu', state: 'HI', zip: '96813', timeZone: 'Pacific/Honolulu' } as const;
const inNewYork = { city: 'New York', state: 'NY', zip: '10036', timeZone: 'America/New_York' } as const;
const MERCHANTS = [
  testMerchant('L01', 'Aloha Kai Poke', honolulu, {
    ...inHonolulu,
    offers: [weekly, endsOn3rd],
    highlights: ['limitedTime'],
  }),
  testMerchant('L02', 'Sushi Kumo', timesSquare, { ...inNewYork, offers: [endsOn3rd], highlights: ['limitedTime'] }),
  testMerchant('L03', 'Sushi Hana', timesSquare, { ...inNewYork, offers: [startsOn5th], highlights: ['limitedTime'] }),
  testMerchant('L04', 'Osteria Luna', timesSquare, { ...inNewYork, offers: [endedInMay], highlights: ['limitedTime'] }),
  testMerchant('L05', 'Trattoria Rosa', timesSquare, {
    ...inNewYork,
    offers: [weekly, running],
    highlights: ['limitedTime'],
  }),
  testMerchant('L06', 'Golden Slice', timesSquare, { ...inNewYork, offers: [] }),
];

let ctx: IdentityContext;
let member: Browser;
const ids = new Map<string, number>();

beforeAll(async () => {
  ctx = await buildIdentityApp();
  ctx.clock.advance(AT.getTime() - ctx.clock.now().getTime());
  await insertMerchants(ctx.database.db, MERCHANTS);
  for (const row of await ctx.database.db.selectFrom('merchants').select(['id', 'merchant_id']).execute()) {
    ids.set(row.merchant_id, row.id);
  }
});
afterAll(async () => ctx?.close());

/** A member who earns everywhere, signed in at the clock's time (moving the clock a day ends a session). */
async function signInAt(at: Date) {
  ctx.clock.advance(at.getTime() - ctx.clock.now().getTime());
  member = await Browser.open(ctx.app, 'aerovia.localhost', '10.9.1.1');
  expect((await member.signIn(demo('vip'))).statusCode).toBe(200);
}
beforeEach(() => signInAt(AT));

async function page(merchantId: string): Promise<MerchantCard> {
  const response = await member.request('GET', `/api/v2/Merchants/${ids.get(merchantId)}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { merchant: MerchantCard }).merchant;
}

async function search(location: string, extra = '', path = 'Search'): Promise<Record<string, MerchantCard>> {
  const query = new URLSearchParams({ location, pageSize: '15' });
  const response = await member.request('GET', `/api/v2/Merchants/${path}?${query}${extra}`);
  expect(response.statusCode).toBe(200);
  const { merchants } = response.json() as MerchantSearchResponse;
  return Object.fromEntries(merchants.map((m) => [m.merchantId, m]));
}

const offerIds = (offers: MerchantOffer[]) => offers.map((o) => o.id);

describe('offers live at the request time', () => {
  it('withhold an offer that has ended, with its "Limited time" highlight', async () => {
    const ended = await page('L04');
    expect(ended.offers).toEqual([]);
    expect(ended.details.highlights).not.toContain('limitedTime');
    expect(ended.details.highlight).toBeNull();
    const nearby = await search('New York, NY');
    expect(nearby.L04!.offers).toEqual([]);
    expect(offerIds(nearby.L05!.offers)).toEqual(['o-w1', 'o-l5']);
    expect(nearby.L05!.details.highlight).toBe('limitedTime');
  });

  it('withhold an offer that has not started, and show it from its first day', async () => {
    expect((await page('L03')).offers).toEqual([]);
    expect((await search('New York, NY')).L03!.offers).toEqual([]);
    // 05:00 UTC on the 5th is 01:00 on the 5th in New York: the offer's first day there.
    await signInAt(new Date('2030-06-05T05:00:00Z'));
    expect(offerIds((await page('L03')).offers)).toEqual(['o-l3']);
    expect((await page('L03')).details.highlight).toBe('limitedTime');
  });

  it("read the offer's last day on the restaurant's clock, not the server's", async () => {
    // The same offer, ending on the 3rd: over in New York, where it is the 4th; still on in Honolulu.
    expect((await page('L02')).offers).toEqual([]);
    expect(offerIds((await page('L01')).offers)).toEqual(['o-w1', 'o-l1']);
    expect((await page('L01')).details.highlight).toBe('limitedTime');
    expect(offerIds((await search('Honolulu, HI')).L01!.offers)).toEqual(['o-w1', 'o-l1']);
  });

  it('find only merchants with a live offer for benefitsFor=true, in the search and the carousel', async () => {
    expect(Object.keys(await search('New York, NY', '&benefitsFor=true'))).toEqual(['L05']);
    expect(Object.keys(await search('Honolulu, HI', '&benefitsFor=true'))).toEqual(['L01']);
    const carousel = await search('New York, NY', '&benefitsFor=true', 'Carousel');
    expect(Object.keys(carousel)).toEqual(['L05']);
    expect(offerIds(carousel.L05!.offers)).toEqual(['o-w1', 'o-l5']);
  });
});
