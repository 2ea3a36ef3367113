import type { Partner } from '@forkpoint/shared';
import type { ContentLink, contentBlockSchema } from '@forkpoint/shared/content/index';
import type { z } from 'zod';
import { isCashProgram } from '@forkpoint/shared/rules/cash-programs';

/**
 * The few phrases default copy must vary on, derived from partner settings (never from the
 * partner code). Everything else is written once with copy tokens.
 */

export type Block = z.input<typeof contentBlockSchema>;

export type PartnerCopy = {
  /** Dollar and Credit programs pay cash back; Mile and Point programs earn the partner currency. */
  cashBack: boolean;
  /** Members sign in and have the account area (enrollment type direct or sso). */
  hasAccount: boolean;
  /** Where members see their rewards: the account area, or the partner's own account. */
  activityPlace: string;
  /** What a member earns: the currency tokens, or "cash back" for Dollar and Credit programs. */
  reward: string;
  /** The bonus form of `reward`. */
  bonusReward: string;
  /** Credit programs pay out as a statement credit past a threshold; null elsewhere. */
  creditNote: string | null;
  /** The reservation bonus, e.g. "50 {{bonus_currency}}"; null where the partner has none. */
  reservationBonus: string | null;
  /** The primary join or enroll action; null where enrollment happens outside the app. */
  join: ContentLink | null;
  /** Direct partners only: SSO partners sign in through the join action. */
  signIn: ContentLink | null;
  /** One sentence on how to become a member. */
  joinHow: string;
  /** Accepted card brands as a readable list, e.g. "Visa, Mastercard or Discover". */
  cardBrands: string;
};

const BRAND_NAMES = { AMEX: 'American Express', DISC: 'Discover', MAST: 'Mastercard', VISA: 'Visa' } as const;
const BRAND_ORDER = ['VISA', 'MAST', 'AMEX', 'DISC'] as const;

export function readableList(items: string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

export function partnerCopy(partner: Partner): PartnerCopy {
  const cashBack = isCashProgram(partner.currencyType);
  const bonusAmount = partner.hasReservationBonus ? partner.reservationBonusAmount : 0;
  const joinHow = {
    direct: "Join {{program}} for free, link a credit or debit card, and you're ready for your next meal out.",
    sso: "Enroll with your {{partner}} account, link a credit or debit card, and you're ready for your next meal out.",
    none: "Register your card with {{partner}} and it's ready to earn at your next meal out.",
  }[partner.enrollmentType];
  return {
    cashBack,
    hasAccount: partner.enrollmentType !== 'none',
    activityPlace: partner.enrollmentType === 'none' ? 'your {{partner}} account' : 'Reviews & History',
    reward: cashBack ? 'cash back' : '{{currency_plural}}',
    bonusReward: cashBack ? 'bonus cash back' : '{{bonus_currency}}',
    creditNote:
      partner.currencyType === 'Credit'
        ? `Your cash back is paid as a statement credit once you've earned $${partner.statementCreditThresholdDollars} or more.`
        : null,
    reservationBonus: bonusAmount > 0 ? (cashBack ? `$${bonusAmount}` : `${bonusAmount} {{bonus_currency}}`) : null,
    join: {
      direct: { text: 'Join now', url: '/join' },
      sso: { text: 'Enroll with {{partner}}', url: '/login' },
      none: null,
    }[partner.enrollmentType],
    signIn: partner.enrollmentType === 'direct' ? { text: 'Sign in', url: '/login' } : null,
    joinHow,
    cardBrands: readableList(
      BRAND_ORDER.filter((code) => partner.cardTypesAccepted.includes(code)).map((code) => BRAND_NAMES[code]),
      'or',
    ),
  };
}

/** The main call to action: join where the app enrolls, otherwise straight to search. */
export function primaryAction(copy: PartnerCopy): ContentLink {
  return copy.join ?? { text: 'Find a restaurant', url: '/search' };
}
