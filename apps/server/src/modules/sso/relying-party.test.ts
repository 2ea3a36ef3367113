import { describe, expect, it } from 'vitest';
import { partnerSchema, type PartnerFile } from '@forkpoint/shared';
import { loadPartnerFiles, PARTNERS_DIR } from '../partners/partner-files';
import { RelyingParty } from './relying-party';

const files = loadPartnerFiles(PARTNERS_DIR);
const altavela = files.find((p) => p.code === 'altavela')!;
const aerovia = files.find((p) => p.code === 'aerovia')!;
const withSso = (base: PartnerFile, sso: PartnerFile['sso']) => partnerSchema.safeParse({ ...base, sso });
const ownIdp = { issuer: 'https://login.altavela.example', clientId: 'dining-web' };
const localIssuer = new URL('http://localhost:3000/idp');
/** A local identity provider as app.ts would pass one in: its own client ids and secrets. */
const local = {
  issuer: localIssuer,
  clientId: (partnerCode: string) => `${partnerCode}-local`,
  clientSecret: (partnerCode: string) => `secret-of-${partnerCode}`,
  fetch: () => Promise.reject(new Error('not reached')),
};
const rp = (options: { local?: boolean; secrets?: Record<string, string> } = {}) =>
  new RelyingParty({
    secret: 's'.repeat(32),
    local: options.local === false ? null : local,
    clientSecrets: options.secrets ?? {},
  });

describe('the sso partner setting', () => {
  it('defaults to the local identity provider, asking for openid, e-mail and profile', () => {
    expect(altavela.sso).toEqual({
      issuer: null,
      clientId: null,
      scope: 'openid email profile',
      partnerNumberClaim: 'partner_number',
      passwordSignIn: false,
    });
  });

  it('takes an issuer only with a client id, only on sso partners, and scopes only with openid', () => {
    expect(withSso(altavela, ownIdp).success).toBe(true);
    expect(withSso(altavela, { issuer: ownIdp.issuer }).success).toBe(false);
    expect(withSso(aerovia, ownIdp).success).toBe(false);
    expect(withSso(altavela, { ...ownIdp, issuer: 'ftp://login.example' }).success).toBe(false);
    expect(withSso(altavela, { scope: 'email profile' }).success).toBe(false);
  });
});

describe('RelyingParty.settingsFor', () => {
  it('uses the local identity provider, with its client id and secret, for a partner without its own', () => {
    expect(rp().settingsFor(altavela)).toMatchObject({
      issuer: localIssuer,
      clientId: 'altavela-local',
      clientSecret: 'secret-of-altavela',
      local: true,
    });
    expect(rp({ local: false }).settingsFor(altavela)).toBeNull();
  });

  it("uses the partner's own identity provider with the secret from SSO_CLIENT_SECRETS, and nothing without it", () => {
    const partner = partnerSchema.parse({ ...altavela, sso: ownIdp });
    expect(rp({ secrets: { altavela: 'from-env' } }).settingsFor(partner)).toMatchObject({
      issuer: new URL(ownIdp.issuer),
      clientId: 'dining-web',
      clientSecret: 'from-env',
      local: false,
    });
    expect(rp().settingsFor(partner)).toBeNull();
  });

  it('derives a different PKCE verifier and nonce for every state and visitor', () => {
    const party = rp();
    const one = party.flowSecrets('state-1', 'visitor-1');
    expect(one.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one.nonce).not.toBe(one.codeVerifier);
    expect(party.flowSecrets('state-1', 'visitor-1')).toEqual(one);
    expect(party.flowSecrets('state-2', 'visitor-1').nonce).not.toBe(one.nonce);
    expect(party.flowSecrets('state-1', 'visitor-2').codeVerifier).not.toBe(one.codeVerifier);
  });
});
