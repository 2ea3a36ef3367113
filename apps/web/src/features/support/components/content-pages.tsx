import { Link, useParams } from 'react-router';
import { CONTENT_GROUP_LABELS } from '@forkpoint/shared/contracts/support-content';
import { Spinner } from '@/components/ui/spinner';
import { useContentEntries, useContentGroups } from '../api/support-content';
import { errorMessage } from '../api/staff-session';
import { consolePaths } from '../lib/console-paths';
import { contentNameOf } from '../lib/content-preview';
import { ConsolePage } from './console-page';
import { formatDateTime } from './data-table';

/** /support/content: the partner's content groups, with how many entries and drafts each has. */
export function ContentGroupsPage() {
  const groups = useContentGroups();
  return (
    <ConsolePage title="Content">
      <p className="support-muted">
        Edit the copy of the member app. Changes are saved as drafts that only you and other editors see in preview,
        until they are published.
      </p>
      {groups.isPending ? (
        <Spinner message="Loading content groups…" />
      ) : groups.isError ? (
        <p role="alert" className="support-error">
          {errorMessage(groups.error)}
        </p>
      ) : (
        <ul className="support-cards">
          {groups.data.groups.map((group) => {
            const { label, description } = CONTENT_GROUP_LABELS[group.contentName];
            return (
              <li key={group.contentName} className="support-card">
                <h2>
                  <Link to={consolePaths.contentGroup(group.contentName)}>{label}</Link>
                </h2>
                <p>{description}</p>
                <p className="support-muted">
                  {group.entries === 1 ? '1 entry' : `${group.entries} entries`}
                  {group.drafts > 0 ? ` · ${group.drafts === 1 ? '1 draft' : `${group.drafts} drafts`}` : ''}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </ConsolePage>
  );
}

/** /support/content/:group: the group's entries, whether each has a draft, and when it last changed. */
export function ContentGroupPage() {
  const name = contentNameOf(useParams().group);
  if (!name) {
    return (
      <ConsolePage title="No such content group">
        <p>
          There is no content group at this address. <Link to={consolePaths.content}>All content groups</Link>
        </p>
      </ConsolePage>
    );
  }
  return <GroupEntries name={name} />;
}

function GroupEntries({ name }: { name: NonNullable<ReturnType<typeof contentNameOf>> }) {
  const entries = useContentEntries('pages', name);
  const back = (
    <Link className="support-back" to={consolePaths.content}>
      All content groups
    </Link>
  );
  return (
    <ConsolePage title={CONTENT_GROUP_LABELS[name].label} actions={back}>
      <p className="support-muted">{CONTENT_GROUP_LABELS[name].description}</p>
      {entries.isPending ? (
        <Spinner message="Loading entries…" />
      ) : entries.isError ? (
        <p role="alert" className="support-error">
          {errorMessage(entries.error)}
        </p>
      ) : entries.data.entries.length === 0 ? (
        <p>This program has no entries in this group.</p>
      ) : (
        <div className="support-table-wrap">
          <table className="support-table support-table--stack">
            <caption className="visually-hidden">Entries of {CONTENT_GROUP_LABELS[name].label}</caption>
            <thead>
              <tr>
                <th scope="col">Entry</th>
                <th scope="col">State</th>
                <th scope="col">Last change</th>
              </tr>
            </thead>
            <tbody>
              {entries.data.entries.map((entry) => (
                <tr key={entry.slug}>
                  <th scope="row">
                    {entry.editable ? (
                      <Link to={consolePaths.contentEntry(name, entry.slug)}>{entry.slug}</Link>
                    ) : (
                      <>
                        {entry.slug} <span className="support-muted">(no form: not editable here)</span>
                      </>
                    )}
                  </th>
                  <td data-label="State">
                    {entry.hasDraft ? (entry.hasLive ? 'Live, with a draft' : 'Draft only') : 'Live'}
                  </td>
                  <td data-label="Last change">{formatDateTime(entry.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ConsolePage>
  );
}
