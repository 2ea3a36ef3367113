import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@forkpoint/shared';
import { SSO_ERROR_CODES, SSO_MESSAGES, SSO_PATHS } from '@forkpoint/shared/contracts/sso';
import { INVALID_LOGIN } from '../src/stand-ins/local-idp/interaction-routes';
import { Browser, PASSWORD, type IdentityContext } from './identity-helper';
import { SsoBrowser, buildSsoApp, formAction } from './sso-helper';

// What single sign-on refuses: forged or replayed callbacks, returns off the site, other partners'
// users and codes, SSO calls on a direct partner, and passwords on an sso partner that takes none.
let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildSsoApp(['aerovia', 'altavela', 'tidewick', 'wrenvale'], {
    wrenvale: { sso: { passwordSignIn: true } },
  });
});
afterAll(async () => ctx?.close());

const withParams = (url: URL, params: Record<string, string>) => {
  const changed = new URL(url);
  for (const [name, value] of Object.entries(params)) changed.searchParams.set(name, value);
  return changed;
};
const pendingRequests = async () =>
  Number(
    (
      await ctx.database.db
        .withTables<{ sso_login_requests: { state_hash: string } }>()
        .selectFrom('sso_login_requests')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the SSO callback', () => {
  it('refuses a state this browser did not start, and answers the real one only once', async () => {
    const b = await SsoBrowser.open(ctx.app, 'altavela');
    const callback = await b.authorize('noncard.member@altavela.example');

    const forged = await b.visit(withParams(callback, { state: 'not-the-state-we-sent' }));
    expect(forged.response.statusCode).toBe(400);
    expect(forged.response.json()).toMatchObject({
      code: SSO_ERROR_CODES.requestInvalid,
      message: SSO_MESSAGES.requestInvalid,
    });
    // Another browser (another visitor cookie) cannot finish this sign-in either.
    const stranger = await SsoBrowser.open(ctx.app, 'altavela');
    expect((await stranger.visit(callback)).response.statusCode).toBe(400);
    expect(stranger.site.cookies.get(SESSION_COOKIE)).toBeUndefined();

    expect((await b.visit(callback)).response.statusCode).toBe(302);
    const replayed = await b.visit(callback);
    expect(replayed.response.statusCode).toBe(400);
    expect(replayed.response.json().code).toBe(SSO_ERROR_CODES.requestInvalid);
  });

  it('refuses a used code even under a fresh state of the same browser', async () => {
    const b = await SsoBrowser.open(ctx.app, 'altavela');
    const first = await b.authorize('closed.member@altavela.example');
    expect((await b.visit(first)).response.statusCode).toBe(302);
    const session = b.site.cookies.get(SESSION_COOKIE);
    // Signed in at the IdP already: the next login comes straight back with a new state and code.
    const second = await b.openLogin();
    expect(second.url.pathname).toBe(SSO_PATHS.callback);
    const reused = await b.visit(withParams(second.url, { code: first.searchParams.get('code')! }));
    expect(reused.response.statusCode).toBe(400);
    expect(reused.response.json().code).toBe(SSO_ERROR_CODES.failed);
    expect(b.site.cookies.get(SESSION_COOKIE)).toBe(session);
  });
});

describe('GET /api/Sso/Login', () => {
  it('refuses a returnTo that leads off the site, before going anywhere', async () => {
    const b = await Browser.open(ctx.app, 'altavela.localhost');
    const before = await pendingRequests();
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'account',
      '/api/SignOut',
    ]) {
      const response = await b.request('GET', `${SSO_PATHS.login}?returnTo=${encodeURIComponent(returnTo)}`);
      expect(response.statusCode, returnTo).toBe(400);
      expect(response.json().message, returnTo).toBe(SSO_MESSAGES.returnToInvalid);
      expect(response.headers.location, returnTo).toBeUndefined();
    }
    expect(await pendingRequests()).toBe(before);
  });
});

describe("one partner's identity", () => {
  it('does not sign in at another partner: neither its user, nor its IdP session, nor its code', async () => {
    const tidewick = await SsoBrowser.open(ctx.app, 'tidewick');
    const refused = await tidewick.submit(await tidewick.openLogin(), 'login', {
      email: 'card.member@altavela.example',
      password: PASSWORD,
    });
    expect(refused.response.statusCode).toBe(401);
    expect(refused.response.body).toContain(INVALID_LOGIN);

    // Signed in at the IdP as an altavela member, the same browser is asked to sign in again at tidewick.
    const altavela = await SsoBrowser.open(ctx.app, 'altavela');
    const altavelaCallback = await altavela.authorize('vip.member@altavela.example');
    const sameBrowser = new SsoBrowser(await Browser.open(ctx.app, 'tidewick.localhost'));
    for (const [name, value] of altavela.idpCookies) sameBrowser.idpCookies.set(name, value);
    const asked = await sameBrowser.openLogin();
    expect(asked.response.statusCode).toBe(200);
    expect(formAction(asked.response.body, 'login')).toBeTruthy();

    // Altavela's code handed to tidewick's callback, under a state tidewick really issued.
    const tidewickState = new URL(
      String((await tidewick.visit(SSO_PATHS.login)).response.headers.location),
    ).searchParams.get('state')!;
    const tidewickCallback = new URL(SSO_PATHS.callback, 'http://tidewick.localhost');
    tidewickCallback.search = altavelaCallback.search;
    tidewickCallback.searchParams.set('state', tidewickState);
    const crossed = await tidewick.visit(tidewickCallback);
    expect(crossed.response.statusCode).toBe(400);
    expect(crossed.response.json().code).toBe(SSO_ERROR_CODES.failed);
    expect((await tidewick.site.request('GET', '/api/Member')).statusCode).toBe(401);
  });
});

describe('partners that are not sso', () => {
  it('answer 404 to every SSO call', async () => {
    const b = await Browser.open(ctx.app, 'aerovia.localhost');
    for (const path of [SSO_PATHS.login, `${SSO_PATHS.callback}?state=x&code=y`, SSO_PATHS.signOut]) {
      const response = await b.request('GET', path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().message, path).toBe(SSO_MESSAGES.notOffered);
    }
  });
});

describe('POST /api/SignIn on sso partners', () => {
  it('is refused with the way to the identity provider, unless the partner keeps password sign-in', async () => {
    const altavela = await Browser.open(ctx.app, 'altavela.localhost');
    const refused = await altavela.signIn('card.member@altavela.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: SSO_ERROR_CODES.passwordSignInOff,
      message: 'Please sign in with your Altavela Airways account.',
      ssoLoginPath: SSO_PATHS.login,
    });
    const wrenvale = await Browser.open(ctx.app, 'wrenvale.localhost');
    expect((await wrenvale.signIn('card.member@wrenvale.example')).statusCode).toBe(200);
  });
});
