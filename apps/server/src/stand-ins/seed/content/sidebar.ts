import { MISSING_REWARDS_AFTER_DAYS } from '@forkpoint/shared';
import type { sidebarFieldsSchema } from '@forkpoint/shared/content/index';
import type { z } from 'zod';
import type { PartnerCopy } from './partner-copy';

type SidebarEntry = { slug: string; fields: z.input<typeof sidebarFieldsSchema> };

/** Side notes, one per screen that shows one (slug = the screen). */
export function sidebarEntries(copy: PartnerCopy): SidebarEntry[] {
  return [
    {
      slug: 'search',
      fields: {
        title: 'How earning works',
        page_text: `Pay with a linked card at any restaurant you find here and earn ${copy.reward} automatically. The [[terms|Program Terms]] apply.`,
      },
    },
    {
      slug: 'account',
      fields: {
        title: 'Need a hand?',
        page_text: `Missing a reward? If it's been more than ${MISSING_REWARDS_AFTER_DAYS} days since your meal, contact us at [[support_email]] or [[support_phone]] and we'll look into it.`,
      },
    },
  ];
}
