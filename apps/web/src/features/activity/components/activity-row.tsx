import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { ActivityCredit, ActivityTransaction } from '@forkpoint/shared/contracts/rewards';
import type { ReviewResponse } from '@forkpoint/shared/contracts/reviews';
import { paths } from '@/config/paths';
import {
  activityDescription,
  creditAmount,
  creditTarget,
  formatReward,
  formatRowDate,
  purchaseDetail,
  type ActivitySettings,
} from '../lib/activity-format';
import {
  creditStatus,
  REVIEW_WORDS,
  transactionStatus,
  type ReviewState,
  type StatusDisplay,
} from '../lib/status-display';
import { ReviewDialog } from './review-dialog';

/** One row's cells: date, activity, rewards, status (dimmed for Pending, Deferred and Forfeit rewards). */
function RowFacts({
  date,
  activity,
  rewards,
  status,
}: {
  date: string;
  activity: ReactNode;
  rewards: string;
  status: StatusDisplay;
}) {
  return (
    <>
      <p className="activity-row__cell activity-row__date">
        <time dateTime={date}>{formatRowDate(date)}</time>
      </p>
      <div className="activity-row__cell activity-row__activity">{activity}</div>
      <p className="activity-row__cell activity-row__rewards">
        <span className="visually-hidden">Rewards: </span>
        {rewards}
      </p>
      <div className="activity-row__cell activity-row__status">
        {status.label ? (
          <p className="activity-row__status-word">
            <span className="visually-hidden">Status: </span>
            {status.label}
          </p>
        ) : null}
        {status.detail ? <p className="activity-row__secondary activity-row__reason">{status.detail}</p> : null}
      </div>
    </>
  );
}

const rowClass = (status: StatusDisplay) => `activity-row${status.dimmed ? ' activity-row--dimmed' : ''}`;

export interface TransactionRowProps {
  transaction: ActivityTransaction;
  settings: ActivitySettings;
  review: ReviewState;
  onReviewed: (txnId: string, answer: ReviewResponse) => void;
  onRefused: () => void;
}

/** A row's anchor: the "you just earned" messages link to /account/recent_activity#txn-<id> (modules/notifications). */
const rowAnchor = (sourceTransactionId: string) => `txn-${sourceTransactionId}`;

/** Scrolls the row into view when the page was opened on its anchor (the rows draw after the URL is read). */
function useScrolledToWhenLinked(anchor: string) {
  const { hash } = useLocation();
  const ref = useRef<HTMLLIElement>(null);
  const linked = decodeURIComponent(hash.slice(1)) === anchor;
  useEffect(() => {
    if (linked) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [linked]);
  return ref;
}

export function TransactionRow({ transaction, settings, review, onReviewed, onRefused }: TransactionRowProps) {
  const status = transactionStatus(transaction);
  const anchored = useScrolledToWhenLinked(rowAnchor(transaction.sourceTransactionId));
  const detail = transaction.merchantId === null ? null : purchaseDetail(transaction);
  const name = transaction.merchantName?.trim() || (transaction.merchantId ? 'Restaurant' : null);
  const activity = (
    <>
      <p className="activity-row__title">
        {name === null ? (
          activityDescription(transaction)
        ) : transaction.activeMerchant && transaction.merchantNumber !== null ? (
          <Link to={paths.merchant.getHref(transaction.merchantNumber)}>{name}</Link>
        ) : (
          name
        )}
      </p>
      {detail ? <p className="activity-row__secondary">{detail}</p> : null}
      {transaction.earnExplanation.length > 0 ? (
        // How the reward was worked out (the rate, tier and offer), or a bonus's source.
        <ul className="activity-row__explanation" aria-label="How this reward was worked out">
          {transaction.earnExplanation.map((line) => (
            <li key={line} className="activity-row__secondary">
              {line}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
  return (
    <li id={rowAnchor(transaction.sourceTransactionId)} ref={anchored} className={rowClass(status)}>
      <RowFacts
        date={transaction.date}
        activity={activity}
        rewards={formatReward(transaction.benefitAmount, settings)}
        status={status}
      />
      <ReviewArea
        state={review}
        target={{ txnId: transaction.sourceTransactionId, merchantName: name ?? '', date: transaction.date }}
        onReviewed={onReviewed}
        onRefused={onRefused}
      />
    </li>
  );
}

export function CreditRow({ credit }: { credit: ActivityCredit }) {
  const status = creditStatus(credit);
  const activity = (
    <>
      <p className="activity-row__title">Statement credit</p>
      <p className="activity-row__secondary">{creditTarget(credit)}</p>
    </>
  );
  return (
    <li className={rowClass(status)}>
      <RowFacts date={credit.date} activity={activity} rewards={creditAmount(credit)} status={status} />
      <div className="activity-row__review" />
    </li>
  );
}

interface ReviewAreaProps {
  state: ReviewState;
  target: { txnId: string; merchantName: string; date: string };
  onReviewed: (txnId: string, answer: ReviewResponse) => void;
  onRefused: () => void;
}

/**
 * The review area (spec part 2 §5): 'Pending Review' and the button while the rule allows a review, then
 * 'Reviewed'; 'Review expired' past the window. Never dimmed. Once a review is in, focus moves from the
 * dialog to the row's 'Reviewed', since the button it came from is gone.
 */
function ReviewArea({ state, target, onReviewed, onRefused }: ReviewAreaProps) {
  const [open, setOpen] = useState(false);
  const [focusAfterClose, setFocusAfterClose] = useState(false);
  const reviewedRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!open && focusAfterClose && state === 'reviewed') {
      reviewedRef.current?.focus();
      setFocusAfterClose(false);
    }
  }, [open, focusAfterClose, state]);

  return (
    <div className="activity-row__review">
      {state === 'open' ? (
        <>
          <p className="activity-review__state">{REVIEW_WORDS.open}</p>
          <button
            type="button"
            className="button button--v2 activity-review__button"
            // The visible words first, then which dine: every row has one.
            aria-label={`Write a review of ${target.merchantName}`}
            onClick={() => setOpen(true)}
          >
            Write a review
          </button>
        </>
      ) : state === 'reviewed' ? (
        <p ref={reviewedRef} tabIndex={-1} className="activity-review__state activity-review__state--done">
          <span aria-hidden="true">✓ </span>
          {REVIEW_WORDS.reviewed}
        </p>
      ) : state === 'expired' ? (
        <p className="activity-review__state activity-review__state--expired">{REVIEW_WORDS.expired}</p>
      ) : null}
      {open ? (
        <ReviewDialog
          target={target}
          onClose={() => setOpen(false)}
          onReviewed={(answer) => {
            setFocusAfterClose(true);
            onReviewed(target.txnId, answer);
          }}
          onRefused={onRefused}
        />
      ) : null}
    </div>
  );
}
