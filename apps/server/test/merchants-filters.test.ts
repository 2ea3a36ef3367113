import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewMerchant } from '../src/stand-ins/seed/merchants/new-merchant';
import type { TestContext } from './helper';
import {
  ELY,
  PARTNER_A,
  PARTNER_B,
  buildCatalogApp,
  elyQuery,
  expectedNearest,
  ids,
  searchAs,
} from './merchant-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildCatalogApp();
});
afterAll(async () => ctx?.close());

/** The fixtures partner A sees around Ely that pass `keep`, nearest first: what a filter must answer. */
const expected = (keep: (m: NewMerchant) => boolean) =>
  expectedNearest(PARTNER_A, ELY)
    .filter(keep)
    .map((m) => m.merchantId);
const filtered = async (query: string, partner = PARTNER_A) => {
  const { response, body } = await searchAs(ctx, elyQuery(query), partner);
  expect(response.statusCode, query).toBe(200);
  return ids(body.merchants);
};

describe('search filters', () => {
  it('acclaimed=true keeps acclaimed merchants; false does not filter', async () => {
    expect(await filtered('acclaimed=true')).toEqual(expected((m) => m.acclaimedLevel > 0));
    expect(await filtered('acclaimed=false')).toEqual(expected(() => true));
  });

  it('isNew=true keeps new merchants', async () => {
    expect(await filtered('isNew=true')).toEqual(expected((m) => m.isNew));
  });

  it('reservations=true keeps merchants bookable on OpenTable', async () => {
    const bookable = await filtered('reservations=true');
    expect(bookable).toEqual(expected((m) => m.openTableId !== null));
    expect(bookable.length).toBeGreaterThan(0);
  });

  it('reservations=true finds nothing for a partner without OpenTable reservations', async () => {
    expect(await filtered('reservations=true', PARTNER_B)).toEqual([]);
    expect(await filtered('', PARTNER_B)).toEqual(['T08']);
  });

  it('features keeps merchants with every chosen feature, comma-separated or repeated', async () => {
    expect(await filtered('features=delivery')).toEqual(expected((m) => m.features.includes('delivery')));
    const both = expected((m) => m.features.includes('delivery') && m.features.includes('online ordering'));
    expect(await filtered(`features=${encodeURIComponent('delivery,online ordering')}`)).toEqual(both);
    expect(await filtered(`features=delivery&features=${encodeURIComponent('online ordering')}`)).toEqual(both);
    expect(both.length).toBeLessThan(expected((m) => m.features.includes('delivery')).length);
  });

  it('mealsServed keeps merchants serving any chosen meal', async () => {
    expect(await filtered('mealsServed=breakfast')).toEqual(expected((m) => m.mealsServed.includes('breakfast')));
    expect(await filtered(`mealsServed=${encodeURIComponent('breakfast,late night')}`)).toEqual(
      expected((m) => m.mealsServed.includes('breakfast') || m.mealsServed.includes('late night')),
    );
  });

  it('priceRange keeps merchants at any chosen price level', async () => {
    expect(await filtered('priceRange=1')).toEqual(expected((m) => m.priceLevel === 1));
    expect(await filtered('priceRange=3,4')).toEqual(expected((m) => m.priceLevel >= 3));
  });

  it('benefitsFor=true keeps merchants with an offer; days keep merchants earning on one of them', async () => {
    expect(await filtered('benefitsFor=true')).toEqual(expected((m) => m.offers.length > 0));
    expect(await filtered('benefitsFor=Fri,Sat')).toEqual(
      expected((m) => m.benefitDays.includes('Fri') || m.benefitDays.includes('Sat')),
    );
    expect(await filtered('benefitsFor=Fri')).not.toContain('T04');
  });

  it('campaignCode keeps merchants whose benefit is available under that campaign', async () => {
    expect(await filtered('campaignCode=BRUNCH-CLUB')).toEqual(['T04']);
    expect(await filtered('campaignCode=ACCLAIMED')).toEqual(expected((m) => m.campaignCodes.includes('ACCLAIMED')));
    expect(await filtered('campaignCode=NO-SUCH-CAMPAIGN')).toEqual([]);
  });

  it('combines filters and text with AND', async () => {
    expect(await filtered('features=takeout&priceRange=2')).toEqual(
      expected((m) => m.features.includes('takeout') && m.priceLevel === 2),
    );
    expect(await filtered('features=takeout&priceRange=2&restaurantOrCuisine=mexican')).toEqual(['T04']);
  });

  it('applies filters under every sort', async () => {
    for (const sortBy of ['rating', 'name', 'newest', 'relevance']) {
      const got = await filtered(`priceRange=1&sortBy=${sortBy}`);
      expect([...got].sort(), sortBy).toEqual(expected((m) => m.priceLevel === 1).sort());
    }
  });
});
