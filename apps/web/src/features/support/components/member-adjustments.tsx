import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ADJUSTMENT_KIND_LABELS,
  ADJUSTMENT_MESSAGES,
  formatAdjustmentAmount,
  type Adjustment,
  type AdjustmentApproval,
  type AdjustmentList,
} from '@forkpoint/shared/contracts/support-adjustments';
import { Spinner } from '@/components/ui/spinner';
import { staffMay } from '@forkpoint/shared/contracts/support';
import { errorMessage, useStaffSession } from '../api/staff-session';
import { fieldErrors, useAdjust, useAdjustments } from '../api/support-adjustments';
import { approvalStatusText } from '../lib/approval-status';
import { AdjustForm } from './adjust-form';
import { DataSection, formatDateTime } from './data-table';
import { SupportField } from './support-field';
import './adjustments.css';

/** The member's adjustments (agents and admins): the "Adjust rewards" form, the history, and Reverse. */
export function MemberAdjustments({ publicId, memberName }: { publicId: string; memberName: string }) {
  const session = useStaffSession();
  return session.data && staffMay(session.data.staff.role, 'adjustments') ? (
    <Adjustments publicId={publicId} memberName={memberName} />
  ) : null;
}

function Adjustments({ publicId, memberName }: { publicId: string; memberName: string }) {
  const list = useAdjustments(publicId);
  const [reversing, setReversing] = useState<Adjustment | null>(null);

  return (
    <section className="support-section" aria-labelledby="section-adjustments">
      <h2 id="section-adjustments">Adjustments</h2>
      {list.isPending ? (
        <Spinner message="Loading adjustments…" />
      ) : list.isError ? (
        <p role="alert" className="support-error">
          {errorMessage(list.error)}
        </p>
      ) : (
        <>
          <p>
            Balance that can be taken back: <strong>{formatAdjustmentAmount(list.data.balance, list.data.unit)}</strong>
          </p>
          <AdjustForm
            publicId={publicId}
            memberName={memberName}
            unit={list.data.unit}
            allowance={list.data.allowance}
          />
          <Approvals data={list.data} />
          <History data={list.data} onReverse={setReversing} />
          {reversing ? (
            <ReverseForm
              key={reversing.id}
              publicId={publicId}
              adjustment={reversing}
              unit={list.data.unit}
              onClose={() => setReversing(null)}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

/** This member's adjustments past their requester's 24-hour limits: waiting, or as an admin decided them. */
function Approvals({ data }: { data: AdjustmentList }) {
  if (data.approvals.length === 0) return null;
  return (
    <DataSection<AdjustmentApproval>
      title="Waiting for approval"
      rows={data.approvals}
      rowKey={(a) => String(a.id)}
      empty="No requests."
      columns={[
        { header: 'Requested', cell: (a) => formatDateTime(a.requestedAt) },
        { header: 'Kind', cell: (a) => `${ADJUSTMENT_KIND_LABELS[a.kind]} (${a.kind})` },
        { header: 'Amount', cell: (a) => formatAdjustmentAmount(a.amount, data.unit) },
        { header: 'Reason', cell: (a) => a.reason },
        { header: 'By', cell: (a) => a.requestedBy },
        { header: 'Status', cell: approvalStatusText },
      ]}
    />
  );
}

function History({ data, onReverse }: { data: AdjustmentList; onReverse: (a: Adjustment) => void }) {
  return (
    <DataSection<Adjustment>
      title="Adjustment history"
      rows={data.adjustments}
      rowKey={(a) => String(a.id)}
      empty="No adjustments yet."
      columns={[
        { header: 'Number', cell: (a) => `#${a.id}` },
        { header: 'When', cell: (a) => formatDateTime(a.createdAt) },
        { header: 'Kind', cell: (a) => `${ADJUSTMENT_KIND_LABELS[a.kind]} (${a.kind})` },
        { header: 'Amount', cell: (a) => formatAdjustmentAmount(a.amount, data.unit) },
        { header: 'Reason', cell: (a) => a.reason },
        { header: 'By', cell: (a) => a.staffEmail },
        { header: 'Status', cell: (a) => a.awardStatus },
        {
          header: 'Reversal',
          cell: (a) =>
            a.reverses !== null ? (
              `Reverses #${a.reverses}`
            ) : a.reversedBy !== null ? (
              `Reversed by #${a.reversedBy}`
            ) : (
              <button
                type="button"
                className="button button--v2 support-button--small"
                aria-label={`Reverse adjustment #${a.id}`}
                onClick={() => onReverse(a)}
              >
                Reverse
              </button>
            ),
        },
      ]}
    />
  );
}

/** A reversal mirrors the adjustment exactly; only the reason is the staff member's. */
function ReverseForm({
  publicId,
  adjustment,
  unit,
  onClose,
}: {
  publicId: string;
  adjustment: Adjustment;
  unit: AdjustmentList['unit'];
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const adjust = useAdjust(publicId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 5) return setError(ADJUSTMENT_MESSAGES.reason);
    setError(null);
    const made = await adjust.run({
      kind: adjustment.kind,
      amount: -adjustment.amount,
      reason: reason.trim(),
      reverses: adjustment.id,
    });
    if (made) onClose();
  };
  const failed = adjust.state.status === 'failed' ? adjust.state.error : null;
  const shown = error ?? (failed ? fieldErrors(failed).reason : undefined);

  return (
    <form className="adjust-confirm" aria-labelledby="reverse-title" noValidate onSubmit={(e) => void submit(e)}>
      <h3 id="reverse-title" ref={heading} tabIndex={-1}>
        Reverse adjustment #{adjustment.id}
      </h3>
      <p>
        This writes {formatAdjustmentAmount(-adjustment.amount, unit)} ({ADJUSTMENT_KIND_LABELS[adjustment.kind]}) to
        cancel {formatAdjustmentAmount(adjustment.amount, unit)} of {formatDateTime(adjustment.createdAt)}.
      </p>
      <SupportField
        id="reverse-reason"
        label="Reason for the reversal"
        multiline
        value={reason}
        onChange={setReason}
        error={shown}
      />
      <div className="support-actions">
        <button type="submit" className="button button--v1" disabled={adjust.state.status === 'pending'}>
          {adjust.state.status === 'pending' ? 'Reversing…' : 'Confirm reversal'}
        </button>
        <button type="button" className="button button--v2" onClick={onClose}>
          Cancel
        </button>
      </div>
      {failed && !shown ? (
        <p role="alert" className="support-error">
          {errorMessage(failed)}
        </p>
      ) : null}
    </form>
  );
}
