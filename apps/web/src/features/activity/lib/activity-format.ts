import type { CurrencyType } from '@forkpoint/shared/constants';
import type { ActivityCredit, ActivityTransaction, RewardSourceCode } from '@forkpoint/shared/contracts/rewards';
import { isCashProgram } from '@forkpoint/shared/rules/cash-programs';
import { formatDollars } from '@/lib/statement-credits';

// The dollar format and the cash-program test are app-wide now (the overview reads them too); the rows keep
// importing them from here.
export { formatDollars, isCashProgram };

/**
 * What an activity row says (spec part 2 §2 Recent activity, §3 Activity record, Other records): its date,
 * its activity and its rewards, in the program's unit.
 */

/** The partner settings the page follows, handed over by the app layer (spec part 1 §3). */
export interface ActivitySettings {
  currencyType: CurrencyType;
  /** The partner's currency words (terms): "mile" / "miles". */
  currencySingular: string;
  currencyPlural: string;
  /** Cash programs: the balance at which a statement credit is paid ("Credit rewards progress maximum default 20"). */
  statementCreditThresholdDollars: number;
}

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A reward in the program's unit: "$2.16" for Dollar and Credit programs, else "150 miles", "1 point". */
export function formatReward(
  amount: number,
  settings: Pick<ActivitySettings, 'currencyType' | 'currencySingular' | 'currencyPlural'>,
): string {
  if (isCashProgram(settings.currencyType)) return formatDollars(amount);
  const whole = Math.trunc(amount);
  const word = Math.abs(whole) === 1 ? settings.currencySingular : settings.currencyPlural;
  return `${WHOLE.format(whole)} ${word}`;
}

const ROW_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The row's date: "Mar 2, 2026"; the ISO text itself if it cannot be read. */
export function formatRowDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : ROW_DATE.format(date);
}

const SOURCE_NAMES: Record<RewardSourceCode, string> = {
  S: 'Purchase',
  M: 'Manual credit',
  J: 'Bonus adjustment',
  '+': 'Corporate credit',
  A: 'Adjustment',
  B: 'Bonus',
};

/**
 * The activity of a row without a restaurant (a bonus or an adjustment): its description, which the
 * record carries as statusReason, or what its source code names.
 */
export function activityDescription(transaction: Pick<ActivityTransaction, 'statusReason' | 'sourceCode'>): string {
  return transaction.statusReason?.trim() || SOURCE_NAMES[transaction.sourceCode];
}

/** The purchase's card and what was spent: "Card ending in 4242 · $72.00 spent". */
export function purchaseDetail(transaction: Pick<ActivityTransaction, 'cardLastFour' | 'ticketAmount'>): string | null {
  const parts: string[] = [];
  if (transaction.cardLastFour) parts.push(`Card ending in ${transaction.cardLastFour}`);
  if (transaction.ticketAmount > 0) parts.push(`${formatDollars(transaction.ticketAmount)} spent`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** A statement credit's amount (cents in the record) in dollars: "$20.00". */
export function creditAmount(credit: Pick<ActivityCredit, 'creditAmountCents'>): string {
  return formatDollars(credit.creditAmountCents / 100);
}

/** Where a statement credit went: "Credited to Visa ending in 4242", or "Paid to ada@example.com". */
export function creditTarget(credit: Pick<ActivityCredit, 'targetType' | 'targetLabel'>): string {
  const label = credit.targetLabel.trim();
  if (credit.targetType === 'card') return label ? `Credited to ${label}` : 'Credited to your card';
  return label ? `Paid to ${label}` : 'Paid outside your card';
}
