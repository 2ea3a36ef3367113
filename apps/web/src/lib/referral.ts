import { SOURCE_REFERRAL_MINUTES } from '@forkpoint/shared/constants';
import type { Referral } from '@forkpoint/shared/contracts/members';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * Referral data (spec part 1 §3): utm_term, utm_medium, utm_campaign, utm_source, utm_content, referrer and
 * source, read from the query into storage and sent with an enrollment and the home prospect record. The source value is kept for 2880
 * minutes (§9); the others have no stated lifetime.
 */

/** Payload name → query name; a type import only, so the home page's first load carries no zod. */
const QUERY_NAMES: Record<keyof Referral, string> = {
  utmTerm: 'utm_term',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmSource: 'utm_source',
  utmContent: 'utm_content',
  referrer: 'referrer',
  source: 'source',
};

type StoredReferral = Referral & { sourceExpiresAt?: number };
const REFERRAL_FIELDS = Object.keys(QUERY_NAMES) as (keyof Referral)[];

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(): StoredReferral {
  try {
    const value = JSON.parse(storage()?.getItem(STORAGE_KEYS.referral) ?? '{}') as unknown;
    return typeof value === 'object' && value !== null ? (value as StoredReferral) : {};
  } catch {
    return {};
  }
}

/** Stores the referral values the query carries (a new value replaces the stored one). */
export function captureReferral(search: string, now = Date.now()): void {
  const params = new URLSearchParams(search);
  const stored = read();
  let changed = false;
  for (const field of REFERRAL_FIELDS) {
    const value = params.get(QUERY_NAMES[field])?.trim().slice(0, 200);
    if (!value) continue;
    stored[field] = value;
    if (field === 'source') stored.sourceExpiresAt = now + SOURCE_REFERRAL_MINUTES * 60_000;
    changed = true;
  }
  if (changed) storage()?.setItem(STORAGE_KEYS.referral, JSON.stringify(stored));
}

/** The stored referral values to send (the source only while it lives). */
export function storedReferral(now = Date.now()): Referral {
  const stored = read();
  const referral: Referral = {};
  for (const field of REFERRAL_FIELDS) {
    const value = stored[field];
    if (typeof value !== 'string' || value === '') continue;
    if (field === 'source' && !((stored.sourceExpiresAt ?? 0) > now)) continue;
    referral[field] = value;
  }
  return referral;
}
