import type { LightMyRequestResponse } from 'fastify';
import { partnerSchema, type Partner, type PartnerFile } from '@forkpoint/shared';
import { SSO_PATHS } from '@forkpoint/shared/contracts/sso';
import type { App } from '../src/app';
import { realPartners } from './helper';
import { Browser, PASSWORD, buildIdentityApp, type IdentityContext } from './identity-helper';

/**
 * An identity app serving only the named partners (the first is the default), each optionally
 * changed: seeding a few partners instead of all keeps these tests quick.
 */
export function buildSsoApp(
  codes: readonly string[],
  changes: Record<string, Partial<PartnerFile>> = {},
): Promise<IdentityContext> {
  const partners: Partner[] = codes.map((code) => {
    const partner = realPartners().find((p) => p.code === code);
    if (!partner) throw new Error(`no partner ${code}`);
    return changes[code] ? partnerSchema.parse({ ...partner, ...changes[code] }) : partner;
  });
  return buildIdentityApp({ env: { DEFAULT_PARTNER: codes[0]! }, partners });
}

/**
 * A browser for single sign-on tests: the partner site's cookies live in an identity-helper Browser
 * (CSRF header included), the local identity provider's in a jar of their own, and redirects are
 * followed by hand across the two hosts, as a real browser would.
 */

/** The local identity provider's host in tests (the default issuer, http://localhost:<PORT>/idp). */
export const IDP_ORIGIN = 'http://localhost:3000';

export interface Step {
  url: URL;
  response: LightMyRequestResponse;
}

type FormAction = 'login' | 'confirm' | 'abort';

export class SsoBrowser {
  readonly idpCookies = new Map<string, string>();

  constructor(readonly site: Browser) {}

  static async open(app: App, partner: string, remoteAddress?: string): Promise<SsoBrowser> {
    return new SsoBrowser(await Browser.open(app, `${partner}.localhost`, remoteAddress));
  }

  get origin(): string {
    return `http://${this.site.host}`;
  }

  /** One request to whichever host the URL names, with that host's cookies. */
  async visit(target: string | URL, form?: Record<string, string>): Promise<Step> {
    const url = new URL(target, this.origin);
    const method = form ? 'POST' : 'GET';
    if (url.host === this.site.host) {
      const response = await this.site.request(method, `${url.pathname}${url.search}`);
      return { url, response };
    }
    if (url.origin !== IDP_ORIGIN) throw new Error(`the test browser does not go to ${url.href}`);
    const response = await this.site.app.inject({
      method,
      url: `${url.pathname}${url.search}`,
      headers: {
        host: url.host,
        cookie: [...this.idpCookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const cleared =
        cookie.value === '' || cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (cleared) this.idpCookies.delete(cookie.name);
      else this.idpCookies.set(cookie.name, cookie.value);
    }
    return { url, response };
  }

  /** Follows redirects until a page answers, or until the next stop would be the site's SSO callback. */
  async follow(step: Step, options: { stopBeforeCallback?: boolean } = {}): Promise<Step> {
    let current = step;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.response.headers.location;
      if (current.response.statusCode < 300 || current.response.statusCode >= 400 || !location) return current;
      const next = new URL(String(location), current.url);
      if (options.stopBeforeCallback && next.pathname === SSO_PATHS.callback)
        return { url: next, response: current.response };
      current = await this.visit(next);
    }
    throw new Error('too many redirects');
  }

  /** GET /api/Sso/Login and on to the identity provider's first page (or the callback, if none is needed). */
  async openLogin(query = ''): Promise<Step> {
    return this.follow(await this.visit(`${SSO_PATHS.login}${query}`), { stopBeforeCallback: true });
  }

  /** Submits one of the identity provider's forms on the page `step` shows. */
  async submit(step: Step, action: FormAction, form: Record<string, string> = {}): Promise<Step> {
    const target = formAction(step.response.body, action);
    if (!target) throw new Error(`no ${action} form on ${step.url.href} (${step.response.statusCode})`);
    const fields = { ...hiddenInputs(step.response.body), ...form };
    return this.follow(await this.visit(new URL(target, step.url), fields), { stopBeforeCallback: true });
  }

  /**
   * Signs in at the identity provider (login, then consent when asked) and answers the callback URL
   * it sends the browser to, without visiting it.
   */
  async authorize(email: string, options: { password?: string; query?: string } = {}): Promise<URL> {
    let step = await this.openLogin(options.query ?? '');
    for (let pages = 0; pages < 4 && step.url.pathname !== SSO_PATHS.callback; pages += 1) {
      step = formAction(step.response.body, 'login')
        ? await this.submit(step, 'login', { email, password: options.password ?? PASSWORD })
        : await this.submit(step, 'confirm');
    }
    if (step.url.pathname !== SSO_PATHS.callback)
      throw new Error(`sign-in did not reach the callback: ${step.url.href}`);
    return step.url;
  }

  /** The whole flow: answers the site's callback response (302 to the returnTo when signed in). */
  async signIn(email: string, options: { password?: string; query?: string } = {}): Promise<LightMyRequestResponse> {
    return (await this.visit(await this.authorize(email, options))).response;
  }
}

export function formAction(html: string, action: FormAction): string | null {
  return new RegExp(`action="([^"]+/${action})"`).exec(html)?.[1] ?? null;
}

/** The hidden inputs a page's forms carry (oidc-provider's sign-out form holds its xsrf value there). */
export function hiddenInputs(html: string): Record<string, string> {
  const inputs = html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g);
  return Object.fromEntries([...inputs].map(([, name = '', value = '']) => [name, value]));
}

/** A partner-site Browser signed in through the local identity provider. */
export async function signInWithSso(app: App, partner: string, email: string): Promise<Browser> {
  const browser = await SsoBrowser.open(app, partner);
  const response = await browser.signIn(email);
  if (response.statusCode !== 302)
    throw new Error(`sso sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return browser.site;
}
