import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CLAIM_QUEUE_STATUSES,
  type ClaimQueueStatus,
  type QueuedClaim,
} from '@forkpoint/shared/contracts/support-adjustments';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '../api/staff-session';
import { useClaimQueue } from '../api/support-adjustments';
import { consolePaths } from '../lib/console-paths';
import { ClaimDetail } from './claim-detail';
import { ConsolePage } from './console-page';
import { DataSection, formatCents, formatDateTime } from './data-table';
import './adjustments.css';

const STATUS_LABELS: Record<ClaimQueueStatus, string> = {
  open: 'Open (waiting for support)',
  pending: 'Pending',
  answered: 'Answered by the engine',
  approved: 'Approved',
  declined: 'Declined',
  all: 'All claims',
};
const isStatus = (value: string | null): value is ClaimQueueStatus =>
  (CLAIM_QUEUE_STATUSES as readonly string[]).includes(value ?? '');

/** /support/claims: the missing-reward claims queue, oldest open claim first; a claim's detail and decision. */
export function ClaimsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ClaimQueueStatus = isStatus(raw) ? raw : 'open';
  const queue = useClaimQueue(status);
  // The claim stays open after its decision, though it leaves the open queue (the detail shows the outcome).
  const [selected, setSelected] = useState<QueuedClaim | null>(null);
  const claim = selected ? (queue.data?.claims.find((c) => c.id === selected.id) ?? selected) : null;

  return (
    <ConsolePage title="Claims">
      <form className="support-filters claims-filter" aria-label="Filter claims" onSubmit={(e) => e.preventDefault()}>
        <div className="form-field">
          <label htmlFor="claims-status">Show</label>
          <select
            id="claims-status"
            className="form-field__input"
            value={status}
            onChange={(e) => {
              setSelected(null);
              setParams(e.target.value === 'open' ? {} : { status: e.target.value });
            }}
          >
            {CLAIM_QUEUE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div aria-live="polite" aria-busy={queue.isFetching}>
        {queue.isPending ? (
          <Spinner message="Loading claims…" />
        ) : queue.isError ? (
          <p role="alert" className="support-error">
            {errorMessage(queue.error)}
          </p>
        ) : (
          <DataSection<QueuedClaim>
            title={`${STATUS_LABELS[status]}: ${queue.data.claims.length}`}
            rows={queue.data.claims}
            rowKey={(c) => String(c.id)}
            empty={status === 'open' ? 'No claims are waiting. Well done.' : 'No claims with this status.'}
            columns={[
              { header: 'Filed', cell: (c) => formatDateTime(c.createdAt) },
              {
                header: 'Member',
                cell: (c) => (
                  <Link to={consolePaths.member(c.member.publicId)}>
                    {`${c.member.firstName} ${c.member.lastName}`.trim() || c.member.publicId}
                  </Link>
                ),
              },
              { header: 'Restaurant', cell: (c) => c.merchantName },
              { header: 'Purchase', cell: (c) => `${c.purchaseDate}, ${formatCents(c.amountCents)}` },
              { header: 'Status', cell: (c) => c.status },
              {
                header: 'Claim',
                cell: (c) => (
                  <button
                    type="button"
                    className="button button--v2 support-button--small"
                    aria-label={`Open claim ${c.id}`}
                    aria-pressed={selected?.id === c.id}
                    onClick={() => setSelected(c)}
                  >
                    Open #{c.id}
                  </button>
                ),
              },
            ]}
          />
        )}
      </div>
      {claim && queue.data ? (
        <ClaimDetail key={claim.id} claim={claim} unit={queue.data.unit} onClose={() => setSelected(null)} />
      ) : null}
    </ConsolePage>
  );
}
