import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@forkpoint/shared';
import { SSO_PATHS } from '@forkpoint/shared/contracts/sso';
import type { IdentityContext } from './identity-helper';
import { IDP_ORIGIN, SsoBrowser, buildSsoApp, formAction, hiddenInputs } from './sso-helper';

// Full authorization code flows against the local identity provider mounted in the app, driven
// through app.inject() with redirects followed by hand, as a browser would.
let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildSsoApp(['aerovia', 'altavela', 'solstead']);
});
afterAll(async () => ctx?.close());

const memberRow = (publicId: string) =>
  ctx.database.db.selectFrom('members').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow();
const memberCount = async (partnerCode: string) =>
  Number(
    (
      await ctx.database.db
        .selectFrom('members')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .where('partner_code', '=', partnerCode)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('single sign-on of an sso partner', () => {
  it('creates a NonCardMember from the identity provider claims at the first sign-in and signs them in', async () => {
    const b = await SsoBrowser.open(ctx.app, 'altavela');
    const before = await memberCount('altavela');
    const callback = await b.signIn('new.member@altavela.example', { query: '?returnTo=%2Faccount%3Ftab%3Dcards' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/account?tab=cards');
    expect(b.site.cookies.get(SESSION_COOKIE)).toBeTruthy();

    const me = await b.site.request('GET', '/api/Member');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      firstName: 'Noor',
      lastName: 'Newman',
      email: 'new.member@altavela.example',
      memberType: 'NonCardMember',
      interfaceType: 'sso',
      hasWebProfile: true,
      tierLevel: 'OptedOut',
      enrollmentSource: 'sso',
      partnerNumber: expect.stringMatching(/^[0-9]{9}$/),
    });
    expect((await memberRow(me.json().publicId)).sso_subject).toBe('idp-new-altavela');
    expect(await memberCount('altavela')).toBe(before + 1);
  });

  it('matches a returning member by subject, whatever e-mail and names were stored, and refreshes them', async () => {
    await ctx.database.db
      .updateTable('members')
      .set({ first_name: 'Changed', email: 'old.address@altavela.example' })
      .where('public_id', '=', 'demo-card-altavela')
      .execute();
    const before = await memberCount('altavela');
    const b = await SsoBrowser.open(ctx.app, 'altavela');
    expect((await b.signIn('card.member@altavela.example')).headers.location).toBe('/');
    expect((await b.site.request('GET', '/api/Member')).json()).toMatchObject({
      publicId: 'demo-card-altavela',
      firstName: 'Casey',
      email: 'card.member@altavela.example',
      memberType: 'EnrolledCardMember',
    });
    expect(await memberCount('altavela')).toBe(before);
  });

  it('completes the known visitor who holds the same partner number, activating them', async () => {
    expect((await memberRow('demo-known-altavela')).tier_level).toBe('NonActivated');
    const b = await SsoBrowser.open(ctx.app, 'altavela');
    expect((await b.signIn('known.visitor@altavela.example')).statusCode).toBe(302);
    expect((await b.site.request('GET', '/api/Member')).json()).toMatchObject({
      publicId: 'demo-known-altavela',
      firstName: 'Kim',
      hasWebProfile: true,
      interfaceType: 'sso',
      tierLevel: 'OptedOut',
    });
  });

  it('keeps the session until SSO sign-out, which also signs out at the identity provider', async () => {
    const b = await SsoBrowser.open(ctx.app, 'solstead');
    expect((await b.signIn('vip.member@solstead.example', { query: '?rememberMe=true' })).statusCode).toBe(302);
    const me = await b.site.request('GET', '/api/Member');
    expect(me.json()).toMatchObject({ publicId: 'demo-vip-solstead', tierLevel: 'VIP', interfaceType: 'sso' });
    const session = await ctx.database.db
      .selectFrom('member_sessions')
      .select('remember_me')
      .where('partner_code', '=', 'solstead')
      .executeTakeFirstOrThrow();
    expect(session.remember_me).toBe(true);

    const signOut = await b.visit(SSO_PATHS.signOut);
    expect(signOut.response.statusCode).toBe(302);
    const endSession = new URL(String(signOut.response.headers.location));
    expect(endSession.origin).toBe(IDP_ORIGIN);
    expect(Object.fromEntries(endSession.searchParams)).toMatchObject({
      client_id: 'solstead-dining',
      post_logout_redirect_uri: 'http://solstead.localhost/',
    });
    expect((await b.site.request('GET', '/api/Member')).statusCode).toBe(401);

    const question = await b.follow(signOut);
    expect(question.response.body).toContain('Sign out of Solstead');
    const confirm = new URL(formAction(question.response.body, 'confirm')!, question.url);
    const home = await b.visit(confirm, { ...hiddenInputs(question.response.body), logout: 'yes' });
    expect(home.response.statusCode).toBe(303);
    expect(home.response.headers.location).toBe('http://solstead.localhost/');
    // Signed out at the identity provider too: the next sign-in asks for the password again.
    expect(formAction((await b.openLogin()).response.body, 'login')).toBeTruthy();
  });

  it('sends a visitor who cancels at the identity provider back where they started, signed out', async () => {
    const b = await SsoBrowser.open(ctx.app, 'altavela');
    const login = await b.openLogin('?returnTo=%2Fjoin');
    const back = await b.submit(login, 'abort');
    expect(back.url.pathname).toBe(SSO_PATHS.callback);
    expect(back.url.searchParams.get('error')).toBe('access_denied');
    const callback = await b.visit(back.url);
    expect(callback.response.statusCode).toBe(302);
    expect(callback.response.headers.location).toBe('/join');
    expect((await b.site.request('GET', '/api/Member')).statusCode).toBe(401);
  });
});
