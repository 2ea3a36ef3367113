import { describe, expect, it } from 'vitest';
import { catalogLocationSchema } from '@forkpoint/shared/contracts/catalog';
import { loadPartnerFiles, PARTNERS_DIR } from '../../../modules/partners/partner-files';
import { readCatalogJsonl } from '../../../modules/catalog/import/jsonl-lines';
import { planLine } from '../../../modules/catalog/import/plan-line';
import { demoCatalogFile, demoCatalogLine, demoSourceId } from './catalog-lines';
import { CATALOG_DATE, generateMerchant } from './generate-merchant';
import { seedPlaces } from './seed-places';

const partners = loadPartnerFiles(PARTNERS_DIR);
const programs = new Set(partners.map((p) => p.code));
const TODAY = new Date(CATALOG_DATE);
/** Enough restaurants for every kind the generator draws (coming soon and leaving soon are 1% each). */
const merchants = Array.from({ length: 3000 }, (_, i) => generateMerchant(i, seedPlaces(), partners, TODAY));

describe("the demo catalog's import file", () => {
  it('is lines of the public format plus only the seed-only key', () => {
    for (const merchant of merchants) {
      const { seedOnly, ...line } = demoCatalogLine(merchant, TODAY);
      const parsed = catalogLocationSchema.safeParse(line);
      expect(parsed.success, `${merchant.merchantId}: ${parsed.error?.message}`).toBe(true);
      expect(seedOnly?.merchantId).toBe(merchant.merchantId);
    }
  });

  it('reads without a refused line, and each plans to exactly the restaurant the generator drew', () => {
    const read = readCatalogJsonl(demoCatalogFile(merchants, TODAY), programs, 'seed');
    if (!read.ok) throw new Error(read.reason);
    expect(read.lines.filter((line) => 'reason' in line)).toEqual([]);
    const lifecycle = { comingSoon: 0, leavingSoon: 0 };
    read.lines.forEach((line, i) => {
      if (!('input' in line)) return;
      const m = merchants[i]!;
      expect(line.sourceId).toBe(demoSourceId(m.merchantId));
      const plan = planLine(line.input, undefined, TODAY);
      if (plan.outcome !== 'added') throw new Error(`${m.merchantId}: ${plan.outcome}`);
      const { details } = m;
      // Everything the merchants row and its details hold (insert-merchants.ts), as the generator drew it.
      expect(plan.state, m.merchantId).toMatchObject({
        name: m.name,
        street: m.street,
        city: m.city,
        state: m.state,
        zip: m.zip,
        latitude: m.latitude,
        longitude: m.longitude,
        neighborhood: m.neighborhood,
        timeZone: m.timeZone,
        phone: details.phone,
        website: details.website,
        cuisines: m.cuisines,
        priceLevel: m.priceLevel,
        features: m.features,
        meals: m.mealsServed,
        menuUrl: details.menu.url,
        menuImageIds: details.menu.imageIds,
        acclaimedLevel: m.acclaimedLevel,
        campaignCodes: m.campaignCodes,
        accessTier: m.accessTier,
        openTableId: m.openTableId,
        origin: m.origin,
        visitLimits: details.visitLimits,
        benefitDays: m.benefitDays,
        benefitHours: details.benefitHours,
        blackoutDates: details.blackoutDates,
        programs: [...m.partnerCodes].sort(),
        imageIds: m.imageIds,
        offers: m.offers,
        highlights: m.highlights,
        isNew: m.isNew,
      });
      expect(plan.state.offers, m.merchantId).toEqual(m.offers);
      for (const key of ['comingSoon', 'leavingSoon'] as const) if (m.highlights.includes(key)) lifecycle[key] += 1;
    });
    // The dated ones were among them: their highlight came from the dates the line gives.
    expect(lifecycle.comingSoon).toBeGreaterThan(5);
    expect(lifecycle.leavingSoon).toBeGreaterThan(5);
  });
});
