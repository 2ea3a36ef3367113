import { describe, expect, it } from 'vitest';
import { readCatalogJsonl } from './jsonl-lines';

const PROGRAMS = new Set(['aerovia']);

describe('readCatalogJsonl', () => {
  it('reads a rich line: brand, address, hours, limits, dates and the complete list of offers', () => {
    const line = {
      sourceId: 'b-1',
      brand: { sourceId: 'acme', name: 'Acme Grills' },
      name: 'Acme Ely',
      address: { street: '1 Main St', city: 'Ely', state: 'NV', zip: '89301' },
      timeZone: 'America/Los_Angeles',
      hours: { Mon: [{ from: '11:00', until: '22:00' }] },
      visitLimits: { maxSpendPerMonth: 500, maxVisitsPerMonth: 4 },
      reservationProviderId: 'ot-1',
      orderingProvider: 'external',
      benefitDays: ['Tue', 'Mon'],
      programs: ['aerovia'],
      opensOn: '2030-07-01',
      offers: [{ id: 'o1', multiplier: 3, endsOn: '2030-07-31', minimumSpendDollars: 30 }],
    };
    const read = readCatalogJsonl(`${JSON.stringify(line)}\n\n`, PROGRAMS);
    if (!read.ok) throw new Error(read.reason);
    expect(read.lines[0]).toMatchObject({
      line: 1,
      input: {
        sourceId: 'b-1',
        brand: { sourceId: 'acme', name: 'Acme Grills' },
        street: '1 Main St',
        zip: '89301',
        openTableId: 'ot-1',
        origin: 'external',
        benefitDays: ['Mon', 'Tue'],
        opensOn: '2030-07-01',
        offers: {
          complete: true,
          list: [{ id: 'o1', multiplier: 3, title: 'Triple for a limited time', minimumSpendDollars: 30 }],
        },
      },
    });
  });

  it('refuses lines that are not JSON or break the schema, naming the field', () => {
    const read = readCatalogJsonl(
      [
        'not json',
        '{"sourceId":"x","price":2}',
        '{"sourceId":"y","address":{"street":"a","city":"b","state":"NV","zip":"1"}}',
        '{"sourceId":"z","programs":["nope"]}',
        '{"sourceId":"w","timeZone":"Mars/Base"}',
      ].join('\n'),
      PROGRAMS,
    );
    if (!read.ok) throw new Error(read.reason);
    expect(read.lines.map((l) => ('reason' in l ? [l.line, l.sourceId, l.reason] : l.line))).toEqual([
      [1, null, 'the line is not a JSON object'],
      [2, 'x', expect.stringMatching(/price/)],
      [3, 'y', 'address.zip: address.zip must be five digits'],
      [4, 'z', 'unknown program nope'],
      [5, 'w', 'timeZone must be an IANA time zone'],
    ]);
    expect(readCatalogJsonl('\n \n', PROGRAMS)).toMatchObject({ ok: false });
  });

  it('reads a fixed-amount offer, and refuses an offer with both kinds or neither (decision 0040)', () => {
    const lines = [
      { sourceId: 'f-1', offers: [{ id: 'bonus', fixedAmount: 500, days: ['Tue'] }] },
      { sourceId: 'f-2', offers: [{ id: 'both', multiplier: 2, fixedAmount: 500 }] },
      { sourceId: 'f-3', offers: [{ id: 'none' }] },
      { sourceId: 'f-4', offers: [{ id: 'half', fixedAmount: 2.5 }] },
    ];
    const read = readCatalogJsonl(lines.map((line) => JSON.stringify(line)).join('\n'), PROGRAMS);
    if (!read.ok) throw new Error(read.reason);
    expect(read.lines[0]).toMatchObject({
      input: {
        offers: {
          list: [{ id: 'bonus', multiplier: null, fixedAmount: 500, days: ['Tue'], title: 'Bonus on Tuesdays' }],
        },
      },
    });
    expect(read.lines.slice(1).map((l) => ('reason' in l ? l.reason : null))).toEqual([
      'offers.0.fixedAmount: an offer has a multiplier or a fixedAmount, not both',
      'offers.0.multiplier: an offer needs a multiplier or a fixedAmount',
      expect.stringMatching(/^offers\.0\.fixedAmount: fixedAmount must be a whole number/),
    ]);
  });

  it('reads the page fields a program sends: neighbourhood, access tier, photos, menu photos, blackout dates', () => {
    const line = {
      sourceId: 'p-1',
      neighborhood: 'Wicker Park',
      accessTier: 'vip',
      photos: ['image:p-abc', 'image:p-def'],
      menuPhotos: ['image:p-menu'],
      blackoutDates: ['2030-12-31', '2030-12-25', '2030-12-25'],
    };
    const read = readCatalogJsonl(JSON.stringify(line), PROGRAMS);
    if (!read.ok) throw new Error(read.reason);
    expect(read.lines[0]).toEqual({
      line: 1,
      sourceId: 'p-1',
      input: {
        sourceId: 'p-1',
        neighborhood: 'Wicker Park',
        accessTier: 'vip',
        imageIds: ['p-abc', 'p-def'],
        menuImageIds: ['p-menu'],
        // Once each, in order.
        blackoutDates: ['2030-12-25', '2030-12-31'],
      },
    });
    const refused = readCatalogJsonl(
      [
        { sourceId: 'p-2', photo: 'image:a', photos: ['image:b'] },
        { sourceId: 'p-3', photos: ['photos/a.jpg'] },
        { sourceId: 'p-4', accessTier: 'gold' },
        { sourceId: 'p-5', blackoutDates: ['2030-02-30'] },
      ]
        .map((l) => JSON.stringify(l))
        .join('\n'),
      PROGRAMS,
    );
    if (!refused.ok) throw new Error(refused.reason);
    expect(refused.lines.map((l) => ('reason' in l ? l.reason : null))).toEqual([
      'give photo or photos, not both',
      expect.stringMatching(/^photos\.0: photos must be image:<id> each/),
      expect.stringMatching(/^accessTier: accessTier must be basic, select, vip/),
      'blackoutDates must be a date YYYY-MM-DD',
    ]);
  });

  it("refuses the seed-only fields in a posted file; only the seed's reading takes them (seed-extension.ts)", () => {
    const line = JSON.stringify({
      sourceId: 'demo:FP0000001',
      name: 'Demo Diner',
      seedOnly: {
        merchantId: 'FP0000001',
        rating: 4.2,
        ratingCount: 17,
        isNew: false,
        createdAt: '2026-01-02T03:04:05.000Z',
      },
    });
    const posted = readCatalogJsonl(line, PROGRAMS);
    if (!posted.ok) throw new Error(posted.reason);
    expect(posted.lines[0]).toMatchObject({ sourceId: 'demo:FP0000001', reason: expect.stringMatching(/seedOnly/) });
    const seeded = readCatalogJsonl(line, PROGRAMS, 'seed');
    if (!seeded.ok) throw new Error(seeded.reason);
    expect(seeded.lines[0]).toMatchObject({
      input: {
        seedOnly: { merchantId: 'FP0000001', rating: 4.2, isNew: false, createdAt: new Date('2026-01-02T03:04:05Z') },
      },
    });
  });
});
