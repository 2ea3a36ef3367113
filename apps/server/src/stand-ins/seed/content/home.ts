import type { Partner } from '@forkpoint/shared';
import type { UserState, homeFieldsSchema } from '@forkpoint/shared/content/index';
import type { z } from 'zod';
import { type Block, type PartnerCopy, primaryAction } from './partner-copy';

type HomeFields = z.input<typeof homeFieldsSchema>;
type HomeEntry = { slug: string; fields: HomeFields };

/** The three steps of spec part 1 §2 Home: search, dine and pay, earn. */
function howItWorks(copy: PartnerCopy): HomeFields['how_it_works'] {
  return {
    title: 'How it works',
    steps: [
      {
        icon: 'search',
        title: 'Search',
        text: "Find participating restaurants near you or wherever you're headed, on the list or on the map.",
      },
      {
        icon: 'dine',
        title: 'Dine and pay',
        text: 'Enjoy your meal and pay with your linked card, just like you always do. No codes, no coupons, nothing to show.',
      },
      {
        icon: 'earn',
        title: 'Earn',
        text: [`Earn ${copy.reward} automatically on every eligible meal.`, copy.creditNote].filter(Boolean).join(' '),
      },
    ],
  };
}

const newNearYou: Block = {
  type: 'merchant_carousel',
  search: 'isNew=true',
  headline: 'New near you',
  body: 'Recently added restaurants worth a visit.',
  spacing: 40,
};

const disclaimer =
  'Rewards are earned on eligible purchases made with a linked card at participating restaurants. Restaurants, offers and earn rates may change. See the [[terms|Program Terms]] for details.';

function visitorEntry(partner: Partner, copy: PartnerCopy): HomeEntry {
  const direct = partner.enrollmentType === 'direct';
  const privacy = partner.showFormPrivacyNotice ? ' By continuing, you agree to our [[privacy|Privacy Notice]].' : '';
  return {
    slug: 'visitor',
    fields: {
      user_states: ['not_signed_in'],
      browser_title: `Dine out and earn ${copy.reward} | {{program}}`,
      meta_description: `Earn ${copy.reward} every time you dine at participating restaurants with {{program}}. Link a card once, then just dine and pay.`,
      banner: {
        banner_text: [
          {
            type: 'title',
            text_desktop: `Dine out. Earn ${copy.reward}.`,
            text_mobile: `Dine out. Earn ${copy.reward}.`,
          },
          {
            type: 'body',
            text_desktop: `Link a card once, then earn ${copy.reward} every time you pay at thousands of participating restaurants.`,
            text_mobile: `Link a card once and earn ${copy.reward} at thousands of restaurants.`,
          },
        ],
        // Spec part 1 §2: the prospect e-mail form is for non-members of direct partners.
        show_prospect_form: direct,
        ...(direct
          ? {
              prospect_form: {
                heading: 'Get started in minutes',
                label: 'Email address',
                // The field's placeholder token "{email}" reads as an example address.
                email_placeholder: 'name@example.com',
                button_text: 'Get started',
                note: `Already a member? [[sign_in|Sign in]].${privacy}`,
              },
            }
          : { cta: primaryAction(copy) }),
      },
      how_it_works: howItWorks(copy),
      body: [
        { type: 'title', text: 'Good food. Great rewards.', variant: 2, spacing: 20 },
        { type: 'body_text', text: copy.joinHow },
        newNearYou,
        { type: 'button', ...primaryAction(copy), variant: 1, spacing: 30 },
      ],
      disclaimer,
    },
  };
}

function memberEntry(copy: PartnerCopy): HomeEntry {
  return {
    slug: 'member',
    fields: {
      user_states: ['member'],
      banner: {
        banner_text: [
          { type: 'welcome', text_desktop: 'Welcome back', text_mobile: 'Welcome back' },
          {
            type: 'title',
            text_desktop: 'Your next great meal is waiting',
            text_mobile: 'Your next great meal awaits',
          },
          {
            type: 'body',
            text_desktop: `You're earning ${copy.reward} at the {{current_tier}} level. Find a restaurant and we'll take care of the rest.`,
            text_mobile: `You're earning ${copy.reward} at the {{current_tier}} level.`,
          },
        ],
        show_prospect_form: false,
        cta: { text: 'Find a restaurant', url: '/search' },
      },
      how_it_works: howItWorks(copy),
      body: [
        { type: 'title', text: 'Earn more with Select', variant: 2, spacing: 20 },
        {
          type: 'body_text',
          text: `Turn on e-mail offers from {{program}} to reach the Select tier and earn more ${copy.reward} at every participating restaurant.`,
        },
        { type: 'standalone_link', text: 'Update your e-mail preferences', url: '/account/user_profile' },
        newNearYou,
      ],
      disclaimer,
    },
  };
}

function notActivatedEntry(copy: PartnerCopy): HomeEntry {
  return {
    slug: 'not-activated',
    fields: {
      user_states: ['not_activated'],
      banner: {
        banner_text: [
          {
            type: 'title',
            text_desktop: 'Activate your account to start earning',
            text_mobile: 'Activate to start earning',
          },
          {
            type: 'body',
            text_desktop: `You're one step away. Activate your {{program}} account to see offers and earn ${copy.reward} at participating restaurants.`,
            text_mobile: `Activate your account to see offers and earn ${copy.reward}.`,
          },
        ],
        show_prospect_form: false,
        cta: { text: 'Activate now', url: '/activate' },
      },
      how_it_works: howItWorks(copy),
      body: [
        {
          type: 'body_text',
          text: 'Activation takes just a moment. Questions? Our team is happy to help at [[support_phone]].',
          spacing: 20,
        },
      ],
      disclaimer,
    },
  };
}

function tierEntry(state: Extract<UserState, 'tier_2' | 'tier_3'>, partner: Partner, copy: PartnerCopy): HomeEntry {
  const select = state === 'tier_2';
  const body: Block[] = select
    ? [{ type: 'body_text', text: 'Keep your e-mail offers turned on to stay at Select.', spacing: 20 }]
    : [
        {
          type: 'body_text',
          text: 'Your Account Overview shows your dining progress for the year, so you always know where you stand.',
          spacing: 20,
        },
        { type: 'standalone_link', text: 'See your progress', url: '/account/overview' },
      ];
  if (select && partner.hasVIP) {
    body.push(
      { type: 'title', text: 'Dine often? Aim for VIP', variant: 3, spacing: 30 },
      { type: 'body_text', text: `VIP members earn our highest rate of ${copy.reward} on every eligible meal.` },
      { type: 'standalone_link', text: 'See how VIP works', url: '/earn/vip-upgrade' },
    );
  }
  body.push(newNearYou);
  return {
    slug: select ? 'select' : 'vip',
    fields: {
      user_states: [state],
      banner: {
        banner_text: [
          { type: 'welcome', text_desktop: 'Welcome back', text_mobile: 'Welcome back' },
          select
            ? { type: 'title', text_desktop: 'Select dining, unlocked', text_mobile: 'Select, unlocked' }
            : { type: 'title', text_desktop: 'Welcome to VIP', text_mobile: 'Welcome to VIP' },
          {
            type: 'body',
            text_desktop: select
              ? `As a Select member, you earn more ${copy.reward} at every participating restaurant.`
              : `You're earning our highest rate of ${copy.reward}. Thank you for dining with {{program}}.`,
            text_mobile: select ? `You earn more ${copy.reward} on every meal.` : 'Our highest earn rate is yours.',
          },
        ],
        show_prospect_form: false,
        cta: { text: 'Find a restaurant', url: '/search' },
      },
      how_it_works: howItWorks(copy),
      body,
      disclaimer,
    },
  };
}

/** One entry per user state; member states exist only where members can sign in. */
export function homeEntries(partner: Partner, copy: PartnerCopy): HomeEntry[] {
  const entries = [visitorEntry(partner, copy)];
  if (partner.enrollmentType === 'none') return entries;
  entries.push(memberEntry(copy), notActivatedEntry(copy), tierEntry('tier_2', partner, copy));
  if (partner.hasVIP) entries.push(tierEntry('tier_3', partner, copy));
  return entries;
}
