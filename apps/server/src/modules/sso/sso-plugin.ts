import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import { authRateLimit } from '../../lib/rate-limit';
import { inProcessFetch } from './local-idp/in-process-fetch-http';
import { localIdpIssuer, localIdpEnabled } from './local-idp/local-clients';
import { localIdpPlugin } from './local-idp/local-idp-plugin';
import { RelyingParty } from './relying-party';
import { ssoRoutes } from './routes';

export interface SsoOptions {
  env: Env;
  /** The server secret: local client secrets, the PKCE verifiers and nonces derive from it. */
  secret: string;
}

/**
 * Single sign-on for sso partners (docs/decisions/0010): the relying-party calls, and the local
 * identity provider at /idp for sso partners without one of their own (outside production, or
 * when SSO_LOCAL_IDP says so).
 */
export async function ssoPlugin(app: FastifyInstance, options: SsoOptions) {
  const { env, secret } = options;
  const ssoPartners = app.partners.list().filter((p) => p.enrollmentType === 'sso');
  const localPartners = ssoPartners.filter((p) => p.sso.issuer === null);
  const local = localIdpEnabled(env) && localPartners.length > 0;
  const issuer = localIdpIssuer(env);
  if (local) {
    await app.register(localIdpPlugin, {
      issuer,
      partners: localPartners,
      registry: app.partners,
      secret,
      trustProxy: env.TRUST_PROXY !== false,
    });
  }

  const relyingParty = new RelyingParty({
    secret,
    localIssuer: local ? new URL(issuer) : null,
    localFetch: local ? inProcessFetch(app) : null,
    clientSecrets: env.SSO_CLIENT_SECRETS,
  });
  for (const partner of ssoPartners) {
    if (!relyingParty.settingsFor(partner)) {
      app.log.warn(
        { partner: partner.code },
        'single sign-on is not configured for this sso partner: set its sso.issuer and SSO_CLIENT_SECRETS, or SSO_LOCAL_IDP',
      );
    }
  }
  await app.register(ssoRoutes, {
    relyingParty,
    trustAnyHost: env.NODE_ENV !== 'production',
    authRateLimit: authRateLimit(env),
  });
}
