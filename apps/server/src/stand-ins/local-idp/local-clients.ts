import { createHmac } from 'node:crypto';
import type { Env } from '../../config/env';

/**
 * What the local identity provider and the relying party agree on without configuration: where the
 * provider is mounted, each sso partner's client id there, and a client secret both derive from the
 * server secret (so nothing has to be set up for development and tests).
 */
export const LOCAL_IDP_PATH = '/idp';

const CLIENT_SUFFIX = '-dining';

export const localClientId = (partnerCode: string) => `${partnerCode}${CLIENT_SUFFIX}`;

/** The partner code of a local client id, or null for anything else. */
export function partnerOfLocalClient(clientId: string | undefined): string | null {
  const match = /^([a-z][a-z0-9]{1,30})-dining$/.exec(clientId ?? '');
  return match?.[1] ?? null;
}

export function localClientSecret(secret: string, partnerCode: string): string {
  return createHmac('sha256', secret).update(`sso-local-idp-client:${partnerCode}`).digest('base64url');
}

/** Whether the local identity provider is mounted: configured, else everywhere but production. */
export function localIdpEnabled(env: Env): boolean {
  return env.SSO_LOCAL_IDP ?? env.NODE_ENV !== 'production';
}

/** The local identity provider's issuer as browsers reach it. */
export function localIdpIssuer(env: Env): string {
  return env.SSO_LOCAL_IDP_ISSUER ?? `http://localhost:${env.PORT}${LOCAL_IDP_PATH}`;
}
