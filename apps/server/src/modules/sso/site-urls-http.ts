import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SSO_RETURN_TO_MAX_LENGTH } from '@forkpoint/shared/contracts/sso';
import { publicOrigin } from '../../lib/http/public-origin';

/** Where the identity provider sends the browser after signing out there: the site's home. */
export const SSO_POST_LOGOUT_PATH = '/';

/**
 * The origin of the site the browser is on, for the redirect URIs. It must be the browser's own
 * host, or the visitor cookie would not come back with the code. In production that host is
 * trusted only when it resolves to the request's partner (else the partner's first domain); in
 * development the ?partner= switch serves any partner on any host, so the request's host is used.
 */
export function siteOrigin(app: FastifyInstance, request: FastifyRequest, trustAnyHost: boolean): string {
  const host = request.headers.host;
  if (trustAnyHost && host) return `${request.protocol}://${host}`;
  return publicOrigin(app, request);
}

const PLACEHOLDER_ORIGIN = 'http://site.invalid';

/**
 * A same-site path to return to after signing in, or null when the value could lead anywhere else:
 * only a path starting with one slash (no scheme, no host, no backslash, no control characters),
 * and not an API or identity-provider path. Missing means the home page.
 */
export function safeReturnTo(value: string | undefined): string | null {
  if (value === undefined || value === '') return '/';
  if (value.length > SSO_RETURN_TO_MAX_LENGTH) return null;
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const url = URL.parse(value, PLACEHOLDER_ORIGIN);
  if (!url || url.origin !== PLACEHOLDER_ORIGIN) return null;
  // Judge the normalised path, which is what the browser will be sent to: dot segments ('/.//x',
  // '/%2e//x', '/a/..//x') resolve to '//x', a protocol-relative URL to another site.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//') || path.includes('\\')) return null;
  if (URL.parse(path, PLACEHOLDER_ORIGIN)?.origin !== PLACEHOLDER_ORIGIN) return null;
  if (/^\/(api|idp)(\/|$)/i.test(url.pathname)) return null;
  return path;
}
