import type { ContentName, Partner } from '@forkpoint/shared';
import { accountCenterEntries } from './account-center';
import { announcementBannerEntries } from './announcement-banner';
import { discoverEntries } from './discover';
import { earnBannerEntries } from './earn-banner';
import { earnDetailsEntries } from './earn-details';
import { globalEntries } from './global';
import { homeEntries } from './home';
import { partnerCopy } from './partner-copy';
import { popupEntries } from './popup';
import { sidebarEntries } from './sidebar';
import { surveyEntries } from './surveys';
import { tier1ActivationEntries } from './tier-1-activation';

export type SeedContentEntry = {
  contentType: 'pages';
  contentName: ContentName;
  slug: string;
  position: number;
  fields: Record<string, unknown>;
};

type GroupEntry = { slug: string; fields: object };

/**
 * The default copy of every content group for one partner. It is written once with copy
 * tokens; only the phrases that depend on partner settings (enrollment type, currency type,
 * VIP, discover page, popup type, bonus codes ...) are chosen here.
 */
export function defaultContentFor(partner: Partner): SeedContentEntry[] {
  const copy = partnerCopy(partner);
  const groups: Record<ContentName, GroupEntry[]> = {
    '*': globalEntries(partner, copy),
    home: homeEntries(partner, copy),
    discover: discoverEntries(copy),
    tier_1_activation: tier1ActivationEntries(copy),
    surveys: surveyEntries(),
    account_center: accountCenterEntries(partner, copy),
    announcement_banner: announcementBannerEntries(copy),
    earn_details: earnDetailsEntries(partner, copy),
    earn_banner: earnBannerEntries(partner, copy),
    popup: popupEntries(partner, copy),
    sidebar: sidebarEntries(copy),
  };
  return (Object.entries(groups) as Array<[ContentName, GroupEntry[]]>).flatMap(([contentName, entries]) =>
    entries.map((entry, position) => ({
      contentType: 'pages' as const,
      contentName,
      slug: entry.slug,
      position,
      fields: entry.fields as Record<string, unknown>,
    })),
  );
}
