import type { FastifyInstance } from 'fastify';
import type { Partner } from '@forkpoint/shared';
import type { Env } from '../../config/env';
import { authRateLimit } from '../../lib/rate-limit';
import { RelyingParty, type LocalSignInClient } from './relying-party';
import { ssoRoutes } from './routes';

/**
 * An identity provider this process mounts itself for the sso partners that have none of their own: the local
 * stand-in (stand-ins/local-idp), which app.ts passes in outside production or when SSO_LOCAL_IDP says so.
 */
export interface LocalSignIn {
  /** Mounts the provider on this app for these partners, and says how the relying party reaches it. */
  mount(app: FastifyInstance, partners: readonly Partner[]): Promise<LocalSignInClient>;
}

export interface SsoOptions {
  env: Env;
  /** The server secret: the PKCE verifiers and nonces derive from it. */
  secret: string;
  /** The local identity provider, or null: every sso partner then signs in at its own issuer. */
  localSignIn: LocalSignIn | null;
}

/**
 * Single sign-on for sso partners (docs/decisions/0010): the relying-party calls, and the local
 * identity provider (when app.ts passes one) for sso partners without one of their own.
 */
export async function ssoPlugin(app: FastifyInstance, options: SsoOptions) {
  const { env, secret, localSignIn } = options;
  const ssoPartners = app.partners.list().filter((p) => p.enrollmentType === 'sso');
  const localPartners = ssoPartners.filter((p) => p.sso.issuer === null);
  const local = localSignIn && localPartners.length > 0 ? await localSignIn.mount(app, localPartners) : null;

  const relyingParty = new RelyingParty({ secret, local, clientSecrets: env.SSO_CLIENT_SECRETS });
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
