import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ActivityRecord } from '@forkpoint/shared/contracts/rewards';
import type { ReviewResponse } from '@forkpoint/shared/contracts/reviews';
import { CashRewardsSummary } from '@/components/rewards/lazy-cash-rewards-summary';
import { Spinner } from '@/components/ui/spinner';
import { isCashProgram } from '@forkpoint/shared/rules/cash-programs';
import { reviewStatusQueryKey, useActivityPage, useReviewStatuses, type ActivitySource } from '../api/activity-calls';
import type { ActivitySettings } from '../lib/activity-format';
import { reviewStateOf } from '../lib/status-display';
import { ActivityNotFound } from './activity-not-found';
import { ActivityPagination } from './activity-pagination';
import { CreditRow, TransactionRow } from './activity-row';
import './activity.css';
import { PageMain } from '@/components/layout/page-main';

/** Spec part 2 §2 Recent activity: said while the activity loads. */
export const ACTIVITY_LOADING_MESSAGE = 'Do not refresh, loading recent activity.';

export interface RecentActivityPageProps {
  settings: ActivitySettings;
  /** The missing-rewards banner: the app's claim panel (features/claims), composed by the route. */
  missingRewards: ReactNode;
  /** The optional disclaimer under the list. */
  disclaimer?: ReactNode;
  /**
   * False until the member is known. A visitor is not kept out here: the first call's 401 sends them to
   * /login and back (spec part 2 §2 "unauthorized → /login").
   */
  enabled: boolean;
  /** A visitor (known from the session, not from a failed call): a sign-in link instead of the activity. */
  signInHref?: string | undefined;
}

/**
 * /account/recent_activity, 'Reviews & History' (spec part 2 §2 Recent activity): the missing-rewards
 * banner, the rewards summary (cash programs: Dollar and Credit, decision 0030), the list with their statement
 * credits, its pager and the disclaimer.
 */
export function RecentActivityPage({
  settings,
  missingRewards,
  disclaimer,
  enabled,
  signInHref,
}: RecentActivityPageProps) {
  const titleId = useId();
  const currencyType = settings.currencyType;
  const cash = isCashProgram(currencyType);
  return (
    <PageMain className="page activity-page">
      <section className="activity-page__region" aria-labelledby={titleId}>
        <h1 id={titleId} className="page__title activity-page__title">
          Reviews &amp; History
        </h1>
        {signInHref ? (
          <p>
            <Link to={signInHref}>Sign in</Link> to see your rewards and review your visits.
          </p>
        ) : null}
        {signInHref ? null : missingRewards}
        {cash && !signInHref ? (
          <CashRewardsSummary
            currencyType={currencyType}
            thresholdDollars={settings.statementCreditThresholdDollars}
            enabled={enabled}
          />
        ) : null}
        {signInHref ? null : (
          <ActivityList settings={settings} source={cash ? 'credits' : 'transactions'} enabled={enabled} />
        )}
        {disclaimer ? <div className="activity-disclaimer">{disclaimer}</div> : null}
      </section>
    </PageMain>
  );
}

/** The transaction ids of a page, once each, to ask whether they are reviewed. */
function transactionIdsOf(records: readonly ActivityRecord[]): string[] {
  const ids = records.flatMap((record) =>
    record.recordType === 'transaction' && record.sourceTransactionId ? [record.sourceTransactionId] : [],
  );
  return [...new Set(ids)];
}

function ActivityList({
  settings,
  source,
  enabled,
}: {
  settings: ActivitySettings;
  source: ActivitySource;
  enabled: boolean;
}) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(1);
  const activity = useActivityPage(source, page, enabled);
  const records = useMemo(() => activity.data?.data ?? [], [activity.data]);
  const settled = !activity.isPlaceholderData;
  const txnIds = useMemo(() => (settled ? transactionIdsOf(records) : []), [settled, records]);
  const statuses = useReviewStatuses(txnIds);
  const queryClient = useQueryClient();
  const now = new Date();

  const goTo = (next: number) => {
    setPage(next);
    // The member is taken to the top of the list they asked for (the pager announces the page).
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const refreshStatuses = () => void queryClient.invalidateQueries({ queryKey: reviewStatusQueryKey(txnIds) });
  const onReviewed = (txnId: string, _answer: ReviewResponse) => {
    // The row shows as reviewed at once; the status call confirms it.
    queryClient.setQueryData<Map<string, boolean>>(reviewStatusQueryKey(txnIds), (current) =>
      current ? new Map(current).set(txnId, true) : current,
    );
    refreshStatuses();
  };

  let content: ReactNode;
  if (!enabled || activity.isPending) {
    content = <Spinner message={ACTIVITY_LOADING_MESSAGE} />;
  } else if (activity.isError) {
    content = <ActivityNotFound failed onRetry={() => void activity.refetch()} />;
  } else if (records.length === 0) {
    content = <ActivityNotFound failed={false} onRetry={() => void activity.refetch()} />;
  } else {
    const totalPages = activity.data.totalPages;
    content = (
      <>
        {activity.isPlaceholderData ? (
          <p role="status" className="activity-list__loading">
            {ACTIVITY_LOADING_MESSAGE}
          </p>
        ) : null}
        <div className="activity-list__head" aria-hidden="true">
          <span>Date</span>
          <span>Activity</span>
          <span>Rewards</span>
          <span>Status</span>
          <span>Review</span>
        </div>
        <ul className="activity-list__rows" aria-busy={activity.isPlaceholderData || undefined}>
          {records.map((record, index) =>
            record.recordType === 'credit' ? (
              <CreditRow key={`credit-${record.creditId}`} credit={record} />
            ) : (
              <TransactionRow
                key={`txn-${index}-${record.sourceTransactionId}`}
                transaction={record}
                settings={settings}
                review={reviewStateOf(
                  record,
                  settled ? statuses.data?.get(record.sourceTransactionId) : undefined,
                  now,
                )}
                onReviewed={onReviewed}
                onRefused={refreshStatuses}
              />
            ),
          )}
        </ul>
        <ActivityPagination page={page} totalPages={totalPages} onPage={goTo} />
      </>
    );
  }

  return (
    <section className="activity-list" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="activity-list__title">
        Recent activity
      </h2>
      {content}
    </section>
  );
}
