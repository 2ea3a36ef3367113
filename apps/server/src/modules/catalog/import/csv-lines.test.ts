import { describe, expect, it } from 'vitest';
import { CATALOG_CSV_HEADER, CATALOG_MESSAGES } from '@forkpoint/shared/contracts/catalog';
import { readCatalogCsv } from './csv-lines';

const PROGRAMS = new Set(['aerovia', 'kitefund']);
const HEADER = CATALOG_CSV_HEADER.join(',');
const row = (cells: Partial<Record<(typeof CATALOG_CSV_HEADER)[number], string>>) =>
  CATALOG_CSV_HEADER.map((c) => cells[c] ?? '').join(',');

describe('readCatalogCsv', () => {
  it('refuses a file without the exact header, or without a location', () => {
    expect(readCatalogCsv('', PROGRAMS)).toEqual({ ok: false, reason: CATALOG_MESSAGES.emptyFile });
    expect(readCatalogCsv('source_id,name\n', PROGRAMS)).toEqual({ ok: false, reason: CATALOG_MESSAGES.badHeader });
    expect(readCatalogCsv(`${HEADER}\n\n`, PROGRAMS)).toEqual({ ok: false, reason: CATALOG_MESSAGES.noRows });
  });

  it('reads a full row; empty cells are not given', () => {
    const text = `\uFEFF${HEADER}\r\n${row({
      source_id: 's-1',
      name: 'Noodle  Bar',
      state: 'nv',
      zip: '89301',
      latitude: '39.25',
      longitude: '-114.89',
      cuisines: 'Ramen| Noodles |',
      price_range: '$$',
      programs: 'kitefund|aerovia|kitefund',
      photo: 'image:abc_1',
      offer_id: 'o-1',
      offer_multiplier: '2',
      offer_days: 'Thu|Mon',
      offer_starts_on: '2030-06-01',
      offer_ends_on: '2030-06-30',
    })}\r\n`;
    const read = readCatalogCsv(text, PROGRAMS);
    expect(read).toEqual({
      ok: true,
      lines: [
        {
          line: 2,
          sourceId: 's-1',
          input: {
            sourceId: 's-1',
            name: 'Noodle Bar',
            state: 'NV',
            zip: '89301',
            latitude: 39.25,
            longitude: -114.89,
            cuisines: ['Ramen', 'Noodles'],
            priceLevel: 2,
            programs: ['aerovia', 'kitefund'],
            imageId: 'abc_1',
            offers: {
              complete: false,
              list: [
                {
                  id: 'o-1',
                  title: 'Double on Mondays and Thursdays',
                  description: 'Earn double on Mondays and Thursdays.',
                  multiplier: 2,
                  days: ['Mon', 'Thu'],
                  startsOn: '2030-06-01',
                  endsOn: '2030-06-30',
                  hours: null,
                  minimumSpendDollars: null,
                  usesPerMember: null,
                },
              ],
            },
          },
        },
      ],
    });
  });

  it('refuses bad lines with their number and reason, and keeps reading', () => {
    const lines = [
      row({ source_id: 'a', state: 'XX' }),
      row({ source_id: 'b', latitude: '40' }),
      row({ source_id: 'c', programs: 'aerovia|nope' }),
      row({ source_id: 'd', offer_multiplier: '2' }),
      row({ source_id: 'e', offer_id: 'x', offer_multiplier: '1' }),
      row({ source_id: 'f', offer_id: 'x', offer_multiplier: '2', offer_starts_on: '2030-02-30' }),
      row({
        source_id: 'g',
        offer_id: 'x',
        offer_multiplier: '2',
        offer_starts_on: '2030-03-02',
        offer_ends_on: '2030-03-01',
      }),
      'h,too,few',
      row({ source_id: 'bad id!' }),
      row({ source_id: 'i', price_range: '5' }),
      row({ source_id: 'ok' }),
    ];
    const read = readCatalogCsv([HEADER, ...lines].join('\n'), PROGRAMS);
    if (!read.ok) throw new Error(read.reason);
    expect(read.lines.map((l) => ('reason' in l ? [l.line, l.sourceId, l.reason] : [l.line, l.sourceId]))).toEqual([
      [2, 'a', 'state must be a two-letter US state code'],
      [3, 'b', 'latitude and longitude come together, or neither'],
      [4, 'c', 'unknown program nope'],
      [5, 'd', 'offer_id must be 1 to 64 letters, digits, . _ : or - when the row has an offer'],
      [6, 'e', 'offer multiplier must be a number above 1, at most 10'],
      [7, 'f', 'offer starts_on must be a date YYYY-MM-DD'],
      [8, 'g', 'offer ends_on is before its starts_on'],
      [9, 'h', 'expected 19 fields, found 3'],
      [10, 'bad id!', 'source_id must be 1 to 64 letters, digits, . _ : or -'],
      [11, 'i', 'price_range must be 0 to 4 or $ to $$$$'],
      [12, 'ok'],
    ]);
  });
});
