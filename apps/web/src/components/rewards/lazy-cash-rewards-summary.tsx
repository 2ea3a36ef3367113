import { lazy, Suspense } from 'react';
import type { CashRewardsSummaryProps } from './cash-rewards-summary';

const Summary = lazy(() =>
  import('./cash-rewards-summary').then(({ CashRewardsSummary }) => ({ default: CashRewardsSummary })),
);

/**
 * The cash-program summary, fetched only where a program pays cash: most programs count miles or points and
 * never draw it, so it stays out of the account pages' first load (bench/bundle.mjs budgets). Its own balance
 * call starts once it has loaded; until then nothing is drawn, as while that call is under way.
 */
export function CashRewardsSummary(props: CashRewardsSummaryProps) {
  return (
    <Suspense fallback={null}>
      <Summary {...props} />
    </Suspense>
  );
}
