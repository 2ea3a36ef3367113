import type { Partner } from '@forkpoint/shared';
import { appStoreUrl } from '@forkpoint/shared/partners/app-store-links';
import { enrollmentAccess } from '@forkpoint/shared/rules/enrollment-access';
import {
  DEFAULT_CARD_COPY,
  type cardsFieldsSchema,
  type footerFieldsSchema,
  type globalEarnFieldsSchema,
  type navbarFieldsSchema,
} from '@forkpoint/shared/content/index';
import type { z } from 'zod';
import type { PartnerCopy } from './partner-copy';

type GlobalEntry =
  | { slug: 'cards'; fields: z.input<typeof cardsFieldsSchema> }
  | { slug: 'earn'; fields: z.input<typeof globalEarnFieldsSchema> }
  | { slug: 'footer'; fields: z.input<typeof footerFieldsSchema> }
  | { slug: 'navbar'; fields: z.input<typeof navbarFieldsSchema> };

function earn(partner: Partner, copy: PartnerCopy): GlobalEntry {
  return {
    slug: 'earn',
    fields: {
      tier_names: { basic: 'Basic', select: 'Select', vip: 'VIP' },
      tier_earn_text: {
        OptedOut: 'Basic earn rate',
        NonActivated: 'Activate to earn',
        OptedIn: 'Select earn rate',
        VIP: 'VIP earn rate',
      },
      sign_in_to_see_offers: 'Sign in to see offers',
      unlock_access: 'Unlock access to earn',
      unlock_modal: {
        // Where the program has no sign-in, the e-mail setting is the partner's (rules/enrollment-access.ts).
        tier_2: enrollmentAccess(partner.enrollmentType).signIn
          ? {
              title: 'Unlock Select to earn here',
              body: `This restaurant rewards Select members. Turn on e-mail offers from {{program}} to reach Select and start earning ${copy.reward} here.`,
              cta: { text: 'Turn on e-mail offers', url: '/account/user_profile' },
            }
          : {
              title: 'Unlock Select to earn here',
              body: `This restaurant rewards Select members. Turn on e-mail offers in your {{partner}} account to reach Select and start earning ${copy.reward} here.`,
              cta: { text: 'Ask {{partner}} how', url: partner.customerSupport.email.href },
            },
        tier_3: partner.hasVIP
          ? {
              title: 'A VIP favorite',
              body: 'This restaurant rewards VIP members. Reach VIP by completing a qualifying year of dining with {{program}}.',
              cta: { text: 'See how VIP works', url: '/earn/vip-upgrade' },
            }
          : null,
      },
      acclaimed_badge: 'Acclaimed',
      reservation_bonus: copy.reservationBonus ? `Book here and earn ${copy.reservationBonus}` : null,
    },
  };
}

function footer(partner: Partner, copy: PartnerCopy): GlobalEntry {
  const primary = [
    { text: 'Find a restaurant', url: '/search' },
    { text: 'How it works', url: '/how-it-works' },
    { text: 'Ways to earn', url: '/earn' },
  ];
  if (partner.hasDiscoverPage) primary.push({ text: 'Discover', url: '/discover' });
  const signIn = copy.signIn ?? { text: 'Sign in with {{partner}}', url: '/login' };
  return {
    slug: 'footer',
    fields: {
      primary_links: primary,
      last_link_by_state:
        partner.enrollmentType === 'none'
          ? null
          : {
              visitor: signIn,
              non_card_member: { text: 'Finish joining', url: '/join' },
              member: { text: 'Account center', url: '/account/overview' },
            },
      secondary_links: [
        { text: 'Program Terms', url: '/earn/terms' },
        { text: 'Privacy Notice', url: '/earn/privacy' },
        { text: 'Accessibility', url: '/earn/accessibility' },
        { text: 'Reservation Terms', url: '/earn/reservations' },
      ],
      copyright: '© {{current_year}} Forkpoint Dining, Inc. All rights reserved.',
      support_text: 'Questions about {{program}}? Contact us at [[support_email]].',
      disclaimer: [
        '{{program}} is operated by Forkpoint Dining, Inc. on behalf of {{partner}}.',
        'Rewards are earned only on eligible purchases made with a linked card at participating restaurants and may take up to two weeks to appear.',
        copy.creditNote,
        'Restaurants, offers and earn rates may change without notice.',
        '{{partner}} and all other trademarks are the property of their respective owners.',
      ]
        .filter(Boolean)
        .join(' '),
      form_privacy_notice: partner.showFormPrivacyNotice
        ? 'We use the information you share here to run your {{program}} account, as described in our [[privacy|Privacy Notice]].'
        : null,
      // The program's own app in each store (partner setting appStoreIds), never a store's home page.
      app_badges: partner.appStoreIds
        ? {
            heading: 'Take {{program}} with you',
            ios_url: appStoreUrl(partner.appStoreIds, 'ios')!,
            ios_label: 'Download on the App Store',
            android_url: appStoreUrl(partner.appStoreIds, 'android')!,
            android_label: 'Get it on Google Play',
          }
        : null,
    },
  };
}

function navbar(partner: Partner, copy: PartnerCopy): GlobalEntry {
  const links = [
    { text_desktop: 'Search', text_mobile: 'Find a restaurant', url: '/search' },
    { text_desktop: 'How it works', text_mobile: 'How it works', url: '/how-it-works' },
    { text_desktop: 'Earn', text_mobile: 'Ways to earn', url: '/earn' },
  ];
  if (partner.hasDiscoverPage)
    links.push({ text_desktop: 'Discover', text_mobile: 'Discover restaurants', url: '/discover' });
  return {
    slug: 'navbar',
    fields: {
      nav_links: links,
      skip_link_text: 'Skip to content',
      menu_label: 'Menu',
      search_label: 'Search restaurants',
      auth: copy.join
        ? {
            sign_in: copy.signIn,
            join: copy.join,
            already_member: copy.signIn ? 'Already a member?' : null,
            sign_out_text: 'Sign out',
            account_text: 'My account',
            greeting: 'Hi',
          }
        : null,
    },
  };
}

export function globalEntries(partner: Partner, copy: PartnerCopy): GlobalEntry[] {
  return [
    earn(partner, copy),
    footer(partner, copy),
    navbar(partner, copy),
    // The card form's own words (content/card-copy.ts), which a program may rewrite in the console.
    { slug: 'cards', fields: { provider_load_failed: DEFAULT_CARD_COPY.providerLoadFailed } },
  ];
}
