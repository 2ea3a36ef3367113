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
});
