import { createHash, timingSafeEqual } from 'node:crypto';
import type { Partner } from '@forkpoint/shared';
import { DEMO_MEMBERS, DEMO_PASSWORD, demoEmail, demoPartnerNumber, demoPublicId } from '../seed/demo-accounts';

/**
 * The local identity provider's users (README "Demo accounts"). Each sso partner's IdP knows the
 * seeded demo members with a web profile under the same e-mail, name and partner number, with the
 * seeded `sso_subject` (their public id) as subject, so they sign in to their existing accounts.
 * Two more have no web profile here yet: a new member (the first sign-in creates the account)
 * and the partner's known visitor (the first sign-in completes that record, matched by partner
 * number). All use the demo password.
 */
export interface IdpUser {
  sub: string;
  partnerCode: string;
  email: string;
  givenName: string;
  familyName: string;
  partnerNumber: string | null;
}

/**
 * Position among DEMO_MEMBERS + 1, as the seed numbers partner numbers; 6 is past the ones seeded on
 * sso partners (the 6th demo member is direct-only).
 */
const EXTRA_USERS = [
  { subPrefix: 'idp-new', emailLocal: 'new.member', givenName: 'Noor', familyName: 'Newman', numberIndex: 6 },
  { subPrefix: 'idp-known', emailLocal: 'known.visitor', givenName: 'Kim', familyName: 'Known', numberIndex: 5 },
] as const;

export function idpUsersFor(partner: Partner): IdpUser[] {
  const number = (n: number) => (partner.hasPPN ? demoPartnerNumber(partner.partnerNumberPattern, n) : null);
  const seeded = DEMO_MEMBERS.flatMap((demo, index) =>
    // Direct-only demo members (the credential fix) are not seeded on sso partners.
    demo.hasWebProfile && demo.emailLocal && !demo.directOnly
      ? [
          {
            sub: demoPublicId(demo.kind, partner.code),
            partnerCode: partner.code,
            email: demoEmail(demo.emailLocal, partner.code),
            givenName: demo.firstName,
            familyName: demo.lastName,
            partnerNumber: number(index + 1),
          },
        ]
      : [],
  );
  const extra = EXTRA_USERS.map((user) => ({
    sub: `${user.subPrefix}-${partner.code}`,
    partnerCode: partner.code,
    email: demoEmail(user.emailLocal, partner.code),
    givenName: user.givenName,
    familyName: user.familyName,
    partnerNumber: number(user.numberIndex),
  }));
  return [...seeded, ...extra];
}

/** The users of the given partners, found by subject or by partner and e-mail. */
export class IdpDirectory {
  private readonly bySub = new Map<string, IdpUser>();

  constructor(partners: readonly Partner[]) {
    for (const partner of partners) for (const user of idpUsersFor(partner)) this.bySub.set(user.sub, user);
  }

  find(sub: string): IdpUser | undefined {
    return this.bySub.get(sub);
  }

  /** Only the partner's own users: another partner's user is unknown at this partner's client. */
  findByEmail(partnerCode: string, email: string): IdpUser | undefined {
    const wanted = email.trim().toLowerCase();
    return [...this.bySub.values()].find((u) => u.partnerCode === partnerCode && u.email === wanted);
  }

  usersOf(partnerCode: string): IdpUser[] {
    return [...this.bySub.values()].filter((u) => u.partnerCode === partnerCode);
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export function isDemoPassword(password: string): boolean {
  return timingSafeEqual(digest(password), digest(DEMO_PASSWORD));
}

/** The claims of a user, as the `openid`, `email` and `profile` scopes release them. */
export function claimsOf(user: IdpUser): Record<string, unknown> {
  return {
    sub: user.sub,
    email: user.email,
    email_verified: true,
    given_name: user.givenName,
    family_name: user.familyName,
    name: `${user.givenName} ${user.familyName}`,
    ...(user.partnerNumber ? { partner_number: user.partnerNumber } : {}),
  };
}
