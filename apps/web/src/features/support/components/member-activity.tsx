import type { ReactNode } from 'react';
import type { SupportMemberDetail } from '@forkpoint/shared/contracts/support-members';
import { DataSection, formatCents, formatDateTime, type Column } from './data-table';

type Detail = SupportMemberDetail;
const BRAND: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};
type Event = Detail['transactions'][number];

/** One table of the member's page: where its rows come from, how each is keyed, and its columns. */
interface SectionConfig<T> {
  title: string;
  rows: (detail: Detail) => readonly T[];
  rowKey: (row: T) => string;
  empty: string;
  columns: readonly Column<T>[];
}

/** A section as a renderer of the detail, so tables of different rows sit in one list. */
const section =
  <T,>(config: SectionConfig<T>) =>
  (detail: Detail): ReactNode => (
    <DataSection
      key={config.title}
      title={config.title}
      rows={config.rows(detail)}
      rowKey={config.rowKey}
      empty={config.empty}
      columns={config.columns}
    />
  );

const eventColumns: Column<Event>[] = [
  { header: 'When', cell: (e) => formatDateTime(e.occurredAt) },
  { header: 'Restaurant', cell: (e) => e.merchantName ?? e.merchantId },
  { header: 'Card', cell: (e) => (e.cardLastFour ? `•••• ${e.cardLastFour}` : '—') },
  { header: 'Event', cell: (e) => e.event },
  { header: 'Amount', cell: (e) => formatCents(e.amountCents, e.currency) },
  { header: 'Match', cell: (e) => (e.matched ? 'Matched' : (e.matchReason ?? 'Not matched')) },
];

/** The card network's events, matched or not: one table shape. */
const eventSection = (title: string, rows: (detail: Detail) => readonly Event[], empty: string) =>
  section({ title, rows, rowKey: (e) => e.id, empty, columns: eventColumns });

/** The member's tables, in page order. */
const SECTIONS = [
  section({
    title: 'Cards',
    rows: (d) => d.cards,
    rowKey: (c) => c.id,
    empty: 'No cards linked.',
    columns: [
      { header: 'Card', cell: (c) => `${BRAND[c.brand] ?? c.brand} •••• ${c.lastFour}` },
      { header: 'Linked since', cell: (c) => formatDateTime(c.linkedAt) },
      { header: 'Moved from another program', cell: (c) => (c.movedFromAnotherProgram ? 'Yes' : 'No') },
      {
        header: 'Status',
        cell: (c) =>
          c.removedAt ? `Removed ${formatDateTime(c.removedAt)} (${c.removalReason ?? 'removed'})` : 'Linked',
      },
    ],
  }),
  eventSection('Transactions', (d) => d.transactions, 'No transactions from the card network yet.'),
  eventSection('Unmatched card events', (d) => d.unmatchedEvents, "No unmatched events on this member's cards."),
  section({
    title: 'Rewards',
    rows: (d) => d.rewards,
    rowKey: (r) => r.id,
    empty: 'No rewards yet.',
    columns: [
      { header: 'Date', cell: (r) => r.localDate },
      { header: 'Source', cell: (r) => r.sourceCode },
      { header: 'Restaurant', cell: (r) => r.merchantName ?? '—' },
      { header: 'Amount', cell: (r) => r.benefitAmount },
      { header: 'Status', cell: (r) => (r.statusReason ? `${r.awardStatus} (${r.statusReason})` : r.awardStatus) },
      { header: 'How it was worked out', cell: (r) => (r.explanation.length > 0 ? r.explanation.join('; ') : '—') },
    ],
  }),
  section({
    title: 'Bonuses',
    rows: (d) => d.member.activeBonuses,
    rowKey: (b) => b.code,
    empty: 'No bonuses on offer or held.',
    columns: [
      { header: 'Bonus', cell: (b) => b.description || b.code },
      { header: 'Status', cell: (b) => b.bonusStatus },
      { header: 'Since', cell: (b) => b.createDateUtc.slice(0, 10) },
    ],
  }),
  section({
    title: 'Reservations',
    rows: (d) => d.reservations,
    rowKey: (r) => r.id,
    empty: 'No reservations.',
    columns: [
      { header: 'Date', cell: (r) => `${r.localDate} ${r.localTime}` },
      { header: 'Restaurant', cell: (r) => r.merchantName ?? '—' },
      { header: 'Party', cell: (r) => r.partySize },
      { header: 'Confirmation', cell: (r) => r.confirmationNumber },
      { header: 'Status', cell: (r) => r.status },
    ],
  }),
  section({
    title: 'Missing-reward claims',
    rows: (d) => d.claims,
    rowKey: (c) => String(c.id),
    empty: 'No claims filed.',
    columns: [
      { header: 'Filed', cell: (c) => formatDateTime(c.createdAt) },
      { header: 'Purchase date', cell: (c) => c.purchaseDate },
      { header: 'Restaurant', cell: (c) => c.merchantName ?? '—' },
      { header: 'Amount', cell: (c) => formatCents(c.amountCents) },
      { header: 'Status', cell: (c) => c.status },
    ],
  }),
];

/** Cards, the card network's events, rewards, bonuses, reservations and claims: newest first, the last 50 each. */
export function MemberActivity({ detail }: { detail: Detail }) {
  return <>{SECTIONS.map((render) => render(detail))}</>;
}
