import type { FastifyInstance } from 'fastify';

type Fetch = (
  url: string,
  options: { method: string; headers: Record<string, string>; body?: unknown },
) => Promise<Response>;

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A fetch that reaches the local identity provider inside this process (app.inject), so the relying
 * party needs no network, no listening port and no reachable issuer host — in tests least of all.
 * It keeps the issuer's host and protocol, so the provider builds the URLs browsers will use.
 */
export function inProcessFetch(app: FastifyInstance): Fetch {
  return async (url, options) => {
    const target = new URL(url);
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: target.host, 'x-forwarded-proto': target.protocol.slice(0, -1) },
      ...(options.body === undefined || options.body === null ? {} : { payload: String(options.body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const body = NULL_BODY_STATUSES.has(response.statusCode) ? null : response.rawPayload;
    return new Response(body, { status: response.statusCode, headers });
  };
}
