import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ADJUSTMENT_KIND_LABELS,
  ADJUSTMENT_MESSAGES,
  APPROVAL_QUEUE_FILTERS,
  formatAdjustmentAmount,
  type AdjustmentApproval,
  type ApprovalQueue,
  type ApprovalQueueFilter,
} from '@forkpoint/shared/contracts/support-adjustments';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, useStaffSession } from '../api/staff-session';
import { fieldErrors, useApprovalDecision, useApprovalQueue } from '../api/support-adjustments';
import { approvalStatusText } from '../lib/approval-status';
import { consolePaths } from '../lib/console-paths';
import { ConsolePage } from './console-page';
import { DataSection, formatDateTime } from './data-table';
import { SupportField } from './support-field';
import './adjustments.css';

const FILTER_LABELS: Record<ApprovalQueueFilter, string> = {
  pending: 'Waiting for a decision',
  approved: 'Approved',
  declined: 'Declined',
  all: 'All requests',
};
const isFilter = (value: string | null): value is ApprovalQueueFilter =>
  (APPROVAL_QUEUE_FILTERS as readonly string[]).includes(value ?? '');

type Unit = ApprovalQueue['unit'];

/**
 * /support/approvals (issue 28): adjustments past their requester's 24-hour limits, oldest first. Admins approve
 * (the adjustment is written as the requester's) or decline with a reason the requester reads, never their own
 * requests; whoever else may adjust sees their own requests here, pending until an admin decides.
 */
export function ApprovalsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ApprovalQueueFilter = isFilter(raw) ? raw : 'pending';
  const queue = useApprovalQueue(status);
  const me = useStaffSession().data?.staff.email;
  const decision = useApprovalDecision();
  const [declining, setDeclining] = useState<AdjustmentApproval | null>(null);

  const canDecide = queue.data?.canDecide ?? false;
  const decidable = (a: AdjustmentApproval) => canDecide && a.status === 'pending' && a.requestedBy !== me;
  const busy = decision.state.status === 'pending';
  const approve = (approval: AdjustmentApproval) => {
    setDeclining(null);
    void decision.run({ id: approval.id, decision: 'Approve', body: {} });
  };

  return (
    <ConsolePage title="Approvals">
      <p>
        {canDecide
          ? 'Adjustments that would take their requester past the 24-hour limits wait here for a second person. Approve to write one as the requester’s, or decline with a reason they read. Your own requests are for another admin.'
          : 'Your adjustments past your 24-hour limits wait here until an admin approves or declines them. Nothing is written meanwhile.'}
      </p>
      <form className="support-filters claims-filter" aria-label="Filter requests" onSubmit={(e) => e.preventDefault()}>
        <div className="form-field">
          <label htmlFor="approvals-status">Show</label>
          <select
            id="approvals-status"
            className="form-field__input"
            value={status}
            onChange={(e) => {
              setDeclining(null);
              decision.reset();
              setParams(e.target.value === 'pending' ? {} : { status: e.target.value });
            }}
          >
            {APPROVAL_QUEUE_FILTERS.map((s) => (
              <option key={s} value={s}>
                {FILTER_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div aria-live="polite">
        {decision.state.status === 'done' ? (
          <p className="support-success" role="status">
            {decision.state.value.message}
          </p>
        ) : decision.state.status === 'failed' && !fieldErrors(decision.state.error).reason ? (
          <p className="support-error" role="alert">
            {errorMessage(decision.state.error)}
          </p>
        ) : null}
      </div>
      <div aria-busy={queue.isFetching}>
        {queue.isPending ? (
          <Spinner message="Loading requests…" />
        ) : queue.isError ? (
          <p role="alert" className="support-error">
            {errorMessage(queue.error)}
          </p>
        ) : (
          <DataSection<AdjustmentApproval>
            title={`${FILTER_LABELS[status]}: ${queue.data.approvals.length}`}
            rows={queue.data.approvals}
            rowKey={(a) => String(a.id)}
            empty={status === 'pending' ? 'No adjustments are waiting for approval.' : 'No requests with this status.'}
            columns={[
              { header: 'Requested', cell: (a) => formatDateTime(a.requestedAt) },
              {
                header: 'Member',
                cell: (a) => (
                  <Link to={consolePaths.member(a.member.publicId)}>
                    {`${a.member.firstName} ${a.member.lastName}`.trim() || a.member.publicId}
                  </Link>
                ),
              },
              {
                header: 'Adjustment',
                cell: (a) =>
                  `${formatAdjustmentAmount(a.amount, queue.data.unit)} (${ADJUSTMENT_KIND_LABELS[a.kind]})${
                    a.reverses === null ? '' : `, reverses #${a.reverses}`
                  }`,
              },
              { header: 'Reason', cell: (a) => a.reason },
              { header: 'Requested by', cell: (a) => a.requestedBy },
              {
                header: 'Their last 24 hours',
                cell: (a) =>
                  `${formatAdjustmentAmount(a.usedOnMember, queue.data.unit)} on this member, ${formatAdjustmentAmount(
                    a.usedByStaff,
                    queue.data.unit,
                  )} in all`,
              },
              {
                header: 'Decision',
                cell: (a) =>
                  decidable(a) ? (
                    <div className="support-actions">
                      <button
                        type="button"
                        className="button button--v1 support-button--small"
                        aria-label={`Approve request #${a.id}`}
                        disabled={busy}
                        onClick={() => approve(a)}
                      >
                        Approve
                      </button>
                      <button
                        type="button"
                        className="button button--v2 support-button--small"
                        aria-label={`Decline request #${a.id}`}
                        aria-pressed={declining?.id === a.id}
                        disabled={busy}
                        onClick={() => {
                          decision.reset();
                          setDeclining(a);
                        }}
                      >
                        Decline
                      </button>
                    </div>
                  ) : a.status === 'pending' && canDecide ? (
                    'Your request: another admin decides'
                  ) : (
                    approvalStatusText(a)
                  ),
              },
            ]}
          />
        )}
      </div>
      {declining && queue.data ? (
        <DeclineForm
          key={declining.id}
          approval={declining}
          unit={queue.data.unit}
          decision={decision}
          onClose={() => setDeclining(null)}
        />
      ) : null}
    </ConsolePage>
  );
}

/** Declining needs the reason the requester reads beside their request. */
function DeclineForm({
  approval,
  unit,
  decision,
  onClose,
}: {
  approval: AdjustmentApproval;
  unit: Unit;
  decision: ReturnType<typeof useApprovalDecision>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 5) return setError(ADJUSTMENT_MESSAGES.approvalDeclineReason);
    setError(null);
    const done = await decision.run({ id: approval.id, decision: 'Decline', body: { reason: reason.trim() } });
    if (done) onClose();
  };
  const server = decision.state.status === 'failed' ? fieldErrors(decision.state.error).reason : undefined;

  return (
    <form
      className="adjust-confirm"
      aria-labelledby="decline-request-title"
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <h2 id="decline-request-title" ref={heading} tabIndex={-1}>
        Decline request #{approval.id}
      </h2>
      <p>
        {formatAdjustmentAmount(approval.amount, unit)} for {approval.member.firstName} {approval.member.lastName},
        asked by {approval.requestedBy}. Nothing is written.
      </p>
      <SupportField
        id="decline-request-reason"
        label="Reason for the requester"
        multiline
        value={reason}
        onChange={setReason}
        error={error ?? server}
      />
      <div className="support-actions">
        <button type="submit" className="button button--v1" disabled={decision.state.status === 'pending'}>
          {decision.state.status === 'pending' ? 'Declining…' : 'Decline request'}
        </button>
        <button type="button" className="button button--v2" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
