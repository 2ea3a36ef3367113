import type { Partner } from '@forkpoint/shared';
import { LOCKOUT_MINUTES, MISSING_REWARDS_AFTER_DAYS } from '@forkpoint/shared';
import { type EarnPage, HELP_COLUMN, bannerText } from './earn-page';
import type { Block, PartnerCopy } from './partner-copy';

/**
 * The pages behind the footer's secondary links and the [[terms]] / [[privacy]] link tokens.
 * They live under /earn so the earn_details page template serves them like any earn page.
 */

function sections(items: Array<[string, string]>): Block[] {
  return items.flatMap(([title, text], i): Block[] => [
    { type: 'title', text: title, variant: 3, spacing: i === 0 ? 0 : 30 },
    { type: 'body_text', text },
  ]);
}

function legalPage(slug: string, title: string, lead: string, body: Block[]): EarnPage {
  return {
    slug,
    fields: {
      url: `/earn/${slug}`,
      browser_title: `${title} | {{program}}`,
      banner_text: bannerText(title, lead, lead),
      main_column: body,
      side_column: HELP_COLUMN,
    },
  };
}

function programTerms(partner: Partner, copy: PartnerCopy): EarnPage {
  const membership = {
    direct:
      'Membership is free and open to residents of the United States who are 18 or older. You need a valid e-mail address and at least one eligible card.',
    sso: 'Membership is free and open to {{partner}} members who are residents of the United States and 18 or older. You enroll with your {{partner}} account and need at least one eligible card.',
    none: 'Membership is free and open to {{partner}} members who are residents of the United States and 18 or older, with a card registered through {{partner}}.',
  }[partner.enrollmentType];
  const earning = [
    `You earn ${copy.reward} on eligible purchases made with a linked ${copy.cardBrands} card at participating restaurants. Gift card purchases and purchases made through third-party payment services may not qualify.`,
    'Earn rates depend on your tier (Basic, Select or VIP where offered) and may differ by restaurant. Some restaurants limit the number of visits or the amount of spend that earns each month.',
    copy.creditNote,
  ];
  const account = {
    direct: `Keep your sign-in details private. After repeated unsuccessful sign-in attempts, your account is locked for ${LOCKOUT_MINUTES} minutes to protect it. Deleting your last linked card deactivates your account.`,
    sso: 'You sign in with your {{partner}} account, so keep those details private. Deleting your last linked card deactivates your {{program}} account.',
    none: 'Your membership follows your {{partner}} account and the cards registered to it.',
  }[partner.enrollmentType];
  return legalPage('terms', 'Program Terms', 'The rules of {{program}}, in plain language.', [
    {
      type: 'body_text',
      text: `These terms apply to {{program}}, operated by Forkpoint Dining, Inc. on behalf of {{partner}}. By joining, you agree to them.`,
    },
    ...sections([
      ['Membership', membership],
      ['Earning', earning.filter(Boolean).join(' ')],
      [
        'When rewards arrive',
        `Rewards usually appear within a few days and can take up to two weeks. If a reward is missing ${MISSING_REWARDS_AFTER_DAYS} days after your meal, contact us and we'll look into it. Rewards earned on a purchase that is later refunded or reversed may be removed.`,
      ],
      [
        'Bonuses and offers',
        'Bonuses and limited-time offers have their own amounts, qualifying purchases and dates, shown with each offer. Some bonuses must be activated first, and some are available only in the app.',
      ],
      ['Your account', account],
      [
        'Changes',
        "We may add or remove participating restaurants and change earn rates, offers or these terms. When we make a material change, we'll tell you before it takes effect.",
      ],
    ]),
  ]);
}

function privacyNotice(copy: PartnerCopy): EarnPage {
  const choices = copy.hasAccount
    ? 'You can change your e-mail and text preferences in your profile at any time, and ask us to access, correct or delete your information by writing to [[support_email]].'
    : 'You can ask us to access, correct or delete your information, or to stop sending you messages, by writing to [[support_email]].';
  return legalPage('privacy', 'Privacy Notice', 'What we collect, why, and the choices you have.', [
    ...sections([
      [
        'What we collect',
        'Your name, e-mail address, ZIP code and, if you choose, your phone number; the type and last four digits of the cards you link; and the details of purchases made with those cards at participating restaurants, so we can award your rewards.',
      ],
      [
        'Your card numbers',
        'Card numbers are encrypted in your browser the moment you enter them. We use them only to match your purchases at participating restaurants.',
      ],
      [
        'How we use it',
        'To run your {{program}} account, award your rewards, send the messages you ask for, help you book tables, prevent fraud, and improve the service.',
      ],
      [
        'Who we share it with',
        '{{partner}}, so your rewards reach your account; the restaurants you dine at, in summary form; and service providers who help us run {{program}}, such as our booking provider. We do not sell your personal information.',
      ],
      ['Your choices', choices],
    ]),
  ]);
}

function accessibility(): EarnPage {
  return legalPage('accessibility', 'Accessibility', 'Everyone should be able to find a great meal.', [
    ...sections([
      [
        'Our commitment',
        '{{program}} is built to work with screen readers, keyboard navigation and zoom, and we aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.',
      ],
      [
        'Tell us what to improve',
        "If something on this site is hard to use, please tell us at [[support_email]] or [[support_phone]]. Let us know the page and what happened, and we'll work on a fix.",
      ],
    ]),
  ]);
}

export function legalPages(partner: Partner, copy: PartnerCopy): EarnPage[] {
  return [programTerms(partner, copy), privacyNotice(copy), accessibility()];
}
