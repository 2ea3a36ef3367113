import type { SupportMemberDetail } from '@forkpoint/shared/contracts/support-members';
import { DataSection, formatCents, formatDateTime } from './data-table';

type Detail = SupportMemberDetail;
const BRAND: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};
type Event = Detail['transactions'][number];

const eventColumns = [
  { header: 'When', cell: (e: Event) => formatDateTime(e.occurredAt) },
  { header: 'Restaurant', cell: (e: Event) => e.merchantName ?? e.merchantId },
  { header: 'Card', cell: (e: Event) => (e.cardLastFour ? `•••• ${e.cardLastFour}` : '—') },
  { header: 'Event', cell: (e: Event) => e.event },
  { header: 'Amount', cell: (e: Event) => formatCents(e.amountCents, e.currency) },
  { header: 'Match', cell: (e: Event) => (e.matched ? 'Matched' : (e.matchReason ?? 'Not matched')) },
];

/** Cards, the card network's events, rewards, bonuses, reservations and claims: newest first, the last 50 each. */
export function MemberActivity({ detail }: { detail: Detail }) {
  return (
    <>
      <DataSection
        title="Cards"
        rows={detail.cards}
        rowKey={(c) => c.id}
        empty="No cards linked."
        columns={[
          { header: 'Card', cell: (c) => `${BRAND[c.brand] ?? c.brand} •••• ${c.lastFour}` },
          { header: 'Linked since', cell: (c) => formatDateTime(c.linkedAt) },
          { header: 'Moved from another program', cell: (c) => (c.movedFromAnotherProgram ? 'Yes' : 'No') },
          {
            header: 'Status',
            cell: (c) =>
              c.removedAt ? `Removed ${formatDateTime(c.removedAt)} (${c.removalReason ?? 'removed'})` : 'Linked',
          },
        ]}
      />
      <DataSection
        title="Transactions"
        rows={detail.transactions}
        rowKey={(e) => e.id}
        empty="No transactions from the card network yet."
        columns={eventColumns}
      />
      <DataSection
        title="Unmatched card events"
        rows={detail.unmatchedEvents}
        rowKey={(e) => e.id}
        empty="No unmatched events on this member's cards."
        columns={eventColumns}
      />
      <DataSection
        title="Rewards"
        rows={detail.rewards}
        rowKey={(r) => r.id}
        empty="No rewards yet."
        columns={[
          { header: 'Date', cell: (r) => r.localDate },
          { header: 'Source', cell: (r) => r.sourceCode },
          { header: 'Restaurant', cell: (r) => r.merchantName ?? '—' },
          { header: 'Amount', cell: (r) => r.benefitAmount },
          { header: 'Status', cell: (r) => (r.statusReason ? `${r.awardStatus} (${r.statusReason})` : r.awardStatus) },
        ]}
      />
      <DataSection
        title="Bonuses"
        rows={detail.member.activeBonuses}
        rowKey={(b) => b.code}
        empty="No bonuses on offer or held."
        columns={[
          { header: 'Bonus', cell: (b) => b.description || b.code },
          { header: 'Status', cell: (b) => b.bonusStatus },
          { header: 'Since', cell: (b) => b.createDateUtc.slice(0, 10) },
        ]}
      />
      <DataSection
        title="Reservations"
        rows={detail.reservations}
        rowKey={(r) => r.id}
        empty="No reservations."
        columns={[
          { header: 'Date', cell: (r) => `${r.localDate} ${r.localTime}` },
          { header: 'Restaurant', cell: (r) => r.merchantName ?? '—' },
          { header: 'Party', cell: (r) => r.partySize },
          { header: 'Confirmation', cell: (r) => r.confirmationNumber },
          { header: 'Status', cell: (r) => r.status },
        ]}
      />
      <DataSection
        title="Missing-reward claims"
        rows={detail.claims}
        rowKey={(c) => String(c.id)}
        empty="No claims filed."
        columns={[
          { header: 'Filed', cell: (c) => formatDateTime(c.createdAt) },
          { header: 'Purchase date', cell: (c) => c.purchaseDate },
          { header: 'Restaurant', cell: (c) => c.merchantName ?? '—' },
          { header: 'Amount', cell: (c) => formatCents(c.amountCents) },
          { header: 'Status', cell: (c) => c.status },
        ]}
      />
    </>
  );
}
