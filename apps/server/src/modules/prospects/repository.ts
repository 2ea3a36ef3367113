import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Where a prospect came from, as the home form's referral fields name it (null when not sent). */
export interface ProspectReferral {
  utm_term: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_source: string | null;
  utm_content: string | null;
  referrer: string | null;
  source: string | null;
}

/**
 * Records a prospect's e-mail on a partner, or, when that e-mail is known already, only when it was last seen:
 * the first visit's referral is the one kept.
 */
export async function upsertProspect(
  db: Kysely<DB>,
  prospect: { partnerCode: string; email: string; referral: ProspectReferral; now: Date },
): Promise<void> {
  const { partnerCode, email, referral, now } = prospect;
  await db
    .insertInto('prospects')
    .values({ partner_code: partnerCode, email, ...referral, created_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['partner_code', 'email']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

/** Marks the prospect with this e-mail (if any) as having become this member. */
export async function markProspectConverted(
  db: Kysely<DB>,
  conversion: { partnerCode: string; email: string; memberId: number; now: Date },
): Promise<void> {
  await db
    .updateTable('prospects')
    .set({ converted_member_id: conversion.memberId, last_seen_at: conversion.now })
    .where('partner_code', '=', conversion.partnerCode)
    .where('email', '=', conversion.email)
    .execute();
}
