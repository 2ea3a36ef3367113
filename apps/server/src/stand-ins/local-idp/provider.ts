import { createECDH, createHash, createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SSO_PATHS } from '@forkpoint/shared/contracts/sso';
import type { Partner } from '@forkpoint/shared';
import type Provider from 'oidc-provider';
import type { ProviderContext } from 'oidc-provider';
import type { PartnerRegistry } from '../../modules/partners/partner-registry';
import { SSO_POST_LOGOUT_PATH } from '../../modules/sso/site-urls-http';
import { claimsOf, type IdpDirectory } from './demo-users';
import { LOCAL_IDP_PATH, localClientId, localClientSecret, partnerOfLocalClient } from './local-clients';
import { idpContentSecurityPolicy, logoutPage, messagePage } from './pages';
import { databaseOidcAdapter } from './database-adapter';
import type { DB } from '../../db/schema';

export interface LocalProviderOptions {
  issuer: string;
  /** The sso partners this provider serves: one client each. */
  partners: readonly Partner[];
  registry: PartnerRegistry;
  directory: IdpDirectory;
  secret: string;
  /** Behind a TLS-terminating proxy: take the protocol from X-Forwarded-Proto. */
  trustProxy: boolean;
  /** Where its state lives (interactions, sessions, grants, codes), shared by every instance. */
  db: Kysely<DB>;
}

/**
 * The oidc-provider instance behind /idp: authorization code flow with PKCE only, ES256 ID tokens
 * signed with a key derived from the server's secret (every instance signs alike; nothing is downloaded),
 * its state in the database (decision 0021), and our own accessible pages instead of the library's (which
 * load web fonts and inline styles).
 */
export async function createLocalProvider(options: LocalProviderOptions): Promise<Provider> {
  // Imported here so production, which does not mount the provider, never loads it.
  const { default: OidcProvider, interactionPolicy } = await import('oidc-provider');
  const signingKey = derivedSigningKey(options.secret);
  const cookieKey = createHmac('sha256', options.secret).update('sso-local-idp-cookies').digest('base64url');

  const partnerOfContext = (ctx: ProviderContext) => partnerOfLocalClient(ctx.oidc.client?.clientId);
  const policy = interactionPolicy.base();
  // An IdP session of another partner's user does not sign anyone in here: ask for a login.
  policy.get('login')?.checks.add(
    new interactionPolicy.Check('other_partner', "the session's account belongs to another partner", (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
      return options.directory.find(accountId)?.partnerCode === partnerOfContext(ctx)
        ? interactionPolicy.Check.NO_NEED_TO_PROMPT
        : interactionPolicy.Check.REQUEST_PROMPT;
    }),
  );

  const provider = new OidcProvider(options.issuer, {
    clients: options.partners.map((partner) => ({
      client_id: localClientId(partner.code),
      client_secret: localClientSecret(options.secret, partner.code),
      client_name: partner.terms.program,
      // Registered for the record; redirectUriAllowed below decides (any host of the partner).
      redirect_uris: [`http://${partner.code}.localhost${SSO_PATHS.callback}`],
      post_logout_redirect_uris: [`http://${partner.code}.localhost${SSO_POST_LOGOUT_PATH}`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'ES256',
    })),
    adapter: databaseOidcAdapter(options.db),
    jwks: { keys: [signingKey] },
    cookies: { keys: [cookieKey] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'partner_number'],
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: ProviderContext, form: string) => {
          const target = String(ctx.oidc.params?.post_logout_redirect_uri ?? '');
          ctx.set('content-security-policy', idpContentSecurityPolicy(target ? [target] : []));
          ctx.type = 'html';
          ctx.body = logoutPage(form, partnerNameOf(ctx));
        },
        postLogoutSuccessSource: async (ctx: ProviderContext) => {
          ctx.set('content-security-policy', idpContentSecurityPolicy());
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', `You are signed out of ${partnerNameOf(ctx)}.`);
        },
      },
    },
    clientBasedCORS: () => false,
    findAccount: async (ctx: ProviderContext | undefined, sub: string) => {
      const user = options.directory.find(sub);
      const clientPartner = ctx ? partnerOfContext(ctx) : null;
      // Never release one partner's user to another partner's client.
      if (!user || (clientPartner && user.partnerCode !== clientPartner)) return undefined;
      return { accountId: user.sub, claims: () => claimsOf(user) };
    },
    interactions: {
      policy,
      url: (_ctx: unknown, interaction: { uid: string }) => `${LOCAL_IDP_PATH}/interaction/${interaction.uid}`,
    },
    pkce: { required: () => true },
    renderError: async (ctx: ProviderContext, out: { error?: string; error_description?: string }) => {
      ctx.set('content-security-policy', idpContentSecurityPolicy());
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in problem', out.error_description ?? out.error ?? 'Something went wrong.');
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
  });
  provider.proxy = options.trustProxy;

  // Any host of the client's own partner (its domains, <code>.localhost, any port) or a loopback
  // host (the ?partner= switch of development), on the callback path only.
  const allowedFor = (clientId: string, value: string, path: (pathname: string) => boolean) => {
    const url = URL.parse(value);
    if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || !path(url.pathname)) return false;
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return loopback || options.registry.fromHost(url.host)?.code === partnerOfLocalClient(clientId);
  };
  provider.Client.prototype.redirectUriAllowed = function (this: { clientId: string }, value: string) {
    return allowedFor(this.clientId, value, (p) => p === SSO_PATHS.callback);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function (this: { clientId: string }, value: string) {
    return allowedFor(this.clientId, value, (p) => p === SSO_POST_LOGOUT_PATH);
  };

  function partnerNameOf(ctx: ProviderContext): string {
    const code = partnerOfContext(ctx);
    return options.partners.find((p) => p.code === code)?.terms.partner ?? 'the identity provider';
  }

  return provider;
}

/**
 * The provider's P-256 signing key as a JWK, derived from the server's secret: every instance signs ID tokens
 * with the same key, so a token from one verifies against the keys another publishes. (An HMAC output is a
 * valid P-256 private scalar except with a probability of about 2^-32.)
 */
export function derivedSigningKey(secret: string) {
  const d = createHmac('sha256', secret).update('sso-local-idp-signing-key').digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey(); // 0x04 || x || y
  const x = point.subarray(1, 33).toString('base64url');
  return {
    kty: 'EC',
    crv: 'P-256',
    d: d.toString('base64url'),
    x,
    y: point.subarray(33, 65).toString('base64url'),
    kid: createHash('sha256').update(x).digest('base64url').slice(0, 16),
    alg: 'ES256',
    use: 'sig',
  };
}
