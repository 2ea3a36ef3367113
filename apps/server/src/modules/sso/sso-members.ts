import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import { SSO_MESSAGES } from '@forkpoint/shared/contracts/sso';
import {
  MEMBER_FIELD_LIMITS,
  isValidEmail,
  isValidPartnerNumber,
  normalizeEmail,
} from '@forkpoint/shared/rules/member-fields';
import { tierAfterActivation } from '@forkpoint/shared/rules/member-tiers';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  findMemberByEmail,
  findMemberByPartnerNumber,
  insertMember,
  updateMember,
  type MemberPatch,
  type MemberRow,
} from '../members/repository';

/** What the identity provider says about the member, cleaned to what members may hold. */
export interface SsoProfile {
  firstName: string;
  lastName: string;
  email: string | null;
  partnerNumber: string | null;
}

/**
 * The member a verified identity signs in as, by the partner's subject (`sso_subject`). The
 * identity provider owns names (sso members cannot edit them), so every sign-in refreshes them,
 * and the e-mail when it changed and nobody else holds it. A first sign-in completes the known
 * visitor holding the same partner number, else creates a NonCardMember (interface `sso`,
 * activated like any enrollment). E-mails and partner numbers held by other members are never
 * taken over: that answers 409.
 */
export async function signInSsoMember(
  db: Kysely<DB>,
  input: { partner: Partner; subject: string; profile: SsoProfile; now: Date },
): Promise<MemberRow> {
  const { partner, subject, profile, now } = input;
  const existing = await findBySubject(db, partner.code, subject);
  if (existing) return refresh(db, existing, profile, now);

  const holder = profile.partnerNumber
    ? await findMemberByPartnerNumber(db, partner.code, profile.partnerNumber)
    : undefined;
  const knownVisitor = holder && !holder.has_web_profile && !holder.sso_subject ? holder : undefined;
  if (holder && !knownVisitor) throw conflict();
  const emailHolder = profile.email ? await findMemberByEmail(db, partner.code, profile.email) : undefined;
  if (emailHolder && emailHolder.id !== knownVisitor?.id) throw conflict();

  const fields = {
    sso_subject: subject,
    first_name: profile.firstName,
    last_name: profile.lastName,
    email: profile.email,
    has_web_profile: true,
    interface_type: 'sso',
    updated_at: now,
  } satisfies MemberPatch;
  try {
    if (knownVisitor) {
      return await updateMember(db, partner.code, knownVisitor.id, {
        ...fields,
        tier_level:
          knownVisitor.tier_level === 'NonActivated'
            ? tierAfterActivation(knownVisitor.email_opt_in)
            : knownVisitor.tier_level,
        join_date: knownVisitor.join_date ?? now,
      });
    }
    return await insertMember(db, {
      ...fields,
      partner_code: partner.code,
      public_id: randomUUID(),
      partner_number: profile.partnerNumber,
      tier_level: tierAfterActivation(false),
      member_type: 'NonCardMember',
      enrollment_source: 'sso',
      join_date: now,
      created_at: now,
    });
  } catch (error) {
    // Two callbacks of one subject racing: the loser signs in as the winner's member.
    if ((error as { code?: string }).code !== '23505') throw error;
    const winner = await findBySubject(db, partner.code, subject);
    if (winner) return winner;
    throw conflict();
  }
}

/** Names from given/family name, else split from `name`; e-mail and partner number only when valid. */
export function profileFromClaims(
  claims: Record<string, unknown>,
  partner: Partner,
  partnerNumberClaim: string | null,
): SsoProfile {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const [first = '', ...rest] = text(claims.name).split(/\s+/);
  const cut = (value: string) => Array.from(value).slice(0, MEMBER_FIELD_LIMITS.name).join('').trim();
  const email = normalizeEmail(text(claims.email));
  const partnerNumber = partnerNumberClaim ? text(claims[partnerNumberClaim]) : '';
  return {
    firstName: cut(text(claims.given_name) || first),
    lastName: cut(text(claims.family_name) || rest.join(' ')),
    email: email && claims.email_verified !== false && isValidEmail(email) ? email : null,
    partnerNumber:
      partnerNumber && partner.hasPPN && isValidPartnerNumber(partnerNumber, partner.partnerNumberPattern)
        ? partnerNumber
        : null,
  };
}

function findBySubject(db: Kysely<DB>, partnerCode: string, subject: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('partner_code', '=', partnerCode)
    .where('sso_subject', '=', subject)
    .executeTakeFirst();
}

async function refresh(db: Kysely<DB>, member: MemberRow, profile: SsoProfile, now: Date): Promise<MemberRow> {
  const patch: MemberPatch = { first_name: profile.firstName, last_name: profile.lastName, updated_at: now };
  if (profile.email && profile.email !== member.email) {
    const holder = await findMemberByEmail(db, member.partner_code, profile.email);
    if (!holder) patch.email = profile.email;
  }
  if (profile.partnerNumber && !member.partner_number) {
    const holder = await findMemberByPartnerNumber(db, member.partner_code, profile.partnerNumber);
    if (!holder) patch.partner_number = profile.partnerNumber;
  }
  return updateMember(db, member.partner_code, member.id, patch);
}

const conflict = () => new AppError('CONFLICT', SSO_MESSAGES.accountConflict);
