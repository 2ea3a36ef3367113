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
      banner_text: [{ type: 'title', text_desktop: 'Your {{program}} offers', text_mobile: 'Your offers' }],
      show_prospect_form: false,
    },
  },
};
