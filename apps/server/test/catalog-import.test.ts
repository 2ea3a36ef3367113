import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ActivityTransaction, MerchantCard, PagedActivity } from '@forkpoint/shared';
import { CATALOG_CSV_HEADER, CATALOG_IMPORT_PATH, type CatalogImportReport } from '@forkpoint/shared/contracts/catalog';
import { signFeed } from '../src/lib/feed-signature';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { FEED_SECRET, linkTestCard, postFeed, testCardNumber } from './rewards-helper';

/**
 * Issue 32's catalog import, end to end: a signed catalog file adds a restaurant with a ×2 offer; the report
 * lists it, search finds it at its address (its ZIP code, no coordinates given) with the offer on its card, and a
 * purchase there through the signed feed pays the offer. Re-posting the file changes nothing. The clock is the
 * identity helper's: Saturday 1 June 2030, noon UTC.
 */
const CATALOG_SECRET = 'catalog-test-secret-of-32-characters!!';
let ctx: IdentityContext;

beforeAll(async () => {
  ctx = await buildIdentityApp({
    env: { PROCESSOR_SIGNING_SECRET: FEED_SECRET, CATALOG_SIGNING_SECRET: CATALOG_SECRET },
  });
}, 120_000);
afterAll(async () => ctx?.close());

type Row = Partial<Record<(typeof CATALOG_CSV_HEADER)[number], string>>;
const csv = (rows: Row[]) =>
  [CATALOG_CSV_HEADER.join(','), ...rows.map((row) => CATALOG_CSV_HEADER.map((c) => row[c] ?? '').join(','))].join(
    '\n',
  );

function postCatalog(body: string, { dryRun = false, secret = CATALOG_SECRET, type = 'text/csv' } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `${CATALOG_IMPORT_PATH}${dryRun ? '?dryRun=true' : ''}`,
    headers: {
      'content-type': type,
      'x-forkpoint-signature': signFeed(secret, body, Math.floor(ctx.clock.now().getTime() / 1000)),
    },
    payload: body,
  });
}

const ELY_GRILL: Row = {
  source_id: 'acme-001',
  name: 'Basin Grill',
  street: '"501 Aultman St, Suite 2"',
  city: 'Ely',
  state: 'NV',
  zip: '89301',
  phone: '(775) 555-0142',
  cuisines: 'American|Steakhouse',
  price_range: '2',
  programs: 'aerovia|kitefund',
  offer_id: 'acme-001-double',
  offer_title: 'Double miles',
  offer_multiplier: '2',
};

const catalogVersion = async () =>
  (await sql<{ version: string }>`SELECT version::text FROM catalog_version`.execute(ctx.database.db)).rows[0]!.version;

const searchElyZip = async (browser: Browser) =>
  (await browser.request('GET', '/api/v2/Merchants/Search?location=89301&resultsPerPage=50')).json() as {
    merchants: MerchantCard[];
  };

describe('a signed catalog file adds a restaurant with a ×2 offer', () => {
  let browser: Browser;
  let card: string;
  let merchantId: string;

  beforeAll(async () => {
    card = testCardNumber();
    await linkTestCard(ctx, 'demo-card-aerovia', card, new Date('2030-05-01T00:00:00Z'));
    browser = await Browser.open(ctx.app, 'aerovia.localhost');
    expect((await browser.signIn(demo('card', 'aerovia'))).statusCode).toBe(200);
    // A search before the import fills the search cache: the import must show through it at once.
    expect((await searchElyZip(browser)).merchants.map((m) => m.name)).not.toContain('Basin Grill');
  }, 60_000);

  it('lists it in the report with its new merchant id', async () => {
    const response = await postCatalog(csv([ELY_GRILL]));
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as CatalogImportReport;
    expect(report.counts).toEqual({ added: 1, changed: 0, unchanged: 0, refused: 0 });
    expect(report.lines[0]).toMatchObject({ line: 2, sourceId: 'acme-001', outcome: 'added' });
    merchantId = report.lines[0]!.merchantId!;
    expect(merchantId).toMatch(/^FP\d{7}$/);
  });

  it('search finds it at its address, with the offer on its card', async () => {
    const found = (await searchElyZip(browser)).merchants.find((m) => m.merchantId === merchantId);
    expect(found).toMatchObject({
      name: 'Basin Grill',
      location: { address: { street: '501 Aultman St, Suite 2', city: 'Ely', state: 'NV', zip: '89301' } },
      timeZone: 'America/Los_Angeles',
      details: { cuisines: ['American', 'Steakhouse'], priceRange: 2, highlight: 'new' },
    });
    expect(found!.offers).toEqual([
      expect.objectContaining({ id: 'acme-001-double', type: 'Unlimited', earnMultiplier: 2, version: 1 }),
    ]);
    const located = await ctx.database.db
      .selectFrom('catalog_locations')
      .select('coordinate_precision')
      .where('source_id', '=', 'acme-001')
      .executeTakeFirstOrThrow();
    expect(located.coordinate_precision).toBe('zip');
  });

  it('a purchase there through the feed pays the offer', async () => {
    await postFeed(ctx, [
      ['CAT-1', 'authorization', card, merchantId, 10000, '2030-05-30T19:00:00-07:00'],
      ['CAT-1', 'settlement', card, merchantId, 10000, '2030-05-30T19:00:00-07:00'],
    ]);
    const rows = (await browser.request('GET', '/api/Member/Transactions?resultsPerPage=100')).json() as PagedActivity;
    const row = rows.data.find(
      (r): r is ActivityTransaction => r.recordType === 'transaction' && r.sourceTransactionId === 'CAT-1',
    );
    expect(row).toMatchObject({
      benefitAmount: 600,
      earnExplanation: ['3 miles per $1 as a Select member × 2 (Double miles) = 600 miles'],
    });
  });

  it('re-posting the same file changes nothing, not even the catalog version', async () => {
    const before = await catalogVersion();
    const report = (await postCatalog(csv([ELY_GRILL]))).json() as CatalogImportReport;
    expect(report.counts).toEqual({ added: 0, changed: 0, unchanged: 1, refused: 0 });
    expect(report.lines[0]).toMatchObject({ outcome: 'unchanged', merchantId });
    expect(await catalogVersion()).toBe(before);
  });

  it('a dry run reports a change and writes nothing; the real run bumps the changed offer to version 2', async () => {
    const changed = csv([{ ...ELY_GRILL, offer_multiplier: '3', offer_title: 'Triple miles', programs: 'aerovia' }]);
    const before = await catalogVersion();
    const dry = (await postCatalog(changed, { dryRun: true })).json() as CatalogImportReport;
    expect(dry).toMatchObject({ dryRun: true, counts: { changed: 1 } });
    expect(await catalogVersion()).toBe(before);

    const real = (await postCatalog(changed)).json() as CatalogImportReport;
    expect(real.counts.changed).toBe(1);
    const merchant = await ctx.database.db
      .selectFrom('merchants')
      .select(['offers', 'partner_codes'])
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    expect(merchant.offers).toEqual([expect.objectContaining({ earnMultiplier: 3, version: 2 })]);
    // kitefund is no longer listed: the location left that program.
    expect(merchant.partner_codes).toEqual(['aerovia']);
  });

  it('lists bad lines as refused with their line and reason, and applies the good ones', async () => {
    const response = await postCatalog(
      csv([
        { ...ELY_GRILL, source_id: 'acme-002', name: 'Second Grill', programs: 'aerovia|nosuchprogram' },
        { ...ELY_GRILL, source_id: 'acme-003', name: 'Third Grill', photo: 'photos/third.jpg' },
        { ...ELY_GRILL, source_id: 'acme-004', name: 'Fourth Grill', offer_days: 'Mon|Funday' },
        { ...ELY_GRILL, source_id: 'acme-005', name: 'Fifth Grill', zip: '', street: '' },
        { ...ELY_GRILL, source_id: 'acme-006', name: 'Sixth Grill', photo: 'image:ph-6' },
        { ...ELY_GRILL, source_id: 'acme-006', name: 'Sixth Grill again' },
      ]),
    );
    const report = response.json() as CatalogImportReport;
    expect(report.counts).toEqual({ added: 1, changed: 0, unchanged: 0, refused: 5 });
    expect(report.lines.map((l) => [l.line, l.outcome, l.reason])).toEqual([
      [2, 'refused', 'unknown program nosuchprogram'],
      [3, 'refused', expect.stringMatching(/^photo must be image:<id>/)],
      [4, 'refused', 'offer days must be days Sun|Mon|Tue|Wed|Thu|Fri|Sat'],
      [5, 'refused', 'a new location needs name, street, city, state and zip'],
      [6, 'added', undefined],
      [7, 'refused', 'source_id acme-006 is on line 6 already'],
    ]);
    const photo = await ctx.database.db
      .selectFrom('merchants')
      .select('image_ids')
      .where('merchant_id', '=', report.lines[4]!.merchantId!)
      .executeTakeFirstOrThrow();
    expect(photo.image_ids).toEqual(['ph-6']);
  });

  it('refuses the whole file for a wrong header or signature, and writes nothing', async () => {
    const wrongHeader = await postCatalog('source_id,name\nacme-9,Nine');
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json().message).toMatch(/^The first line must be exactly: source_id,name,street/);
    const unsigned = await postCatalog(csv([{ ...ELY_GRILL, source_id: 'acme-10' }]), {
      secret: 'another-secret-of-at-least-32-characters',
    });
    expect(unsigned.statusCode).toBe(401);
    const stored = await ctx.database.db
      .selectFrom('catalog_locations')
      .select('source_id')
      .where('source_id', 'in', ['acme-9', 'acme-10'])
      .execute();
    expect(stored).toEqual([]);
  });
});
