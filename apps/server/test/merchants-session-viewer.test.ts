import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantSearchResponse } from '@forkpoint/shared';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { FIXTURES, elyQuery } from './merchant-fixtures';

// The real app resolves the search's viewer from the session: the tier gates follow the
// signed-in member (spec part 1 §6), and a visitor is asked to sign in.
let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
  await insertMerchants(ctx.database.db, FIXTURES);
});
afterAll(async () => ctx?.close());

async function search(browser: Browser) {
  const response = await browser.request('GET', `/api/v2/Merchants/Search?${elyQuery('pageSize=50')}`);
  expect(response.statusCode).toBe(200);
  const { merchants } = response.json() as MerchantSearchResponse;
  return Object.fromEntries(merchants.map((m) => [m.merchantId, m]));
}

describe('merchant search with a session', () => {
  it('asks a visitor to sign in', async () => {
    const seen = await search(await Browser.open(ctx.app));
    expect(seen.T01!.access.reason).toBe('signInRequired');
  });

  it("follows the signed-in member's tier: VIP opens the VIP merchant that a Select member cannot earn at", async () => {
    const vip = await Browser.open(ctx.app, 'aerovia.localhost', '10.9.0.1');
    expect((await vip.signIn(demo('vip'))).statusCode).toBe(200);
    expect((await search(vip)).T04!.access.canEarn).toBe(true);

    const select = await Browser.open(ctx.app, 'aerovia.localhost', '10.9.0.2');
    expect((await select.signIn(demo('card'))).statusCode).toBe(200);
    expect((await search(select)).T04!.access).toEqual({ canEarn: false, reason: 'vipRequired', unlockTier: 3 });
  });
});
