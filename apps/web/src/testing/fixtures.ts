import { publicPartnerSchema, type PublicPartner } from '@forkpoint/shared/contracts/partners';
import type { PartnerFile } from '@forkpoint/shared/partners/partner-schema';
import type { ContentEntry } from '@forkpoint/shared/contracts/content';

/** A partner file as partners/*.json hold them; tests override what they are about. */
export function partnerFile(overrides: Partial<PartnerFile> = {}): PartnerFile {
  return {
    code: 'testair',
    name: 'Test Air',
    kind: 'airline',
    routeMeta: {
      '/': { title: 'Test Air Dining | Earn miles when you dine', description: 'Dine and earn Test Air miles.' },
      '/search': {
        title: 'Find restaurants | Test Air Dining',
        description: 'Search restaurants.',
        keywords: 'dining',
      },
    },
    customerSupport: {
      phone: { href: 'tel:+1-800-555-0100', formatted: '1-800-555-0100' },
      email: { href: 'mailto:help@testair.example', display: 'help@testair.example' },
    },
    theme: {
      colors: {
        primary: '#0b3d91',
        onPrimary: '#ffffff',
        secondary: '#114b5f',
        onSecondary: '#ffffff',
        accent: '#c2410c',
        background: '#ffffff',
        surface: '#f4f4f5',
        text: '#18181b',
        mutedText: '#52525b',
        link: '#0b3d91',
        border: '#d4d4d8',
      },
      fontFamily: 'Inter, Arial, sans-serif',
      fontWeights: [400, 500, 800],
      logo: 'logos/testair.svg',
      logoAlt: 'Test Air Dining logo',
    },
    terms: {
      partner: 'Test Air',
      program: 'Test Air Dining',
      currencySingular: 'mile',
      currencyPlural: 'miles',
      bonusCurrency: 'bonus miles',
      partnerNumberLabel: 'Test Air member number',
    },
    earnRates: { basic: { amount: 1, perDollars: 2 }, select: { amount: 3, perDollars: 1 } },
    appStoreIds: { ios: '6470000042', android: 'com.testair.dining' },
    ...overrides,
  };
}

/** What GET /api/partner answers for that file (the server runs the same shared schema). */
export function testPartner(overrides: Partial<PartnerFile> = {}): PublicPartner {
  return publicPartnerSchema.parse(partnerFile(overrides));
}

/** Home copy for a visitor, written with copy tokens as the content service stores it. */
export const visitorHomeEntry: ContentEntry = {
  slug: 'home-visitor',
  fields: {
    user_states: ['not_signed_in'],
    banner: {
      banner_text: [
        { type: 'welcome', text_desktop: 'Welcome back', text_mobile: 'Welcome back' },
        {
          type: 'title',
          text_desktop: 'Earn {{currency_plural}} every time you dine',
          text_mobile: 'Dine and earn {{currency_plural}}',
        },
        { type: 'subtitle', text_desktop: 'Join {{program}} today', text_mobile: 'Join {{program}} today' },
      ],
      show_prospect_form: false,
      cta: { text: 'Find restaurants', url: '/search' },
    },
    how_it_works: {
      title: 'How {{program}} works',
      steps: [
        { icon: 'search', title: 'Search', text: 'Find participating restaurants near you.' },
        { icon: 'dine', title: 'Dine and pay', text: 'Pay with a card linked to {{program}}.' },
        { icon: 'earn', title: 'Earn', text: 'Earn {{partner}} {{currency_plural}} automatically.' },
      ],
    },
    body: [{ type: 'body_text', text: 'Already a member? [[sign_in|Sign in]] to see your offers.' }],
    disclaimer: '© {{current_year}} {{partner}}. Terms apply.',
  },
};

/** Copy for signed-in members only: a visitor must never see it. */
export const memberHomeEntry: ContentEntry = {
  slug: 'home-member',
  fields: {
    ...visitorHomeEntry.fields,
    user_states: ['member'],
    banner: {
      banner_text: [
        { type: 'welcome', text_desktop: 'Welcome back', text_mobile: 'Welcome back' },
        { type: 'title', text_desktop: 'Your {{program}} offers', text_mobile: 'Your offers' },
      ],
      show_prospect_form: false,
    },
  },
};

/** Global navbar copy as seeded for a partner of the given enrollment type. */
export function navbarEntry(enrollmentType: 'direct' | 'sso' | 'none' = 'direct'): ContentEntry {
  const direct = enrollmentType === 'direct';
  return {
    slug: 'navbar',
    fields: {
      nav_links: [
        { text_desktop: 'Search', text_mobile: 'Find a restaurant', url: '/search' },
        { text_desktop: 'Earn', text_mobile: 'Ways to earn', url: '/earn' },
      ],
      skip_link_text: 'Skip to content',
      menu_label: 'Menu',
      search_label: 'Search restaurants',
      auth:
        enrollmentType === 'none'
          ? null
          : {
              sign_in: direct ? { text: 'Sign in', url: '/login' } : null,
              join: direct ? { text: 'Join now', url: '/join' } : { text: 'Enroll with {{partner}}', url: '/login' },
              already_member: direct ? 'Already a member?' : null,
              sign_out_text: 'Sign out',
              account_text: 'My account',
              greeting: 'Hi',
            },
    },
  };
}

/** Global footer copy; the last primary link varies with who is looking. */
export function footerEntry(withSignIn = true): ContentEntry {
  return {
    slug: 'footer',
    fields: {
      primary_links: [
        { text: 'Find a restaurant', url: '/search' },
        { text: 'Ways to earn', url: '/earn' },
      ],
      last_link_by_state: withSignIn
        ? {
            visitor: { text: 'Sign in', url: '/login' },
            non_card_member: { text: 'Finish joining', url: '/join' },
            member: { text: 'Account center', url: '/account/overview' },
          }
        : null,
      secondary_links: [
        { text: 'Program Terms', url: '/earn/terms' },
        { text: 'Privacy Notice', url: '/earn/privacy' },
      ],
      copyright: '© {{current_year}} Forkpoint Dining, Inc.',
      support_text: 'Questions? Contact us at [[support_email]].',
      disclaimer: '{{program}} is operated on behalf of {{partner}}.',
      form_privacy_notice: null,
      app_badges: {
        heading: 'Take {{program}} with you',
        ios_url: 'https://apps.apple.com/',
        ios_label: 'Download on the App Store',
        android_url: 'https://play.google.com/store/apps',
        android_label: 'Get it on Google Play',
      },
    },
  };
}

/** Global earn copy: the tier names {{current_tier}} reads. */
export const globalEarnEntry: ContentEntry = {
  slug: 'earn',
  fields: { tier_names: { basic: 'Basic', select: 'Select', vip: 'VIP' } },
};

/** An earn_details page, as the content page template renders it. */
export function earnEntry(url: string, title: string): ContentEntry {
  return {
    slug: url.split('/').pop() ?? 'earn',
    fields: {
      url,
      browser_title: `${title} | {{program}}`,
      banner_text: [
        { type: 'welcome', text_desktop: 'Welcome back', text_mobile: 'Welcome back' },
        { type: 'title', text_desktop: title, text_mobile: title },
        { type: 'body', text_desktop: 'Earn {{currency_plural}} when you dine.', text_mobile: 'Earn more.' },
      ],
      main_column: [
        { type: 'title', text: 'How it works', variant: 2 },
        { type: 'body_text', text: 'Pay with a linked card.\n\nQuestions? Call [[support_phone]].' },
        { type: 'merchant_carousel', search: 'isNew=true', headline: 'New near you' },
        { type: 'button', text: 'Join now', url: '/join', variant: 1, spacing: 30 },
      ],
      side_column: [
        { type: 'title', text: 'More ways to earn', variant: 4 },
        { type: 'standalone_link', text: 'Reservations', url: '/earn/reservations' },
      ],
      disclaimer: 'See the [[terms|Program Terms]] for details.',
    },
  };
}

export const announcementEntry: ContentEntry = {
  slug: 'new-restaurants',
  fields: {
    banner_copy: [
      { type: 'text', copy: 'New restaurants join {{program}} every week.' },
      { type: 'link', copy: "See what's new", url: '/search?isNew=true' },
    ],
    tooltip_copy: 'Restaurant participation may change.',
  },
};
