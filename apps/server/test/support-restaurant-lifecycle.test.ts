import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantDetail } from '@forkpoint/shared/contracts/support-restaurants';
import type { MerchantCard } from '@forkpoint/shared';
import { runHousekeeping } from '../src/modules/housekeeping/housekeeping';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { buildIdentityApp, fieldMessages, type IdentityContext } from './identity-helper';
import { ELY, elyQuery, offset, searchAs, testMerchant } from './merchant-fixtures';
import { signedInStaff, type StaffBrowser } from './support-helper';
import { MINUTE_MS } from '@forkpoint/shared/dates/durations';

/**
 * A restaurant's lifecycle in the console (issue 32: coming soon from a first day, leaving soon through a last
 * day, closed, reopened), seen by members' search and the restaurant's page, and the dates passing by themselves
 * through the hourly housekeeping, the clock moved. Ely is on Pacific time: the clock starts on Saturday
 * 1 June 2030 at noon UTC, 05:00 in Ely.
 */
let ctx: IdentityContext;
let signedIn: { browser: StaffBrowser; at: number } | null = null;

beforeAll(async () => {
  ctx = await buildIdentityApp();
  await insertMerchants(ctx.database.db, [
    testMerchant('LC-CLOSE', 'Closing Chowder House', ELY, { partnerCodes: ['aerovia', 'kitefund'] }),
    testMerchant('LC-SOON', 'Soon Open Noodles', offset(ELY, 0.01, 0), { partnerCodes: ['aerovia'] }),
    testMerchant('LC-LEAVE', 'Leaving Lunch Counter', offset(ELY, 0, 0.01), { partnerCodes: ['aerovia'] }),
  ]);
}, 300_000);
afterAll(async () => ctx?.close());

/** The catalog manager's console, signed in again once the moved clock has ended the 15-minute session. */
async function manager(...args: Parameters<StaffBrowser['request']>) {
  if (!signedIn || ctx.clock.now().getTime() - signedIn.at > 10 * MINUTE_MS) {
    signedIn = { browser: await signedInStaff(ctx.app, ctx.clock, 'catalog_manager'), at: ctx.clock.now().getTime() };
  }
  return signedIn.browser.request(...args);
}
const setStatus = (merchantId: string, body: Record<string, unknown>) =>
  manager('POST', `/api/Support/Restaurants/${merchantId}/Status`, body);
const statusOf = async (merchantId: string) =>
  ((await manager('GET', `/api/Support/Restaurants/${merchantId}`)).json() as RestaurantDetail).status;

/** The restaurant's card in an AeroVia member's search around Ely, or undefined when search leaves it out. */
async function cardOf(merchantId: string, partner = 'aerovia'): Promise<MerchantCard | undefined> {
  const { response, body } = await searchAs(ctx, elyQuery(), partner);
  expect(response.statusCode, response.body).toBe(200);
  return body.merchants.find((m) => m.merchantId === merchantId);
}
const pageStatus = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/v2/Merchants/${id}?partner=aerovia` })).statusCode;

/** The clock moved to `iso` and the hourly housekeeping run then, as the scheduled job would. */
async function housekeepingAt(iso: string) {
  ctx.clock.advance(Date.parse(iso) - ctx.clock.now().getTime());
  return runHousekeeping(ctx.database.db, {
    partnerCodes: [],
    now: ctx.clock.now(),
    impressionsRetentionDays: 30,
    outboxRetentionHours: 24,
    errorReportsRetentionDays: 30,
  });
}

describe('closing a restaurant', () => {
  it('takes it out of search (cached pages too) and its page at once, audited, and reopening brings it back', async () => {
    const card = await cardOf('LC-CLOSE');
    expect(card).toBeDefined();
    expect(await cardOf('LC-CLOSE', 'kitefund')).toBeDefined();
    expect(await pageStatus(card!.id)).toBe(200);

    const closed = await setStatus('LC-CLOSE', { status: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', programs: ['aerovia', 'kitefund'] });
    // The same search as before, whose page the cache held: the closing moved the catalog version.
    expect(await cardOf('LC-CLOSE')).toBeUndefined();
    expect(await cardOf('LC-CLOSE', 'kitefund')).toBeUndefined();
    expect(await pageStatus(card!.id)).toBe(404);
    // Still the program's in the console, to be found and reopened.
    const found = await manager('GET', '/api/Support/Restaurants?q=Chowder');
    expect(found.json()).toMatchObject({ restaurants: [{ merchantId: 'LC-CLOSE', status: 'closed' }] });

    const reopened = await setStatus('LC-CLOSE', { status: 'open' });
    expect(reopened.json()).toMatchObject({ status: 'open', programs: ['aerovia', 'kitefund'] });
    expect(await cardOf('LC-CLOSE')).toBeDefined();
    expect(await cardOf('LC-CLOSE', 'kitefund')).toBeDefined();
    expect(await pageStatus(card!.id)).toBe(200);

    const audit = await ctx.database.db
      .selectFrom('staff_audit_log')
      .select(['before', 'after', 'staff_role'])
      .where('action', '=', 'restaurant.status')
      .where('target_id', '=', 'LC-CLOSE')
      .orderBy('id')
      .execute();
    expect(audit).toMatchObject([
      { staff_role: 'catalog_manager', before: { status: 'open' }, after: { status: 'closed' } },
      { before: { status: 'closed' }, after: { status: 'open', opensOn: null, closesOn: null } },
    ]);
  });
});

describe('dates that pass by themselves', () => {
  it('refuses a coming-soon day that is not after today on the restaurant clock, with a field message', async () => {
    // 05:00 on 1 June in Ely: 1 June is today there (already 2 June nowhere yet).
    const response = await setStatus('LC-SOON', { status: 'comingSoon', opensOn: '2030-06-01' });
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response)).toHaveProperty('opensOn');
    const noDate = await setStatus('LC-LEAVE', { status: 'leavingSoon' });
    expect(noDate.statusCode).toBe(400);
    expect(fieldMessages(noDate)).toHaveProperty('closesOn');
  });

  it('opens a coming-soon restaurant on its first day and ends a leaving one after its last, with no one acting', async () => {
    expect((await setStatus('LC-SOON', { status: 'comingSoon', opensOn: '2030-06-03' })).statusCode).toBe(200);
    expect((await setStatus('LC-LEAVE', { status: 'leavingSoon', closesOn: '2030-06-04' })).statusCode).toBe(200);
    expect((await cardOf('LC-SOON'))?.details.highlight).toBe('comingSoon');
    expect((await cardOf('LC-LEAVE'))?.details.highlight).toBe('leavingSoon');

    // 23:00 on 2 June in Ely: not yet.
    expect(await housekeepingAt('2030-06-03T06:00:00Z')).toMatchObject({ restaurantsRefreshed: 0 });
    expect((await cardOf('LC-SOON'))?.details.highlight).toBe('comingSoon');

    // 01:00 on 3 June in Ely: its first day.
    expect(await housekeepingAt('2030-06-03T08:00:00Z')).toMatchObject({ restaurantsRefreshed: 1 });
    const opened = await cardOf('LC-SOON');
    expect(opened).toBeDefined();
    expect(opened!.details.highlights).not.toContain('comingSoon');
    expect(await statusOf('LC-SOON')).toBe('open');
    expect((await cardOf('LC-LEAVE'))?.details.highlight).toBe('leavingSoon');

    // 4 June is its last day; on 5 June in Ely it has left search, and the console says closed.
    expect(await housekeepingAt('2030-06-04T20:00:00Z')).toMatchObject({ restaurantsRefreshed: 0 });
    expect(await cardOf('LC-LEAVE')).toBeDefined();
    expect(await housekeepingAt('2030-06-05T08:00:00Z')).toMatchObject({ restaurantsRefreshed: 1 });
    expect(await cardOf('LC-LEAVE')).toBeUndefined();
    expect(await statusOf('LC-LEAVE')).toBe('closed');
    // A second run finds nothing more to do.
    expect(await housekeepingAt('2030-06-05T09:00:00Z')).toMatchObject({ restaurantsRefreshed: 0 });

    // Reopened in the console: back in search with no dates.
    expect((await setStatus('LC-LEAVE', { status: 'open' })).json()).toMatchObject({ status: 'open', closesOn: null });
    expect((await cardOf('LC-LEAVE'))?.details.highlight).toBeNull();
  });
});
