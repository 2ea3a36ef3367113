import type { Partner } from '@forkpoint/shared';
import type { accountCenterFieldsSchema } from '@forkpoint/shared/content/index';
import type { z } from 'zod';
import type { PartnerCopy } from './partner-copy';

type AccountCenterEntry = { slug: string; fields: z.input<typeof accountCenterFieldsSchema> };

/** The account overview's referral box and link groups (spec part 2 §2 Overview). */
export function accountCenterEntries(partner: Partner, copy: PartnerCopy): AccountCenterEntry[] {
  const earning = [
    { text: 'How earning works', url: '/earn/how-it-works' },
    { text: 'New member bonus', url: '/earn/new-member-bonus' },
    { text: 'Reservations', url: '/earn/reservations' },
  ];
  if (partner.hasVIP) earning.push({ text: 'Reaching VIP', url: '/earn/vip-upgrade' });
  const support = partner.customerSupport.email.href;
  return [
    {
      slug: 'overview',
      fields: {
        referral_link: {
          // The link points at /join, so it is off where the app does not enroll members.
          is_enabled: copy.join !== null,
          title: 'Share the good taste',
          description: `Know someone who loves eating out? Share your personal link. When friends join {{program}}, they start earning ${copy.reward} too.`,
        },
        link_groups: [
          {
            title: 'Your account',
            links: [
              { text: 'Account Overview', url: '/account/overview' },
              { text: 'Reviews & History', url: '/account/recent_activity' },
              { text: 'Linked Cards', url: '/account/manage_cards' },
              { text: 'Profile', url: '/account/user_profile' },
            ],
          },
          { title: 'Earning', links: earning },
          {
            title: 'Help',
            links: [
              { text: 'Contact support', url: support, new_tab: support.startsWith('https://') },
              { text: 'Program Terms', url: '/earn/terms' },
              { text: 'Privacy Notice', url: '/earn/privacy' },
            ],
          },
        ],
      },
    },
  ];
}
