import type { Partner } from '@forkpoint/shared';
import type { earnDetailsFieldsSchema } from '@forkpoint/shared/content/index';
import type { z } from 'zod';
import type { Block, PartnerCopy } from './partner-copy';

/** Pieces shared by the earn content pages (earn_details entries). */

export type EarnFields = z.input<typeof earnDetailsFieldsSchema>;
export type EarnPage = { slug: string; fields: EarnFields };

export const EARN_DISCLAIMER =
  'Rewards are earned on eligible purchases made with a linked card at participating restaurants. Restaurants, offers, bonuses and earn rates may change without notice. See the [[terms|Program Terms]] for details.';

export function bannerText(title: string, desktop: string, mobile: string): EarnFields['banner_text'] {
  return [
    { type: 'title', text_desktop: title, text_mobile: title },
    { type: 'body', text_desktop: desktop, text_mobile: mobile },
  ];
}

/** The side column of the earn pages: links to the other earn pages and the main call to action. */
export function waysToEarnColumn(partner: Partner, copy: PartnerCopy, currentUrl: string): Block[] {
  const pages = [
    { text: 'Ways to earn', url: '/earn' },
    { text: 'How earning works', url: '/earn/how-it-works' },
    { text: 'New member bonus', url: '/earn/new-member-bonus' },
    { text: 'Golf-and-games venue bonus', url: '/earn/topgolf-bonus' },
    { text: 'Reservations', url: '/earn/reservations' },
    ...(partner.hasVIP ? [{ text: 'Reaching VIP', url: '/earn/vip-upgrade' }] : []),
  ];
  const column: Block[] = [{ type: 'title', text: 'More ways to earn', variant: 4 }];
  for (const page of pages) {
    if (page.url !== currentUrl) column.push({ type: 'standalone_link', ...page, spacing: 10 });
  }
  if (copy.join) column.push({ type: 'button', ...copy.join, variant: 2, spacing: 30 });
  return column;
}

/** The side column of the legal pages: where to get help. */
export const HELP_COLUMN: Block[] = [
  { type: 'title', text: 'Questions?', variant: 4 },
  { type: 'body_text', text: "Write to [[support_email]] or call [[support_phone]]. We're glad to help." },
];
