import { useId, type ReactNode } from 'react';
import type { CashCurrencyType } from '@forkpoint/shared/rules/cash-programs';
import { DEFAULT_STATEMENT_CREDIT_THRESHOLD, formatDollars, useStatementCreditBalance } from '@/lib/statement-credits';
import './cash-rewards-summary.css';

export interface CashRewardsSummaryProps {
  /** Dollar programs call the balance cash back; Credit programs' rewards are statement credits already. */
  currencyType: CashCurrencyType;
  /** The partner's statementCreditThresholdDollars: the balance at which a statement credit is paid. */
  thresholdDollars: number;
  /** False until the member is known: no call is made before. */
  enabled: boolean;
  /** Where the summary stands apart from the page it leads to: a link there (the account overview's). */
  action?: ReactNode;
}

/**
 * The rewards summary of a cash program (spec part 2 §2 Recent activity "a rewards summary", for Dollar
 * programs too: decision 0030): the balance not yet paid out (GET /api/Member/StatementCreditBalance) and how
 * far it is toward the next statement credit, which is paid at the partner's threshold ("Credit rewards
 * progress maximum default 20"). Reviews & History and the account overview show this one summary.
 */
export function CashRewardsSummary({ currencyType, thresholdDollars, enabled, action }: CashRewardsSummaryProps) {
  const titleId = useId();
  const progressId = useId();
  const balance = useStatementCreditBalance(enabled);
  const threshold = thresholdDollars > 0 ? thresholdDollars : DEFAULT_STATEMENT_CREDIT_THRESHOLD;

  return (
    <section className="rewards-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="rewards-summary__title">
        Your rewards
      </h2>
      {balance.isSuccess ? (
        <BalanceProgress
          balance={balance.data.memberBalance}
          threshold={threshold}
          cashBack={currencyType === 'Dollar'}
          progressId={progressId}
        />
      ) : balance.isError ? (
        <p className="rewards-summary__note">Your balance could not be loaded just now.</p>
      ) : (
        <p className="rewards-summary__note">Loading your balance…</p>
      )}
      {action ? <p className="rewards-summary__action">{action}</p> : null}
    </section>
  );
}

function BalanceProgress({
  balance,
  threshold,
  cashBack,
  progressId,
}: {
  balance: number;
  threshold: number;
  cashBack: boolean;
  progressId: string;
}) {
  const value = Math.min(Math.max(balance, 0), threshold);
  const remaining = Math.max(threshold - balance, 0);
  const paid = cashBack ? 'Your cash back is paid as a statement credit' : 'A statement credit is paid';
  return (
    <>
      <p className="rewards-summary__balance">
        <span className="rewards-summary__amount">{formatDollars(balance)}</span>{' '}
        <span className="rewards-summary__unit">{cashBack ? 'cash back balance' : 'balance'}</span>
      </p>
      <label htmlFor={progressId} className="rewards-summary__label">
        Progress toward your next {formatDollars(threshold)} statement credit
      </label>
      <progress
        id={progressId}
        className="rewards-summary__progress"
        max={threshold}
        value={value}
        aria-valuetext={`${formatDollars(value)} of ${formatDollars(threshold)}`}
      />
      <p className="rewards-summary__note">
        {remaining > 0
          ? `${formatDollars(remaining)} more to go. ${paid} when your balance reaches ${formatDollars(threshold)}.`
          : `You have reached it: your ${cashBack ? 'cash back is on its way as a statement credit' : 'statement credit is on its way'}.`}
      </p>
    </>
  );
}
