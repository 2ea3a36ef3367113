import type { EarnBannerFields } from '@forkpoint/shared/content/content-schemas';
import type { UserState } from '@forkpoint/shared/content/content-filters';
import type { Bonus } from '@forkpoint/shared/contracts/rewards';
import { DAY_MS } from '@forkpoint/shared/dates/durations';

/**
 * The overview's bonus banners (spec part 2 §2 Overview, §4 Bonus status): one per bonus the member is
 * offered or holds that has a banner in the content's banner configuration (type bonus, matched by code),
 * ordered by `order`, shown to the banner's user_states and for its days_to_display after the bonus was
 * offered. Eligible bonuses are Available (with an activate button); enrolled and qualified ones are Active.
 * A bonus activated in the last 35 minutes counts as enrolled (the enrolled mark), whatever the member
 * record still says.
 */

export interface BannerEntry {
  slug: string;
  fields: EarnBannerFields;
}

export interface BonusBanner {
  slug: string;
  bonus: Bonus;
  fields: EarnBannerFields;
  /** An app-only bonus outside the native app: app-store links instead of the activate button. */
  showAppLinks: boolean;
}

export interface BonusBanners {
  available: BonusBanner[];
  active: BonusBanner[];
}

export function bonusBannersFor(input: {
  entries: readonly BannerEntry[];
  bonuses: readonly Bonus[];
  userState: UserState;
  /** Codes activated in the last 35 minutes (lib/enrolled-marks.ts). */
  enrolledMarks: ReadonlySet<string>;
  inNativeApp: boolean;
  now: Date;
}): BonusBanners {
  const banners: BonusBanners = { available: [], active: [] };
  const sorted = [...input.entries].sort((a, b) => a.fields.order - b.fields.order);
  for (const entry of sorted) {
    const { fields } = entry;
    if (fields.type !== 'bonus' || !fields.code) continue;
    const bonus = input.bonuses.find((held) => held.code === fields.code);
    if (!bonus) continue;
    if (fields.user_states && !fields.user_states.includes(input.userState)) continue;
    if (fields.days_to_display !== undefined) {
      const since = Date.parse(bonus.createDateUtc);
      if (Number.isFinite(since) && input.now.getTime() >= since + fields.days_to_display * DAY_MS) continue;
    }
    const status =
      bonus.bonusStatus === 'eligible' && input.enrolledMarks.has(bonus.code) ? 'enrolled' : bonus.bonusStatus;
    const banner: BonusBanner = {
      slug: entry.slug,
      bonus: { ...bonus, bonusStatus: status },
      fields,
      showAppLinks: fields.app_only_bonus === true && !input.inNativeApp,
    };
    (status === 'eligible' ? banners.available : banners.active).push(banner);
  }
  return banners;
}
