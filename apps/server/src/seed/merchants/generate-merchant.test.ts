import { describe, expect, it } from 'vitest';
import { merchantSchema } from '@forkpoint/shared';
import { loadPartnerFiles, PARTNERS_DIR } from '../../modules/partners/partner-files';
import { toMerchant } from '../../modules/merchants/merchant-mapper';
import { generateMerchant, generatedMerchantId } from './generate-merchant';
import { seedPlaces } from './seed-places';
import { searchTextOf } from './insert-merchants';
import type { NewMerchant } from './new-merchant';

const partners = loadPartnerFiles(PARTNERS_DIR);
const places = seedPlaces();
const catalog = Array.from({ length: 5000 }, (_, i) => generateMerchant(i, places, partners));

/** The row the insert would write, read back as the merchant page answers it. */
function asMerchant(m: NewMerchant, id: number) {
  return toMerchant(
    {
      id,
      merchant_id: m.merchantId,
      name: m.name,
      origin: m.origin,
      image_id: m.imageIds[0] ?? null,
      image_ids: m.imageIds,
      rating: m.rating,
      rating_count: m.ratingCount,
      price_level: m.priceLevel,
      cuisines: m.cuisines,
      highlights: m.highlights,
      street: m.street,
      city: m.city,
      state: m.state,
      zip: m.zip,
      neighborhood: m.neighborhood,
      lat: m.latitude,
      lng: m.longitude,
      acclaimed_level: m.acclaimedLevel,
      campaign_codes: m.campaignCodes,
      access_tier: m.accessTier,
      open_table_id: m.openTableId,
      features: m.features,
      meals_served: m.mealsServed,
      benefit_days: m.benefitDays,
      offers: m.offers,
      details: m.details,
      is_new: m.isNew,
    },
    1,
    { viewer: null, reservationsEnabled: true },
  );
}

describe('generateMerchant', () => {
  it('builds the same merchant for the same index, whatever else was generated', () => {
    expect(generateMerchant(1234, places, partners)).toEqual(catalog[1234]);
    expect(generateMerchant(7, places, [...partners].reverse()).partnerCodes.sort()).toEqual(
      [...catalog[7]!.partnerCodes].sort(),
    );
  });

  it('numbers merchants FP0000001 onwards', () => {
    expect(catalog[0]!.merchantId).toBe('FP0000001');
    expect(generatedMerchantId(99_999)).toBe('FP0100000');
    expect(new Set(catalog.map((m) => m.merchantId)).size).toBe(catalog.length);
  });

  it('gives every partner thousands of the default 5,000 merchants', () => {
    for (const partner of partners) {
      expect(catalog.filter((m) => m.partnerCodes.includes(partner.code)).length, partner.code).toBeGreaterThan(2000);
    }
    expect(catalog.every((m) => m.partnerCodes.length > 0)).toBe(true);
  });

  it('never gives a partner what its settings rule out', () => {
    const byCode = new Map(partners.map((p) => [p.code, p]));
    for (const m of catalog) {
      for (const code of m.partnerCodes) {
        const p = byCode.get(code)!;
        if (m.acclaimedLevel >= 1) expect(p.acclaimedEnabled, `${m.merchantId} ${code}`).toBe(true);
        if (m.acclaimedLevel >= 2) expect(p.acclaimed2Enabled, `${m.merchantId} ${code}`).toBe(true);
        if (m.accessTier === 'vip') expect(p.hasVIP, `${m.merchantId} ${code}`).toBe(true);
      }
    }
  });

  it('places merchants in real US cities, clustered in the big ones with their neighbourhoods', () => {
    const inManhattan = catalog.filter((m) => m.city === 'New York' && m.state === 'NY');
    expect(inManhattan.length).toBeGreaterThan(50);
    expect(inManhattan.every((m) => m.neighborhood !== null)).toBe(true);
    expect(new Set(catalog.map((m) => `${m.city}, ${m.state}`)).size).toBeGreaterThan(1000);
    for (const m of catalog.slice(0, 200)) {
      const city = places.places.find((p) => p.city === m.city && p.state === m.state)!;
      expect(
        city.zips.map((z) => z.zip),
        m.merchantId,
      ).toContain(m.zip);
    }
  });

  it('fills every field the contract asks for, in range', () => {
    catalog.forEach((m, i) => merchantSchema.parse(asMerchant(m, i + 1)));
    expect(catalog.some((m) => m.acclaimedLevel > 0)).toBe(true);
    expect(catalog.some((m) => m.offers.some((o) => o.type === 'Limited'))).toBe(true);
    expect(
      catalog.some((m) => m.details.menu.url !== null) && catalog.some((m) => m.details.menu.imageIds.length > 0),
    ).toBe(true);
    expect(new Set(catalog.flatMap((m) => m.highlights)).size).toBeGreaterThanOrEqual(6);
  });

  it('never puts the list separator of the bulk insert inside a value', () => {
    const lists = catalog.flatMap((m) => [
      ...m.imageIds,
      ...m.cuisines,
      ...m.highlights,
      ...m.campaignCodes,
      ...m.features,
      ...m.mealsServed,
      ...m.benefitDays,
    ]);
    expect(lists.some((value) => value.includes('|') || value === '')).toBe(false);
    expect(searchTextOf(catalog[0]!)).toBe(searchTextOf(catalog[0]!).toLowerCase());
  });
});
