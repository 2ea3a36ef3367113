import type { Partner, RewardSourceCode } from '@forkpoint/shared';
import { DEFAULT_EARN_COPY } from '@forkpoint/shared/content/earn-copy';
import { BASE_TERMS, type EarnTerms } from '@forkpoint/shared/rules/earn-decision';
import { explainPurchaseReward } from '@forkpoint/shared/rules/earn-explanation';
import type { EarnTier } from '@forkpoint/shared/rules/earn-rates';
import { rateOfTier } from '@forkpoint/shared/rules/earn-rules';

/**
 * Why a reward is what it is, in the program's words and units (docs/rewards.md "Every reward explains
 * itself"): a purchase's rate, tier, offer, bonuses and spend limit from what the engine stored with it; a bonus
 * or adjustment its source. Reviews & History and the support console show the same lines.
 */

export interface ExplainedReward {
  source_code: RewardSourceCode;
  source_transaction_id: string;
  award_status: string;
  earn_tier: EarnTier | null;
  earn_terms: EarnTerms | null;
  ticket_cents: number;
  eligible_cents: number;
  /** The restaurant's monthly spend limit as the catalog holds it (dollars, text), or null. */
  max_spend: string | null;
}

const ADJUSTMENT_SOURCES: Partial<Record<RewardSourceCode, string>> = {
  A: 'Adjustment by support',
  J: 'Bonus adjustment by support',
  M: 'Reward added by support',
  '+': 'Corporate reward',
};

const BONUS_KIND_NAMES: Record<string, string> = {
  newMember: 'New member bonus',
  appOnly: 'App bonus',
  dines: 'Dining bonus',
};

/** A bonus row's source: a reservation's, or the partner bonus whose code its source id carries. */
function bonusSource(sourceId: string, partner: Pick<Partner, 'bonuses'>): string {
  if (sourceId.startsWith('reservation-')) return 'Reservation bonus';
  const bonus = partner.bonuses.find((b) => sourceId.startsWith(`bonus-${b.code}-`));
  return (bonus && BONUS_KIND_NAMES[bonus.kind]) ?? 'Bonus';
}

const EARNING_STATUSES = new Set(['Pending', 'Awarded', 'Paid', 'Deferred']);

export function explainReward(
  row: ExplainedReward,
  partner: Pick<Partner, 'currencyType' | 'earnRates' | 'terms' | 'bonuses'>,
): string[] {
  if (row.source_code === 'B') return [bonusSource(row.source_transaction_id, partner)];
  const adjustment = ADJUSTMENT_SOURCES[row.source_code];
  if (adjustment) return [adjustment];
  // A purchase that earns nothing says why in its status reason instead.
  if (!row.earn_tier || row.eligible_cents <= 0 || !EARNING_STATUSES.has(row.award_status)) return [];
  const maxSpend = /^[0-9]+(\.[0-9]+)?$/.test(row.max_spend ?? '') ? Math.round(Number(row.max_spend) * 100) : null;
  return explainPurchaseReward({
    currency: {
      type: partner.currencyType,
      singular: partner.terms.currencySingular,
      plural: partner.terms.currencyPlural,
    },
    rate: rateOfTier(row.earn_tier, partner.earnRates),
    tierName: DEFAULT_EARN_COPY.tierNames[row.earn_tier],
    terms: row.earn_terms ?? BASE_TERMS,
    ticketCents: row.ticket_cents,
    eligibleCents: row.eligible_cents,
    maxSpendPerMonthCents: maxSpend,
  });
}
