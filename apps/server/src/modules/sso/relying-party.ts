import { createHmac } from 'node:crypto';
import type * as Oidc from 'openid-client';
import type { Partner } from '@forkpoint/shared';

/** Where a partner's members sign in: its identity provider, or the local one when it has none. */
export interface SsoClientSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  scope: string;
  partnerNumberClaim: string | null;
  local: boolean;
}

/**
 * An identity provider this process mounts itself for sso partners without one of their own (in a demo or a
 * test, the local stand-in: stand-ins/local-idp), as the relying party reaches it.
 */
export interface LocalSignInClient {
  issuer: URL;
  /** The partner's client id and secret there: agreed without configuration. */
  clientId(partnerCode: string): string;
  clientSecret(partnerCode: string): string;
  /** Reaches the provider inside this process. */
  fetch: Oidc.CustomFetch;
}

export interface RelyingPartyOptions {
  secret: string;
  /** The local identity provider, when one is mounted. */
  local: LocalSignInClient | null;
  /** SSO_CLIENT_SECRETS: client secrets at the partners' own identity providers. */
  clientSecrets: Readonly<Record<string, string>>;
}

/** The answer of a finished authorization code flow that the member lookup needs. */
export interface SsoIdentity {
  subject: string;
  claims: Record<string, unknown>;
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

/** The identity provider or the answer it sent refused the sign-in (as opposed to being unreachable). */
export class SsoRefusedError extends Error {}

// Loaded on first use, so servers and tests that never sign anyone in this way do not pay for it.
let client: Promise<typeof Oidc> | undefined;
const openidClient = () => (client ??= import('openid-client'));

/**
 * The OpenID Connect relying party (openid-client): per-partner client settings, discovery cached
 * per partner (retried after a failure), the authorization URL with PKCE, state and nonce, and the
 * code exchange with its checks (state, nonce, issuer, audience, PKCE), plus the UserInfo claims.
 */
export class RelyingParty {
  private readonly configurations = new Map<string, Promise<Oidc.Configuration>>();

  constructor(private readonly options: RelyingPartyOptions) {}

  /** The partner's client settings, or null when single sign-on is not configured for it. */
  settingsFor(partner: Partner): SsoClientSettings | null {
    const { sso } = partner;
    const shared = { scope: sso.scope, partnerNumberClaim: sso.partnerNumberClaim };
    if (sso.issuer && sso.clientId) {
      const clientSecret = this.options.clientSecrets[partner.code];
      if (!clientSecret) return null;
      return { ...shared, issuer: new URL(sso.issuer), clientId: sso.clientId, clientSecret, local: false };
    }
    const { local } = this.options;
    if (!local) return null;
    return {
      ...shared,
      issuer: local.issuer,
      clientId: local.clientId(partner.code),
      clientSecret: local.clientSecret(partner.code),
      local: true,
    };
  }

  configurationFor(partnerCode: string, settings: SsoClientSettings): Promise<Oidc.Configuration> {
    let configuration = this.configurations.get(partnerCode);
    if (!configuration) {
      configuration = this.discover(settings);
      configuration.catch(() => this.configurations.delete(partnerCode));
      this.configurations.set(partnerCode, configuration);
    }
    return configuration;
  }

  /** The PKCE verifier and the nonce come from the state and the server secret; only the state travels. */
  flowSecrets(state: string, visitorId: string): { codeVerifier: string; nonce: string } {
    const derive = (purpose: string) =>
      createHmac('sha256', this.options.secret).update(`sso-${purpose}:${state}:${visitorId}`).digest('base64url');
    return { codeVerifier: derive('pkce'), nonce: derive('nonce') };
  }

  async authorizationUrl(
    configuration: Oidc.Configuration,
    input: { settings: SsoClientSettings; redirectUri: string; state: string; visitorId: string },
  ): Promise<URL> {
    const oidc = await openidClient();
    const { codeVerifier, nonce } = this.flowSecrets(input.state, input.visitorId);
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: input.redirectUri,
      scope: input.settings.scope,
      state: input.state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * Exchanges the code of `callbackUrl` and answers the subject and its claims. A failed check or
   * an error answer of the identity provider throws SsoRefusedError; an unreachable one, its own error.
   */
  async finish(
    configuration: Oidc.Configuration,
    input: { callbackUrl: URL; state: string; visitorId: string },
  ): Promise<SsoIdentity> {
    const oidc = await openidClient();
    const { codeVerifier, nonce } = this.flowSecrets(input.state, input.visitorId);
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, input.callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: input.state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken?.sub) throw new SsoRefusedError('the ID token names no subject');
      // Many identity providers release profile claims only at the UserInfo endpoint.
      const userInfo = configuration.serverMetadata().userinfo_endpoint
        ? await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)
        : {};
      return { subject: idToken.sub, claims: { ...idToken, ...userInfo } };
    } catch (error) {
      const refused =
        error instanceof oidc.ResponseBodyError ||
        error instanceof oidc.AuthorizationResponseError ||
        error instanceof oidc.ClientError;
      throw refused ? new SsoRefusedError(error.message, { cause: error }) : error;
    }
  }

  /** The identity provider's sign-out URL (RP-initiated logout), or null when it has none. */
  async endSessionUrl(configuration: Oidc.Configuration, postLogoutRedirectUri: string): Promise<URL | null> {
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    const oidc = await openidClient();
    return oidc.buildEndSessionUrl(configuration, { post_logout_redirect_uri: postLogoutRedirectUri });
  }

  private async discover(settings: SsoClientSettings): Promise<Oidc.Configuration> {
    const oidc = await openidClient();
    return oidc.discovery(
      settings.issuer,
      settings.clientId,
      settings.local ? { id_token_signed_response_alg: 'ES256' } : undefined,
      oidc.ClientSecretBasic(settings.clientSecret),
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        execute: settings.issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        ...(settings.local && this.options.local ? { [oidc.customFetch]: this.options.local.fetch } : {}),
      },
    );
  }
}
