import { Link } from 'react-router';
import type { DineSummary } from '@forkpoint/shared/contracts/rewards';
import type { Member } from '@forkpoint/shared/contracts/members';
import { membershipStateOf, progressYearOf, visitMeterOf } from '../lib/membership-status';
import { statusCopyFor } from '../lib/status-copy';
import { VisitMeter } from './visit-meter';

export interface StatusSummaryProps {
  member: Member;
  summary: DineSummary | undefined;
  /** Fills the content service's copy tokens ({{program}}, {{currency_plural}}…). */
  expand: (text: string) => string;
  /** The member's tier as the program names it (Basic, Select, VIP). */
  tierName: string;
  /** "miles", "points" or null where rewards are dollars. */
  rewardUnit: string | null;
  hrefs: { profile: string; search: string };
  now: Date;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The membership status summary: the member's state in words, the visit meter, and this year's figures. */
export function StatusSummary({ member, summary, expand, tierName, rewardUnit, hrefs, now }: StatusSummaryProps) {
  const state = membershipStateOf(member);
  const progress = member.diningProgress;
  const year = progress ? progressYearOf(progress, now) : now.getFullYear();
  const copy = statusCopyFor(state, { year, dines: progress?.remainingDines ?? 0, tier: tierName });
  // "VIP progress hides when complete."
  const meter = progress && progress.status !== 'Qualified' ? visitMeterOf(progress) : null;
  const earned =
    summary === undefined
      ? null
      : rewardUnit === null
        ? dollars.format(summary.currentYearBenefits)
        : `${whole.format(summary.currentYearBenefits)} ${rewardUnit}`;

  return (
    <section className="account-card status-summary" aria-labelledby="status-summary-title">
      <p className="status-summary__tier">{tierName} member</p>
      <h2 id="status-summary-title" className="account-card__title">
        {expand(copy.title)}
      </h2>
      <p>{expand(copy.body)}</p>
      {meter ? <VisitMeter value={meter.value} max={meter.max} year={year} /> : null}
      <dl className="status-summary__figures">
        <div>
          <dt>Dines this year</dt>
          <dd>{summary ? whole.format(summary.currentYearDines) : '…'}</dd>
        </div>
        <div>
          <dt>Earned this year</dt>
          <dd>{earned ?? '…'}</dd>
        </div>
      </dl>
      {copy.action ? (
        <Link className="button button--v2" to={copy.action.to === 'profile' ? hrefs.profile : hrefs.search}>
          {copy.action.text}
        </Link>
      ) : null}
    </section>
  );
}
