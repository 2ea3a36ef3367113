/**
 * ORDERING_PROVIDER_URL and ORDERING_PROVIDER_NAME: the online-ordering provider the order dialog of
 * /merchants/{id}/Order sends members to for restaurants whose ordering is the platform's (origin internal).
 * The URL is a template with {merchantId}, either a path on our own origin (the default, the stand-in page
 * /ordering/{merchantId}) or an absolute http(s) URL of another provider. Checked at start-up (config/env.ts).
 * The dialog only links there, so another provider's origin needs nothing in the Content-Security-Policy.
 */

export interface OrderingProvider {
  name: string;
  /** The URL template, with {merchantId}. */
  url: string;
}

/**
 * The local stand-in (stand-ins/ordering, the web's /ordering/{merchantId}): orders are recorded, not sent. Its name is
 * what members read ("Order with Forkpoint Order"): a product's name, never how we think of it ("stand-in").
 */
export const STAND_IN_ORDERING_PROVIDER: OrderingProvider = {
  name: 'Forkpoint Order',
  url: '/ordering/{merchantId}',
};

const PLACEHOLDER = '{merchantId}';
const ANY_PLACEHOLDER = /\{([^{}]*)\}/g;

export interface OrderingUrlRules {
  /** Production serves the app over HTTPS: a provider over HTTP would drop members' orders to plain text. */
  httpsOnly: boolean;
}

/** What is wrong with a provider URL template, or null when it can be used. */
export function orderingUrlProblem(template: string, rules: OrderingUrlRules): string | null {
  const unknown = [...template.matchAll(ANY_PLACEHOLDER)].map((m) => m[0]).filter((p) => p !== PLACEHOLDER);
  if (unknown.length > 0) return `has unknown placeholder ${unknown.join(', ')} (use {merchantId})`;
  if (!template.includes(PLACEHOLDER)) {
    return 'must contain {merchantId}, such as https://order.example.com/r/{merchantId} or /ordering/{merchantId}';
  }
  if (ownOrigin(template)) {
    return /[\s\\]/.test(template) ? 'must be a path without spaces or backslashes' : null;
  }
  let url: URL;
  try {
    url = new URL(template.replaceAll(PLACEHOLDER, 'FP0000001'));
  } catch {
    return 'must be a path on this site (/ordering/{merchantId}) or an absolute http(s) URL template';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) URL';
  if (rules.httpsOnly && url.protocol !== 'https:') return 'must be an https:// URL in production';
  if (url.username || url.password) return 'must not carry a user name or password';
  if (template.split('/')[2]?.includes(PLACEHOLDER)) {
    return 'may use {merchantId} only in the path or query, not in the host name';
  }
  return null;
}

/** A path of our own origin ("/ordering/…", not the protocol-relative "//host/…"). */
export function ownOrigin(template: string): boolean {
  return template.startsWith('/') && !template.startsWith('//');
}

/** The provider's address for one restaurant. */
export function orderingUrlFor(provider: OrderingProvider, merchantId: string): string {
  return provider.url.replaceAll(PLACEHOLDER, encodeURIComponent(merchantId));
}
