import { useId } from 'react';
import { useStatementCreditBalance } from '../api/activity-calls';
import { formatDollars } from '../lib/activity-format';

/**
 * The rewards summary of a Credit program (spec part 2 §2 Recent activity): the balance not yet paid out
 * (GET /api/Member/StatementCreditBalance) and how far it is toward the next statement credit, which is
 * paid at the partner's threshold ("Credit rewards progress maximum default 20").
 */
export function CreditSummary({ thresholdDollars, enabled }: { thresholdDollars: number; enabled: boolean }) {
  const titleId = useId();
  const progressId = useId();
  const balance = useStatementCreditBalance(enabled);
  const threshold = thresholdDollars > 0 ? thresholdDollars : 20;

  return (
    <section className="activity-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="activity-summary__title">
        Your rewards
      </h2>
      {balance.isSuccess ? (
        <BalanceProgress balance={balance.data.memberBalance} threshold={threshold} progressId={progressId} />
      ) : balance.isError ? (
        <p className="activity-summary__note">Your balance could not be loaded just now.</p>
      ) : (
        <p className="activity-summary__note">Loading your balance…</p>
      )}
    </section>
  );
}

function BalanceProgress({
  balance,
  threshold,
  progressId,
}: {
  balance: number;
  threshold: number;
  progressId: string;
}) {
  const value = Math.min(Math.max(balance, 0), threshold);
  const remaining = Math.max(threshold - balance, 0);
  return (
    <>
      <p className="activity-summary__balance">
        <span className="activity-summary__amount">{formatDollars(balance)}</span>{' '}
        <span className="activity-summary__unit">balance</span>
      </p>
      <label htmlFor={progressId} className="activity-summary__label">
        Progress toward your next {formatDollars(threshold)} statement credit
      </label>
      <progress
        id={progressId}
        className="activity-summary__progress"
        max={threshold}
        value={value}
        aria-valuetext={`${formatDollars(value)} of ${formatDollars(threshold)}`}
      />
      <p className="activity-summary__note">
        {remaining > 0
          ? `${formatDollars(remaining)} more to go. A statement credit is paid when your balance reaches ${formatDollars(threshold)}.`
          : 'You have reached it: your statement credit is on its way.'}
      </p>
    </>
  );
}
