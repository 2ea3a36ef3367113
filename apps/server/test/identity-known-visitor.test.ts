import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@forkpoint/shared';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';

let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
});
afterAll(async () => ctx?.close());

const lookup = async (publicId: string, host = 'aerovia.localhost') =>
  (await Browser.open(ctx.app, host)).request('GET', `/api/Member/${publicId}`);

describe('known-visitor lookup (GET /api/Member/{publicId})', () => {
  it('answers exactly publicId, tierLevel, hasWebProfile, active and interfaceType', async () => {
    const response = await lookup('demo-known-aerovia');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      publicId: 'demo-known-aerovia',
      tierLevel: 'NonActivated',
      hasWebProfile: false,
      active: true,
      interfaceType: 'known',
    });
  });

  it('gives each demo kind the shape the activation redirects need', async () => {
    // rfr=3: active with a web profile → /login; rfr=4: not active → /login.
    expect((await lookup('demo-card-aerovia')).json()).toMatchObject({
      tierLevel: 'OptedIn',
      hasWebProfile: true,
      active: true,
      interfaceType: 'direct',
    });
    expect((await lookup('demo-closed-aerovia')).json()).toMatchObject({ hasWebProfile: true, active: false });
    expect((await lookup('demo-card-altavela', 'altavela.localhost')).json()).toMatchObject({ interfaceType: 'sso' });
  });

  it("answers 404 for an unknown public id and for another partner's member", async () => {
    expect((await lookup('no-such-member')).statusCode).toBe(404);
    expect((await lookup('demo-known-cirrella')).statusCode).toBe(404);
  });

  it('answers 400 to a malformed public id', async () => {
    expect((await lookup('bad%20id!')).statusCode).toBe(400);
  });
});

describe('tier 1 activation (POST /api/Members/Activate)', () => {
  it('activates a NonActivated known visitor once, and is idempotent afterwards', async () => {
    const b = await Browser.open(ctx.app, 'northloft.localhost');
    const first = await b.request('POST', '/api/Members/Activate', { publicId: 'demo-known-northloft' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      publicId: 'demo-known-northloft',
      tierLevel: 'OptedOut',
      hasWebProfile: false,
    });
    const again = await b.request('POST', '/api/Members/Activate', { publicId: 'demo-known-northloft' });
    expect(again.json().tierLevel).toBe('OptedOut');
    expect((await lookup('demo-known-northloft', 'northloft.localhost')).json().tierLevel).toBe('OptedOut');
  });

  it('answers 404 with the activation error message for an unknown public id', async () => {
    const b = await Browser.open(ctx.app);
    const response = await b.request('POST', '/api/Members/Activate', { publicId: 'nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(FORM_MESSAGES.activationFailed);
  });

  it('requires the CSRF header', async () => {
    const b = await Browser.open(ctx.app);
    expect(
      (await b.request('POST', '/api/Members/Activate', { publicId: 'demo-known-aerovia' }, { 'x-xsrf-token': 'x' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('member activation (POST /api/Member/Activate)', () => {
  it('activates the signed-in member by their own public id, to the tier their e-mail opt-in earns', async () => {
    await ctx.database.db
      .updateTable('members')
      .set({ tier_level: 'NonActivated', email_opt_in: true })
      .where('public_id', '=', 'demo-noncard-cirrella')
      .execute();
    const b = await Browser.open(ctx.app, 'cirrella.localhost');
    await b.signIn(demo('noncard', 'cirrella'));
    const response = await b.request('POST', '/api/Member/Activate', { publicId: 'demo-noncard-cirrella' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ publicId: 'demo-noncard-cirrella', tierLevel: 'OptedIn' });
  });

  it("refuses another member's public id and leaves it alone", async () => {
    const b = await Browser.open(ctx.app, 'tallwind.localhost');
    await b.signIn(demo('card', 'tallwind'));
    const response = await b.request('POST', '/api/Member/Activate', { publicId: 'demo-known-tallwind' });
    expect(response.statusCode).toBe(403);
    expect((await lookup('demo-known-tallwind', 'tallwind.localhost')).json().tierLevel).toBe('NonActivated');
  });

  it('answers 401 when signed out', async () => {
    const b = await Browser.open(ctx.app);
    expect((await b.request('POST', '/api/Member/Activate', { publicId: 'demo-card-aerovia' })).statusCode).toBe(401);
  });
});
