import type { ContentName, TierLevel } from '../constants';
import type { ContentEntry } from '../contracts/content';

/**
 * Content filter rules (spec part 1 §5, part 2 §3): entries of some groups are dropped when
 * the field their screen depends on is missing, so a half-written CMS entry never renders.
 */

/**
 * The home `user_states` vocabulary (spec part 1 §6: copy differs for unauthenticated
 * visitors, members, not-activated members and tiers 2 and 3).
 * - not_signed_in: anonymous visitor
 * - member: signed-in member at the basic tier (tier 0, OptedOut)
 * - not_activated: member or known visitor whose tier is NonActivated
 * - tier_2: Select member (OptedIn, e-mail opt-in unlocked the access)
 * - tier_3: VIP member
 */
export const USER_STATES = ['not_signed_in', 'member', 'not_activated', 'tier_2', 'tier_3'] as const;
export type UserState = (typeof USER_STATES)[number];

const TIER_USER_STATE: Record<TierLevel, UserState> = {
  OptedOut: 'member',
  NonActivated: 'not_activated',
  OptedIn: 'tier_2',
  VIP: 'tier_3',
};

/** The user state of the current viewer: null is a visitor who is not signed in. */
export function userStateFor(viewer: { tierLevel: TierLevel } | null): UserState {
  return viewer ? TIER_USER_STATE[viewer.tierLevel] : 'not_signed_in';
}

function isNonEmptyArray(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0;
}

function isNonEmptyText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  return isNonEmptyArray(value);
}

/** A field that is there at all: not missing, null, false or an empty string. */
function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false && value !== '';
}

const RULES: Partial<Record<ContentName, (fields: Record<string, unknown>) => boolean>> = {
  home: (f) => isNonEmptyArray(f.user_states),
  account_center: (f) => isPresent(f.referral_link),
  announcement_banner: (f) => isPresent(f.banner_copy),
  earn_details: (f) => typeof f.url === 'string' && f.url.length > 0,
  // `text` is a list of text items in the schema; a plain string is accepted too.
  earn_banner: (f) => isNonEmptyText(f.text),
};

/** Keeps the entries a group's screen can use; groups without a rule pass through. */
export function filterContentEntries(name: ContentName, entries: ContentEntry[]): ContentEntry[] {
  const rule = RULES[name];
  return rule ? entries.filter((entry) => rule(entry.fields)) : entries;
}

/**
 * Home entries for a user state. Tier 2 and 3 members fall back to the member entries when
 * no entry names their tier, so a partner without tier-specific copy still shows a home page.
 */
export function homeEntriesFor(entries: ContentEntry[], userState: UserState): ContentEntry[] {
  const usable = filterContentEntries('home', entries);
  const matching = (state: UserState) =>
    usable.filter((entry) => (entry.fields.user_states as unknown[]).includes(state));
  const exact = matching(userState);
  if (exact.length > 0 || (userState !== 'tier_2' && userState !== 'tier_3')) return exact;
  return matching('member');
}
