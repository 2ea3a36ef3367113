import type { Partner } from '@forkpoint/shared';
import { MAX_LINKED_CARDS, MISSING_REWARDS_AFTER_DAYS, PENDING_REVIEW_EXPIRY_DAYS } from '@forkpoint/shared';
import { bonusPages } from './earn-details-bonuses';
import { legalPages } from './earn-details-legal';
import { EARN_DISCLAIMER, type EarnPage, bannerText, waysToEarnColumn } from './earn-page';
import { type Block, type PartnerCopy, primaryAction } from './partner-copy';

function earnOverview(partner: Partner, copy: PartnerCopy): EarnPage {
  const tiers = partner.hasVIP
    ? 'Every member starts at Basic. Turn on e-mail offers from {{program}} to reach Select and earn more on every eligible meal. Dine often and you can reach VIP, our highest earn rate.'
    : 'Every member starts at Basic. Turn on e-mail offers from {{program}} to reach Select and earn more on every eligible meal.';
  const extras = [
    `New members can earn a welcome bonus, and some restaurants offer ${copy.bonusReward} for a limited time. Look for the bonus tag when you search.`,
    copy.reservationBonus ? `Book a table through {{program}} and earn ${copy.reservationBonus} when you dine.` : null,
  ];
  const main: Block[] = [
    { type: 'title', text: 'Dine and earn, automatically', variant: 2 },
    {
      type: 'body_text',
      text: `Pay with a linked credit or debit card at any participating restaurant and you'll earn ${copy.reward} on eligible purchases. There's nothing to activate at the table and no coupon to show.`,
    },
    { type: 'standalone_link', text: 'How earning works', url: '/earn/how-it-works' },
    { type: 'title', text: 'Earn more as you go', variant: 3, spacing: 30 },
    { type: 'body_text', text: tiers },
    ...(partner.hasVIP ? [{ type: 'standalone_link', text: 'Reaching VIP', url: '/earn/vip-upgrade' } as const] : []),
    { type: 'title', text: 'Bonuses and extras', variant: 3, spacing: 30 },
    { type: 'body_text', text: extras.filter(Boolean).join(' ') },
    { type: 'standalone_link', text: 'New member bonus', url: '/earn/new-member-bonus' },
    { type: 'standalone_link', text: 'Golf-and-games venue bonus', url: '/earn/topgolf-bonus' },
    { type: 'standalone_link', text: 'Reservations', url: '/earn/reservations' },
    { type: 'button', ...primaryAction(copy), variant: 1, spacing: 30 },
  ];
  return {
    slug: 'earn',
    fields: {
      url: '/earn',
      browser_title: 'Ways to earn | {{program}}',
      banner_text: bannerText(
        `Ways to earn ${copy.reward}`,
        "Every meal at a participating restaurant earns. Here's how to make the most of it.",
        'Every meal at a participating restaurant earns.',
      ),
      main_column: main,
      side_column: waysToEarnColumn(partner, copy, '/earn'),
      disclaimer: EARN_DISCLAIMER,
    },
  };
}

function howItWorks(partner: Partner, copy: PartnerCopy): EarnPage {
  const arrival = [
    `Most rewards appear in ${copy.activityPlace} within a few days. Some take up to two weeks while the purchase is confirmed${
      copy.hasAccount ? '; until then they show as "Not earned yet."' : '.'
    }`,
    copy.creditNote,
  ];
  // Reviews are written from the account area, which only members who sign in have.
  const reviews: Block[] = copy.hasAccount
    ? [
        { type: 'title', text: 'Tell us how it went', variant: 3, spacing: 30 },
        {
          type: 'body_text',
          text: `After you dine, you can review your visit from Reviews & History for up to ${PENDING_REVIEW_EXPIRY_DAYS} days. Your reviews help other members find great meals.`,
        },
      ]
    : [];
  return {
    slug: 'how-it-works',
    fields: {
      url: '/earn/how-it-works',
      browser_title: 'How earning works | {{program}}',
      banner_text: bannerText(
        'How earning works',
        'Link a card, dine, and earn. Here are the details.',
        'Link a card, dine, and earn.',
      ),
      main_column: [
        { type: 'title', text: '1. Link your card', variant: 3 },
        {
          type: 'body_text',
          text: `Link up to ${MAX_LINKED_CARDS} ${copy.cardBrands} credit or debit cards. Your card number is encrypted the moment you enter it.`,
        },
        { type: 'title', text: '2. Dine and pay', variant: 3, spacing: 30 },
        {
          type: 'body_text',
          text: "Pay with a linked card at a participating restaurant, for dine-in, takeout or online orders. Some restaurants limit how often you can earn there each month; you'll find any limits on the restaurant's page.",
        },
        { type: 'title', text: `3. Earn ${copy.reward}`, variant: 3, spacing: 30 },
        { type: 'body_text', text: arrival.filter(Boolean).join(' ') },
        { type: 'title', text: 'Missing a reward?', variant: 3, spacing: 30 },
        {
          type: 'body_text',
          text: `If a reward hasn't shown up ${MISSING_REWARDS_AFTER_DAYS} days after your meal, let us know at [[support_email]] and we'll look into it.`,
        },
        ...reviews,
        { type: 'button', ...primaryAction(copy), variant: 1, spacing: 30 },
      ],
      side_column: waysToEarnColumn(partner, copy, '/earn/how-it-works'),
      disclaimer: EARN_DISCLAIMER,
    },
  };
}

/** The target of the popup's cash-back announcement. */
function thisIsBig(partner: Partner, copy: PartnerCopy): EarnPage {
  const lead = copy.cashBack
    ? 'With {{program}}, the meals you already enjoy pay you back. Link a card, dine at participating restaurants and earn real cash back automatically. No points to track, no codes to remember.'
    : 'With {{program}}, the meals you already enjoy pay you back in {{currency_plural}}. Link a card, dine at participating restaurants and earn automatically. No codes to remember, no receipts to keep.';
  return {
    slug: 'this-is-big',
    fields: {
      url: '/earn/this-is-big',
      browser_title: 'This is big | {{program}}',
      banner_text: bannerText(
        'This is big.',
        copy.cashBack
          ? 'Real cash back at thousands of restaurants.'
          : `Earn {{currency_plural}} at thousands of restaurants.`,
        copy.cashBack ? 'Real cash back when you dine.' : 'Earn {{currency_plural}} when you dine.',
      ),
      main_column: [
        { type: 'title', text: 'Dining that pays you back', variant: 1 },
        { type: 'body_text', text: [lead, copy.creditNote].filter(Boolean).join(' ') },
        { type: 'title', text: 'Thousands of restaurants, one card', variant: 3, spacing: 30 },
        {
          type: 'body_text',
          text: 'From neighborhood favorites to acclaimed dining rooms, participating restaurants are added every week. Search near home or wherever you travel.',
        },
        { type: 'merchant_carousel', search: 'isNew=true', headline: 'New near you', spacing: 30 },
        { type: 'button', ...primaryAction(copy), variant: 1, spacing: 30 },
      ],
      side_column: waysToEarnColumn(partner, copy, '/earn/this-is-big'),
      disclaimer: EARN_DISCLAIMER,
    },
  };
}

/** Every earn page of the spec, /earn/this-is-big, and the legal pages the footer links to. */
export function earnDetailsEntries(partner: Partner, copy: PartnerCopy): EarnPage[] {
  return [
    earnOverview(partner, copy),
    howItWorks(partner, copy),
    ...bonusPages(partner, copy),
    thisIsBig(partner, copy),
    ...legalPages(partner, copy),
  ];
}
