import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@forkpoint/shared';
import { buildApp, type App } from '../src/app';
import type { PlatformTables } from '../src/db/schema-platform';
import { derivedSigningKey } from '../src/stand-ins/local-idp/provider';
import { realPartners } from './helper';
import type { IdentityContext } from './identity-helper';
import { SsoBrowser, buildSsoApp } from './sso-helper';

/**
 * The local identity provider on several instances (decision 0021): two apps on one database stand for
 * two instances behind a balancer, and every request of a sign-in goes to the other one from the last.
 * The provider's interactions, sessions and codes are in the database, and both sign with the same key.
 */
const PARTNERS = ['aerovia', 'altavela'];
let ctx: IdentityContext;
let other: App;
beforeAll(async () => {
  ctx = await buildSsoApp(PARTNERS);
  other = await buildApp({
    env: ctx.env,
    database: ctx.database,
    partners: realPartners().filter((partner) => PARTNERS.includes(partner.code)),
    clock: ctx.clock.now,
  });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

/** An app whose every call goes to the other instance from the last one. */
function alternating(apps: readonly App[]): { app: App; served: number[] } {
  const served: number[] = [];
  const app = {
    inject: (options: InjectOptions) => {
      const index = served.length % apps.length;
      served.push(index);
      return apps[index]!.inject(options);
    },
  } as unknown as App;
  return { app, served };
}

describe('a sign-in through the local identity provider', () => {
  it('started on one instance finishes on another', async () => {
    const { app, served } = alternating([ctx.app, other]);
    const browser = await SsoBrowser.open(app, 'altavela');
    const callback = await browser.signIn('card.member@altavela.example');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
    expect(browser.site.cookies.get(SESSION_COOKIE)).toBeTruthy();
    expect(new Set(served)).toEqual(new Set([0, 1]));
    expect((await browser.site.request('GET', '/api/Member')).statusCode).toBe(200);
    const rows = await ctx.database.db
      .withTables<PlatformTables>()
      .selectFrom('oidc_payloads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBeGreaterThan(0);
  });

  it('is signed with one key on every instance: the key comes from the shared secret', async () => {
    const keys = await Promise.all(
      [ctx.app, other].map(async (app) => {
        const response = await app.inject({ method: 'GET', url: '/idp/jwks', headers: { host: 'localhost:3000' } });
        return response.json<{ keys: Array<{ kid: string; x: string }> }>().keys;
      }),
    );
    expect(keys[0]).toEqual(keys[1]);
    expect(keys[0]).toMatchObject([{ kid: derivedSigningKey(ctx.env.SESSION_SECRET).kid }]);
    expect(derivedSigningKey('another secret of at least 32 characters!').kid).not.toBe(keys[0]![0]!.kid);
  });
});
