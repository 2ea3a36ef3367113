import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ADJUSTMENT_MESSAGES,
  formatAdjustmentAmount,
  type ClaimQueue,
  type QueuedClaim,
} from '@forkpoint/shared/contracts/support-adjustments';
import { errorMessage } from '../api/staff-session';
import { fieldErrors, useClaimDecision } from '../api/support-adjustments';
import { amountToText, parseAmountText } from '../lib/adjustment-amount';
import { formatCents, formatDateTime } from './data-table';
import { SupportField } from './support-field';

type Unit = ClaimQueue['unit'];

/** One claim: what the member reported, what the engine found, and the decision (approve or decline). */
export function ClaimDetail({ claim: shown, unit, onClose }: { claim: QueuedClaim; unit: Unit; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const decision = useClaimDecision();
  const claim = decision.state.status === 'done' ? decision.state.value.claim : shown;
  const open = claim.status === 'pending' || claim.status === 'answered';
  const facts: [string, string][] = [
    ['Member', `${claim.member.firstName} ${claim.member.lastName} (${claim.member.publicId})`],
    ['Restaurant', `${claim.merchantName} (${claim.merchantId})`],
    [
      'Purchase',
      `${claim.purchaseDate}, ${formatCents(claim.amountCents)} on the card ending in ${claim.cardLastFour}`,
    ],
    ['Filed', formatDateTime(claim.createdAt)],
    ['Engine’s finding', claim.finding],
    [
      'Feed event',
      claim.feedEvent
        ? `${claim.feedEvent.transactionId}: ${formatCents(claim.feedEvent.amountCents)} on ${claim.feedEvent.localDate}, ${
            claim.feedEvent.matched ? 'matched' : `unmatched (${claim.feedEvent.matchReason ?? 'no reason'})`
          }`
        : 'None found on this card near that day',
    ],
    ['Suggested reward', formatAdjustmentAmount(claim.suggestedAmount, unit)],
  ];
  if (claim.resolution) facts.push(['Decision (the member reads this)', claim.resolution]);

  return (
    <section className="claim-detail" aria-labelledby="claim-detail-title">
      <h3 id="claim-detail-title" ref={heading} tabIndex={-1}>
        Claim #{claim.id} · {claim.status}
      </h3>
      <dl className="support-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {open ? <Decisions claim={claim} unit={unit} decision={decision} /> : null}
      <div aria-live="polite">
        {decision.state.status === 'done' ? (
          <p className="support-success" role="status">
            {decision.state.value.message}
          </p>
        ) : decision.state.status === 'failed' && Object.keys(fieldErrors(decision.state.error)).length === 0 ? (
          <p className="support-error" role="alert">
            {errorMessage(decision.state.error)}
          </p>
        ) : null}
      </div>
      <button type="button" className="button button--v2 support-button--small claim-detail__close" onClick={onClose}>
        Close claim
      </button>
    </section>
  );
}

function Decisions({
  claim,
  unit,
  decision,
}: {
  claim: QueuedClaim;
  unit: Unit;
  decision: ReturnType<typeof useClaimDecision>;
}) {
  const [amount, setAmount] = useState(amountToText(claim.suggestedAmount, unit.cash));
  const [declineReason, setDeclineReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = decision.state.status === 'pending';
  const server = decision.state.status === 'failed' ? fieldErrors(decision.state.error) : {};
  const shown = { ...server, ...errors };

  const approve = (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmountText(amount, unit.cash);
    if (value === null || value <= 0) return setErrors({ amount: ADJUSTMENT_MESSAGES.manualPositive });
    if (value > unit.limit) {
      return setErrors({ amount: ADJUSTMENT_MESSAGES.overLimit(formatAdjustmentAmount(unit.limit, unit)) });
    }
    setErrors({});
    void decision.run({ id: claim.id, decision: 'Approve', body: { amount: value } });
  };
  const decline = (event: FormEvent) => {
    event.preventDefault();
    if (declineReason.trim().length < 5) return setErrors({ reason: ADJUSTMENT_MESSAGES.declineReason });
    setErrors({});
    void decision.run({ id: claim.id, decision: 'Decline', body: { reason: declineReason.trim() } });
  };

  return (
    <div className="claim-detail__decisions">
      <form aria-labelledby="approve-title" noValidate onSubmit={approve}>
        <h4 id="approve-title">Approve</h4>
        <p className="support-muted">
          Writes a manual reward (M) at the purchase; the member sees it in their history.
        </p>
        <SupportField
          id="approve-amount"
          label={`Reward (${unit.cash ? 'dollars' : unit.label})`}
          inputMode={unit.cash ? 'decimal' : 'numeric'}
          value={amount}
          onChange={setAmount}
          error={shown.amount}
        />
        <button type="submit" className="button button--v1" disabled={busy}>
          {busy ? 'Working…' : 'Approve claim'}
        </button>
      </form>
      <form aria-labelledby="decline-title" noValidate onSubmit={decline}>
        <h4 id="decline-title">Decline</h4>
        <p className="support-muted">The member reads your reason with their claim.</p>
        <SupportField
          id="decline-reason"
          label="Reason for the member"
          multiline
          value={declineReason}
          onChange={setDeclineReason}
          error={shown.reason}
        />
        <button type="submit" className="button button--v2" disabled={busy}>
          Decline claim
        </button>
      </form>
    </div>
  );
}
