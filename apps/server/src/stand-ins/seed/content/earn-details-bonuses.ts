import type { Partner } from '@forkpoint/shared';
import { RESERVATION_OVERLAP_HOURS } from '@forkpoint/shared';
import { EARN_DISCLAIMER, type EarnPage, bannerText, waysToEarnColumn } from './earn-page';
import { type Block, type PartnerCopy, primaryAction } from './partner-copy';

/** The bonus and perk pages: venue bonus, new-member bonus, reservations and VIP. */

function venueBonus(partner: Partner, copy: PartnerCopy): EarnPage {
  // The path is the spec's; the copy names no brand, only the kind of venue.
  return {
    slug: 'topgolf-bonus',
    fields: {
      url: '/earn/topgolf-bonus',
      browser_title: 'Golf-and-games venue bonus | {{program}}',
      banner_text: bannerText(
        `Tee up ${copy.bonusReward}`,
        'Swing, play and dine at participating golf-and-games venues and earn a bonus on top of your usual rewards.',
        'Play, dine and earn a bonus.',
      ),
      main_column: [
        { type: 'title', text: 'Play, dine and earn a bonus', variant: 2 },
        {
          type: 'body_text',
          text: `Participating golf-and-games venues bring hitting bays, games and a full kitchen under one roof, and they're part of {{program}}. Pay for your food, drinks and bay time with a linked card and you'll earn your usual ${copy.reward} plus ${copy.bonusReward}.`,
        },
        { type: 'title', text: 'How to get the bonus', variant: 3, spacing: 30 },
        {
          type: 'body_text',
          text: `Find a participating venue by searching for "golf." Pay with a card linked to {{program}}. Your bonus appears in ${copy.activityPlace} along with the rest of your ${copy.reward}. The bonus amount and dates are shown on the venue's page while the offer is live.`,
        },
        { type: 'button', text: 'Find a venue', url: '/search?restaurantOrCuisine=golf', variant: 1, spacing: 30 },
      ],
      side_column: waysToEarnColumn(partner, copy, '/earn/topgolf-bonus'),
      disclaimer:
        'Bonus offers are available for a limited time at participating golf-and-games venues only and apply to eligible purchases made with a linked card. Bonus amounts, dates and participating venues may change. See the [[terms|Program Terms]] for details.',
    },
  };
}

function newMemberBonus(partner: Partner, copy: PartnerCopy): EarnPage {
  const join = {
    direct: 'Join {{program}} and link a credit or debit card.',
    sso: 'Enroll with your {{partner}} account and link a credit or debit card.',
    none: 'Register your card with {{partner}}.',
  }[partner.enrollmentType];
  const activate = copy.hasAccount
    ? ' Then open your Account Overview: available bonuses are listed there with an Activate button. Activate yours,'
    : ' Then';
  const steps = `${join}${activate} dine at a participating restaurant within the bonus window, and pay with your linked card.`;
  return {
    slug: 'new-member-bonus',
    fields: {
      url: '/earn/new-member-bonus',
      browser_title: 'New member bonus | {{program}}',
      banner_text: bannerText(
        'A warm welcome for new members',
        `Your first meals out with {{program}} can earn ${copy.bonusReward} on top of your usual ${copy.reward}.`,
        `Earn ${copy.bonusReward} on your first meals out.`,
      ),
      main_column: [
        { type: 'title', text: 'Welcome to the table', variant: 2 },
        {
          type: 'body_text',
          text: `New to {{program}}? Eligible new members earn ${copy.bonusReward} on their first qualifying meals, on top of the ${copy.reward} every meal earns.`,
        },
        { type: 'title', text: 'How it works', variant: 3, spacing: 30 },
        {
          type: 'body_text',
          text: steps,
        },
        { type: 'button', ...primaryAction(copy), variant: 1, spacing: 30 },
      ],
      side_column: waysToEarnColumn(partner, copy, '/earn/new-member-bonus'),
      disclaimer: `Available to eligible new members only. Bonus amounts, qualifying purchases and time windows vary by offer. Bonus ${copy.reward} may take up to two weeks to appear. See the [[terms|Program Terms]] for details.`,
    },
  };
}

function reservations(partner: Partner, copy: PartnerCopy): EarnPage {
  // A program without online booking says so, instead of promising a table it cannot book (issue 15).
  if (!partner.openTableReservationsEnabled) return reservationsByPhone(partner, copy);
  const bonus: Block[] = copy.reservationBonus
    ? [
        { type: 'title', text: 'Earn a reservation bonus', variant: 3, spacing: 30 },
        {
          type: 'body_text',
          text: `Book through {{program}}, dine, and pay with your linked card to earn ${copy.reservationBonus} on top of your usual ${copy.reward}. The bonus is added once the restaurant confirms you dined.`,
        },
      ]
    : [];
  // How to book, now that the restaurant's page books tables (issue 16); where reservations are kept.
  const steps = [
    "Find a restaurant that takes reservations: search with the Reservations filter on, or look for the Reservations section on a restaurant's page.",
    'Pick a date, time and party size, then choose one of the available times. We hold the table for a few minutes while you check the details.',
    copy.hasAccount
      ? 'Select Complete reservation. Your confirmation number appears right away, and the reservation is listed in My Reservations in your account, where you can cancel it.'
      : 'Select Complete reservation. Your confirmation number appears right away.',
  ];
  const myReservations: Block[] = copy.hasAccount
    ? [{ type: 'standalone_link', text: 'See My Reservations', url: '/account/reservations' }]
    : [];
  const terms = [
    'Reservations are available at participating restaurants only, for the party sizes and times each restaurant accepts, up to one year ahead. Some restaurants secure reservations with a linked card.',
    `You can hold one reservation at a location within any ${RESERVATION_OVERLAP_HOURS}-hour window. To change your plans, cancel your existing reservation first.`,
    "Please cancel if you can't make it. Repeated no-shows can lead our booking provider to deactivate your account with them.",
    `To earn ${copy.reward}, pay with a card linked to {{program}}.`,
    copy.reservationBonus
      ? 'The reservation bonus is earned once per completed reservation made through {{program}} and paid with a linked card.'
      : null,
  ];
  return {
    slug: 'reservations',
    fields: {
      url: '/earn/reservations',
      browser_title: 'Reservations | {{program}}',
      banner_text: bannerText(
        'Book a table',
        'Reserve at participating restaurants right from their page.',
        'Reserve right from the restaurant page.',
      ),
      main_column: [
        { type: 'title', text: 'Reservations made easy', variant: 2 },
        {
          type: 'body_text',
          text: `Book a table at participating restaurants right from their page on {{program}}. Reservations are handled by our booking provider${copy.hasAccount ? ', and you can see and cancel yours in your account any time' : ''}.`,
        },
        { type: 'title', text: 'How to book', variant: 3, spacing: 30 },
        { type: 'body_text', text: steps.map((step, index) => `${index + 1}. ${step}`).join('\n\n') },
        { type: 'button', text: 'Find a table', url: '/search?reservations=true', variant: 1, spacing: 20 },
        ...myReservations,
        ...bonus,
        { type: 'title', text: 'Reservation terms', variant: 3, spacing: 30 },
        { type: 'body_text', text: terms.filter(Boolean).join('\n\n') },
      ],
      side_column: waysToEarnColumn(partner, copy, '/earn/reservations'),
      disclaimer: EARN_DISCLAIMER,
    },
  };
}

function reservationsByPhone(partner: Partner, copy: PartnerCopy): EarnPage {
  return {
    slug: 'reservations',
    fields: {
      url: '/earn/reservations',
      browser_title: 'Reservations | {{program}}',
      banner_text: bannerText(
        'Reservations',
        'Book with the restaurant, earn with your linked card.',
        'Book with the restaurant, earn with your card.',
      ),
      main_column: [
        { type: 'title', text: 'Booking a table', variant: 2 },
        {
          type: 'body_text',
          text: `{{program}} does not take reservations online. To book, call the restaurant or use its own booking page: its phone number and website are on its page here. You earn ${copy.reward} as usual when you pay with a card linked to {{program}}.`,
        },
        { type: 'button', text: 'Find a restaurant', url: '/search', variant: 1, spacing: 30 },
      ],
      side_column: waysToEarnColumn(partner, copy, '/earn/reservations'),
      disclaimer: EARN_DISCLAIMER,
    },
  };
}

function vipUpgrade(partner: Partner, copy: PartnerCopy): EarnPage {
  return {
    slug: 'vip-upgrade',
    fields: {
      url: '/earn/vip-upgrade',
      browser_title: 'Reaching VIP | {{program}}',
      banner_text: bannerText(
        'VIP: our highest earn rate',
        `Dine often and earn the most ${copy.reward} on every meal.`,
        'Our highest earn rate.',
      ),
      main_column: [
        { type: 'title', text: 'How to reach VIP', variant: 2 },
        {
          type: 'body_text',
          text: `VIP is earned through a qualifying year: dine at participating restaurants the required number of times in a calendar year. ${
            copy.hasAccount
              ? 'Your Account Overview tracks your progress and shows how many visits you have left.'
              : 'Your {{partner}} account tracks your progress.'
          }`,
        },
        { type: 'title', text: 'Keeping your status', variant: 3, spacing: 30 },
        {
          type: 'body_text',
          text: 'Once you qualify, your progress shows as Complete and your VIP status carries into next year. Keep dining to renew it; while you do, your progress shows as Renewing.',
        },
        { type: 'title', text: 'VIP perks', variant: 3, spacing: 30 },
        {
          type: 'body_text',
          text: `VIP members earn our highest rate of ${copy.reward} and have access to restaurants that reward VIP members only. Look for the VIP tag when you search.`,
        },
        copy.hasAccount
          ? { type: 'button', text: 'See your progress', url: '/account/overview', variant: 1, spacing: 30 }
          : { type: 'button', ...primaryAction(copy), variant: 1, spacing: 30 },
      ],
      side_column: waysToEarnColumn(partner, copy, '/earn/vip-upgrade'),
      disclaimer: EARN_DISCLAIMER,
    },
  };
}

export function bonusPages(partner: Partner, copy: PartnerCopy): EarnPage[] {
  const pages = [venueBonus(partner, copy), newMemberBonus(partner, copy), reservations(partner, copy)];
  if (partner.hasVIP) pages.push(vipUpgrade(partner, copy));
  return pages;
}
