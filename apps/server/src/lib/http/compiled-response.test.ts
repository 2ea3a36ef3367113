import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  merchantDetailResponseSchema,
  merchantSearchResponseSchema,
  type Merchant,
  type MerchantCard,
  type MerchantSearchResponse,
} from '@forkpoint/shared';
import { compileResponseSerializer, compiledSerializerCompiler, serializationSchema } from './compiled-response';

/** What fastify-type-provider-zod's serializer writes: zod's output, then JSON.stringify. */
const zodWrites = <T>(schema: z.ZodType<T>, data: T) => JSON.stringify(z.encode(schema, data));

const card = (overrides: Partial<MerchantCard> = {}): MerchantCard => ({
  id: 42,
  merchantId: 'FP0000042',
  name: 'Caf\u00e9 "Quote" \\ Back\nslash \u2028 \ud83c\udf63',
  origin: null,
  images: { imageBaseUrl: '/api/images/merchants/m42-0' },
  details: {
    rating: { overallRating: 4.35, numberOfRatings: 0 },
    priceRange: 0,
    cuisines: [],
    highlight: null,
    highlights: [],
  },
  location: {
    address: { street: '1 Main St', city: 'Ely', state: 'NV', zip: '89301' },
    neighborhood: null,
    latitude: 39.2474,
    longitude: -114.8886,
  },
  distance: null,
  acclaimedLevel: 0,
  benefitAvailability: { campaignCodes: ['DINE'], daysOfWeek: ['Sun', 'Sat'] },
  reservationProviders: { openTable: null },
  offers: [],
  timeZone: 'America/Los_Angeles',
  features: ['dine-in'],
  mealsServed: ['lunch'],
  accessTier: 'basic',
  isNew: false,
  access: { canEarn: false, reason: 'signInRequired', unlockTier: null },
  ...overrides,
});

const fullCard = card({
  origin: 'internal',
  details: {
    rating: { overallRating: 5, numberOfRatings: 1234 },
    priceRange: 4,
    cuisines: ['Japanese', 'Sushi'],
    highlight: 'new',
    highlights: ['new', 'acclaimed', 'limitedTime'],
  },
  location: {
    address: { street: '', city: 'Saint Louis', state: 'MO', zip: '63101' },
    neighborhood: 'Downtown',
    latitude: -0.5,
    longitude: 0,
  },
  distance: 0.07,
  acclaimedLevel: 2,
  timeZone: 'America/Chicago',
  reservationProviders: { openTable: { restaurantId: 'ot-1' } },
  offers: [
    {
      id: 'o-1',
      type: 'Limited',
      title: 'Triple',
      description: 'Earn triple.',
      daysOfWeek: ['Mon'],
      earnMultiplier: 3,
      startsOn: '2026-11-01',
      endsOn: '2026-12-01',
      version: 2,
      hours: { from: '17:00', until: '22:00' },
      minimumSpendDollars: 25,
      usesPerMember: 3,
    },
    {
      id: 'o-2',
      type: 'Unlimited',
      title: 'A perk',
      description: '',
      daysOfWeek: [],
      earnMultiplier: null,
      startsOn: null,
      endsOn: null,
      version: 1,
      hours: null,
      minimumSpendDollars: null,
      usesPerMember: null,
    },
  ],
  accessTier: 'vip',
  isNew: true,
  access: { canEarn: false, reason: 'vipRequired', unlockTier: 3 },
});

const answer = (merchants: MerchantCard[]): MerchantSearchResponse => ({
  merchants,
  pageNo: 2,
  pageSize: 20,
  hasMore: true,
  sortBy: 'relevance',
  searchArea: {
    kind: 'mapView',
    label: 'Current Map View',
    latitude: 37.775,
    longitude: -122.43,
    radiusMiles: null,
    bounds: { north: 37.81, south: 37.74, east: -122.38, west: -122.48 },
  },
});

describe('the serializer compiled from a zod schema', () => {
  const writeSearch = compileResponseSerializer(merchantSearchResponseSchema);

  it("writes a search answer exactly as zod's serializer does: nulls, escapes, empty and full lists", () => {
    for (const data of [
      answer([]),
      answer([card(), fullCard, card({ access: { canEarn: true, reason: null, unlockTier: null } })]),
      answer([card({ access: { canEarn: false, reason: 'emailOptInRequired', unlockTier: 2 } })]),
      {
        ...answer([card()]),
        searchArea: { ...answer([]).searchArea, kind: 'location' as const, radiusMiles: 25, bounds: null },
      },
    ]) {
      expect(writeSearch(data)).toBe(zodWrites(merchantSearchResponseSchema, data));
    }
  });

  it('writes the merchant page answer exactly as zod does', () => {
    const merchant: Merchant = {
      ...fullCard,
      images: { ...fullCard.images, gallery: ['/a', '/b'] },
      details: { ...fullCard.details, about: 'About "us".', phone: null, website: 'https://example.com' },
      benefitAvailability: {
        ...fullCard.benefitAvailability,
        hours: { from: '11:00', to: '22:00' },
        blackoutDates: ['2026-12-25'],
      },
      menu: { url: null, images: [] },
      ordering: { provider: 'Stand-in', url: '/ordering/FP0000042' },
      visitLimits: { maxSpendPerMonth: 250.5, maxVisitsPerMonth: 'unlimited' },
    };
    const writePage = compileResponseSerializer(merchantDetailResponseSchema);
    expect(writePage({ merchant })).toBe(zodWrites(merchantDetailResponseSchema, { merchant }));
    const limited = { ...merchant, ordering: null, visitLimits: { maxSpendPerMonth: null, maxVisitsPerMonth: 4 } };
    expect(writePage({ merchant: limited })).toBe(zodWrites(merchantDetailResponseSchema, { merchant: limited }));
  });

  it('leaves out fields the schema does not name, as zod does', () => {
    const extra = { ...card(), internalNote: 'not for clients' } as MerchantCard;
    const written = writeSearch(answer([extra]));
    expect(written).not.toContain('internalNote');
    expect(written).toBe(zodWrites(merchantSearchResponseSchema, answer([extra])));
  });

  it('turns "T or null" into nullable T, so no value goes through a validator to be written', () => {
    const json = JSON.stringify(serializationSchema(merchantSearchResponseSchema));
    expect(json).not.toContain('anyOf');
    expect(json).toContain('"nullable":true');
  });
});

describe('compiledSerializerCompiler', () => {
  async function appWith(validate: boolean, data: unknown) {
    const app = Fastify();
    app.get(
      '/answer',
      {
        schema: { response: { 200: merchantSearchResponseSchema } },
        serializerCompiler: compiledSerializerCompiler({ validate }),
      },
      async () => data,
    );
    await app.ready();
    return app;
  }

  it('checks answers against the schema when validating: contract drift is a 500, not a silent coercion', async () => {
    const drifted = { ...answer([card()]), pageNo: 'two' };
    const validating = await appWith(true, drifted);
    expect((await validating.inject('/answer')).statusCode).toBe(500);
    await validating.close();
  });

  it('writes without checking when not validating (production), the same bytes for a valid answer', async () => {
    const data = answer([fullCard]);
    for (const validate of [true, false]) {
      const app = await appWith(validate, data);
      const response = await app.inject('/answer');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(zodWrites(merchantSearchResponseSchema, data));
      await app.close();
    }
  });
});
