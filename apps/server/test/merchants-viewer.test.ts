import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantSearchResponse, TierLevel } from '@forkpoint/shared';
import { memberViewer } from '@forkpoint/shared/rules/merchant-access';
import { merchantRoutes } from '../src/modules/merchants/routes';
import { PartnerRegistry } from '../src/modules/partners/partner-registry';
import { databasePlugin } from '../src/plugins/database';
import { errorsPlugin } from '../src/plugins/errors';
import { tenantPlugin } from '../src/modules/partners/tenant-plugin';
import { realPartners, type TestContext } from './helper';
import { PARTNER_A, buildCatalogApp, elyQuery, fixture } from './merchant-fixtures';

/**
 * The merchant routes with a signed-in viewer, the way the identity work registers them: a
 * resolver answers memberViewer(member, partner). Here the member comes from test headers.
 */
let ctx: TestContext;
let app: Awaited<ReturnType<typeof buildGatedApp>>;

async function buildGatedApp() {
  const gated = Fastify().withTypeProvider();
  gated.setValidatorCompiler(validatorCompiler);
  gated.setSerializerCompiler(serializerCompiler);
  await gated.register(errorsPlugin);
  await gated.register(databasePlugin, { database: ctx.database });
  await gated.register(cookie);
  await gated.register(tenantPlugin, {
    registry: new PartnerRegistry(realPartners()),
    defaultPartner: PARTNER_A,
    allowPartnerOverride: true,
  });
  await gated.register(merchantRoutes, {
    viewerOf: (request) => {
      const tierLevel = request.headers['x-test-tier'] as TierLevel | undefined;
      return tierLevel
        ? memberViewer({ tierLevel, emailOptIn: request.headers['x-test-opt-in'] === 'true' }, request.partner)
        : null;
    },
  });
  await gated.ready();
  return gated;
}

beforeAll(async () => {
  ctx = await buildCatalogApp();
  app = await buildGatedApp();
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

async function searchAsMember(tierLevel: TierLevel | null, emailOptIn = true) {
  const headers: Record<string, string> = tierLevel
    ? { 'x-test-tier': tierLevel, 'x-test-opt-in': String(emailOptIn) }
    : {};
  const response = await app.inject({
    method: 'GET',
    url: `/api/v2/Merchants/Search?${elyQuery('pageSize=50')}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as MerchantSearchResponse;
  return Object.fromEntries(body.merchants.map((m) => [m.merchantId, m]));
}

describe('tier gates for a signed-in member', () => {
  it('lets a Select member with e-mail opt-in earn at ungated, Select and first-level acclaimed merchants, with their offers', async () => {
    const seen = await searchAsMember('OptedIn');
    expect(seen.T01!.access.canEarn).toBe(true);
    expect(seen.T03!.access.canEarn).toBe(true); // Select merchant
    expect(seen.T02!.access.canEarn).toBe(true); // acclaimed level 1
    expect(seen.T02!.offers).toEqual(fixture('T02').offers);
    expect(seen.T04!.access).toEqual({ canEarn: false, reason: 'vipRequired', unlockTier: 3 });
    expect(seen.T06!.access).toEqual({ canEarn: false, reason: 'acclaimedCampaignRequired', unlockTier: 3 });
  });

  it('keeps Select merchants locked without e-mail opt-in', async () => {
    const seen = await searchAsMember('OptedIn', false);
    expect(seen.T03!.access).toEqual({ canEarn: false, reason: 'emailOptInRequired', unlockTier: 2 });
  });

  it('keeps acclaimed merchants locked for a Basic member, with the tier that unlocks them', async () => {
    const seen = await searchAsMember('OptedOut');
    expect(seen.T02!.access).toEqual({ canEarn: false, reason: 'acclaimedCampaignRequired', unlockTier: 2 });
    expect(seen.T02!.offers).toEqual([]);
    expect(seen.T05!.offers).toEqual(fixture('T05').offers);
  });

  it('opens everything to a VIP member of a partner running both acclaimed levels', async () => {
    const seen = await searchAsMember('VIP');
    for (const merchant of Object.values(seen)) expect(merchant.access.canEarn, merchant.merchantId).toBe(true);
  });

  it('asks a member who is not activated to activate, and a visitor to sign in', async () => {
    expect((await searchAsMember('NonActivated')).T01!.access.reason).toBe('activationRequired');
    expect((await searchAsMember(null)).T01!.access.reason).toBe('signInRequired');
  });
});
