import { useState } from 'react';
import type { ContentName } from '@forkpoint/shared/constants';
import { CONTENT_VERSION_KIND_LABELS, type ContentEntryDetail } from '@forkpoint/shared/contracts/support-content';
import { Spinner } from '@/components/ui/spinner';
import { useContentVersion } from '../api/support-content';
import { errorMessage } from '../api/staff-session';
import { formatDateTime } from './data-table';

/**
 * An entry's versions, newest first: what made each (saved, published, restored), who and when. Any
 * version can be looked at and restored; restoring makes it the draft again, to preview before publishing.
 */
export function ContentVersions({
  name,
  slug,
  detail,
  working,
  onRestore,
}: {
  name: ContentName;
  slug: string;
  detail: ContentEntryDetail;
  working: boolean;
  onRestore: (version: number) => void;
}) {
  const [shown, setShown] = useState<number | null>(null);
  const liveVersion = detail.live?.version ?? null;
  const draftVersion = detail.draft?.version ?? null;
  return (
    <section className="support-section" aria-labelledby="content-versions-title">
      <h2 id="content-versions-title">Versions</h2>
      {detail.versions.length === 0 ? (
        <p>No versions yet: the first save keeps the copy as it is now as version 1.</p>
      ) : (
        <div className="support-table-wrap">
          <table className="support-table support-table--stack">
            <caption className="visually-hidden">Versions of {slug}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">What</th>
                <th scope="col">By</th>
                <th scope="col">When</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {detail.versions.map((v) => {
                const marks = [v.version === liveVersion ? 'live' : '', v.version === draftVersion ? 'draft' : '']
                  .filter(Boolean)
                  .join(', ');
                return (
                  <tr key={v.version}>
                    <th scope="row">
                      {v.version}
                      {marks ? <span className="support-badge">{marks}</span> : null}
                    </th>
                    <td data-label="What">
                      {CONTENT_VERSION_KIND_LABELS[v.kind]}
                      {v.basedOn !== null ? ` (from version ${v.basedOn})` : ''}
                    </td>
                    <td data-label="By">{v.staffEmail ?? '—'}</td>
                    <td data-label="When">{formatDateTime(v.createdAt)}</td>
                    <td data-label="Actions">
                      <div className="support-actions">
                        <button
                          type="button"
                          className="button button--v2 support-button--small"
                          aria-expanded={shown === v.version}
                          aria-label={`${shown === v.version ? 'Hide' : 'Show'} version ${v.version}`}
                          onClick={() => setShown(shown === v.version ? null : v.version)}
                        >
                          {shown === v.version ? 'Hide' : 'Show'}
                        </button>
                        <button
                          type="button"
                          className="button button--v2 support-button--small"
                          aria-label={`Restore version ${v.version} as the draft`}
                          disabled={working || v.version === draftVersion}
                          onClick={() => onRestore(v.version)}
                        >
                          Restore
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {shown !== null ? <VersionFields name={name} slug={slug} version={shown} /> : null}
    </section>
  );
}

function VersionFields({ name, slug, version }: { name: ContentName; slug: string; version: number }) {
  const found = useContentVersion('pages', name, slug, version);
  return (
    <div className="support-block" aria-live="polite">
      <h3>Version {version}</h3>
      {found.isPending ? (
        <Spinner message="Loading the version…" />
      ) : found.isError ? (
        <p role="alert" className="support-error">
          {errorMessage(found.error)}
        </p>
      ) : (
        <pre className="content-version-fields" tabIndex={0} aria-label={`Fields of version ${version}`}>
          {JSON.stringify(found.data.fields, null, 2)}
        </pre>
      )}
    </div>
  );
}
