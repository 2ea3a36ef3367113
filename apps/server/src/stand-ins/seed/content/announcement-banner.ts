import type { announcementBannerFieldsSchema } from '@forkpoint/shared/content/index';
import type { z } from 'zod';
import type { PartnerCopy } from './partner-copy';

type AnnouncementEntry = { slug: string; fields: z.input<typeof announcementBannerFieldsSchema> };

/** The announcement banner: text and link items with a tooltip (spec part 1 §2 Shell). */
export function announcementBannerEntries(copy: PartnerCopy): AnnouncementEntry[] {
  return [
    {
      slug: 'new-restaurants',
      fields: {
        banner_copy: [
          { type: 'text', copy: 'New restaurants join {{program}} every week.' },
          { type: 'link', copy: "See what's new", url: '/search?isNew=true', new_tab: false },
        ],
        tooltip_copy: `Earn ${copy.reward} when you pay with a linked card at participating restaurants. Restaurant participation may change.`,
      },
    },
  ];
}
