import { useState, type FormEvent } from 'react';
import { STAFF_ACTIONS, type AuditEntry } from '@forkpoint/shared/contracts/support-audit';
import { RESTAURANT_ACTION_LABELS } from '@forkpoint/shared/contracts/support-restaurants';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '../api/staff-session';
import { downloadAuditCsv, useAuditSearch, type AuditFilters } from '../api/support-audit';
import { ConsolePage } from './console-page';
import { DataSection, formatDateTime } from './data-table';

/**
 * The actions a supervisor filters by, in groups: the catalog's (restaurants, offers, photos; recorded by the
 * console's restaurant screens) with readable names, and the rest by their recorded names.
 */
const CATALOG_LABELS: Record<string, string> = RESTAURANT_ACTION_LABELS;
const ACTION_GROUPS = [
  {
    label: 'Restaurants and offers',
    actions: Object.entries(CATALOG_LABELS).map(([value, label]) => ({ value, label })),
  },
  {
    label: 'Staff, members and rewards',
    actions: Object.values(STAFF_ACTIONS)
      .sort()
      .map((value) => ({ value, label: value })),
  },
];
const actionLabel = (action: string) => CATALOG_LABELS[action] ?? action;
const FIELDS = [
  { name: 'staff', label: 'Staff (e-mail or id)', type: 'text' },
  { name: 'target', label: 'Target (e.g. a member public id)', type: 'text' },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
] as const;

const json = (value: unknown) => (value === null || value === undefined ? '—' : <code>{JSON.stringify(value)}</code>);

/** /support/audit (admins): search the audit log, page through it, download the search as CSV. */
export function AuditPage() {
  const [draft, setDraft] = useState<AuditFilters>({});
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const [exportState, setExportState] = useState<{ working: boolean; error: string | null }>({
    working: false,
    error: null,
  });
  const audit = useAuditSearch(filters, page);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const download = async () => {
    setExportState({ working: true, error: null });
    try {
      await downloadAuditCsv(filters);
      setExportState({ working: false, error: null });
    } catch (error) {
      setExportState({ working: false, error: error instanceof Error ? error.message : 'The export failed.' });
    }
  };

  return (
    <ConsolePage title="Audit log">
      <form className="support-filters" aria-label="Search the audit log" onSubmit={submit}>
        <div className="form-field">
          <label htmlFor="audit-action">Action</label>
          <select
            id="audit-action"
            className="form-field__input"
            value={draft.action ?? ''}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
          >
            <option value="">All actions</option>
            {ACTION_GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.actions.map((action) => (
                  <option key={action.value} value={action.value}>
                    {action.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        {FIELDS.map((field) => (
          <div className="form-field" key={field.name}>
            <label htmlFor={`audit-${field.name}`}>{field.label}</label>
            <input
              id={`audit-${field.name}`}
              className="form-field__input"
              type={field.type}
              value={draft[field.name] ?? ''}
              onChange={(e) => setDraft({ ...draft, [field.name]: e.target.value })}
            />
          </div>
        ))}
        <div className="support-actions">
          <button type="submit" className="button button--v1">
            Search
          </button>
          <button
            type="button"
            className="button button--v2"
            disabled={exportState.working}
            onClick={() => void download()}
          >
            {exportState.working ? 'Preparing CSV…' : 'Download CSV'}
          </button>
        </div>
      </form>
      {exportState.error ? (
        <p role="alert" className="support-error">
          {exportState.error}
        </p>
      ) : null}
      <div aria-live="polite" aria-busy={audit.isFetching}>
        {audit.isPending ? (
          <Spinner message="Loading the audit log…" />
        ) : audit.isError ? (
          <p role="alert" className="support-error">
            {errorMessage(audit.error)}
          </p>
        ) : (
          <>
            <DataSection<AuditEntry>
              title={`Entries, page ${audit.data.page}`}
              rows={audit.data.entries}
              rowKey={(e) => e.id}
              empty="No entries match this search."
              columns={[
                { header: 'When', cell: (e) => formatDateTime(e.at) },
                { header: 'Staff', cell: (e) => `${e.staffEmail} (${e.staffRole})` },
                { header: 'Action', cell: (e) => actionLabel(e.action) },
                { header: 'Target', cell: (e) => (e.targetId ? `${e.targetType ?? ''} ${e.targetId}` : '—') },
                { header: 'Before', cell: (e) => json(e.before) },
                { header: 'After', cell: (e) => json(e.after) },
                { header: 'Address', cell: (e) => e.ip },
              ]}
            />
            <nav className="support-pager" aria-label="Audit log pages">
              <button
                type="button"
                className="button button--v2"
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
              >
                Newer
              </button>
              <button
                type="button"
                className="button button--v2"
                disabled={!audit.data.hasMore}
                onClick={() => setPage(page + 1)}
              >
                Older
              </button>
            </nav>
          </>
        )}
      </div>
    </ConsolePage>
  );
}
