import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ContentName } from '@forkpoint/shared/constants';
import { fieldsSchemaFor } from '@forkpoint/shared/content/content-schemas';
import { CONTENT_GROUP_LABELS, type ContentEntryDetail } from '@forkpoint/shared/contracts/support-content';
import { Spinner } from '@/components/ui/spinner';
import { useContentChange, useContentEntry, type ContentChange } from '../api/support-content';
import { errorMessage } from '../api/staff-session';
import { consolePaths } from '../lib/console-paths';
import { contentNameOf, previewHref } from '../lib/content-preview';
import { ConsolePage } from './console-page';
import { ContentVersions } from './content-versions';
import { SchemaForm, showServerFieldErrors } from './content-form/schema-form';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** /support/content/:group/:slug: one entry as a form from its schema, with save, preview, publish and versions. */
export function ContentEntryPage() {
  const params = useParams();
  const name = contentNameOf(params.group);
  const slug = params.slug ?? '';
  const schema = name ? fieldsSchemaFor(name, slug) : undefined;
  if (!name || !schema) {
    return (
      <ConsolePage title="No such content entry">
        <p>
          There is no editable entry at this address. <Link to={consolePaths.content}>All content groups</Link>
        </p>
      </ConsolePage>
    );
  }
  return <EntryEditor name={name} slug={slug} />;
}

function EntryEditor({ name, slug }: { name: ContentName; slug: string }) {
  const entry = useContentEntry('pages', name, slug);
  const title = `${CONTENT_GROUP_LABELS[name].label}: ${slug}`;
  const back = (
    <Link className="support-back" to={consolePaths.contentGroup(name)}>
      Back to {CONTENT_GROUP_LABELS[name].label}
    </Link>
  );
  return (
    <ConsolePage title={title} actions={back}>
      {entry.isPending ? (
        <Spinner message="Loading the entry…" />
      ) : entry.isError ? (
        <p role="alert" className="support-error">
          {errorMessage(entry.error)}
        </p>
      ) : (
        <Editor detail={entry.data} name={name} slug={slug} />
      )}
    </ConsolePage>
  );
}

function Editor({ detail, name, slug }: { detail: ContentEntryDetail; name: ContentName; slug: string }) {
  const change = useContentChange('pages', name, slug);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const schema = fieldsSchemaFor(name, slug);
  const current = detail.draft ?? detail.live;
  if (!schema || !current) return null;

  const run = async (what: ContentChange, form?: UseFormReturn<FieldValues>) => {
    setWorking(true);
    try {
      const answer = await change(what, detail.latestVersion);
      setNotice({ kind: 'success', text: answer.message });
    } catch (error) {
      const placed = form ? showServerFieldErrors(form, error) : false;
      setNotice({ kind: 'error', text: errorMessage(error) });
      if (!placed) noticeRef.current?.focus();
    } finally {
      setWorking(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <p className="content-status">
        <span>
          Live:{' '}
          {detail.live ? (detail.live.version ? `version ${detail.live.version}` : 'as seeded') : 'not published yet'}
        </span>
        <span>
          {detail.draft
            ? `Draft: ${detail.draft.version ? `version ${detail.draft.version}` : 'as seeded'}, not published`
            : 'No draft'}
        </span>
      </p>
      <div ref={noticeRef} tabIndex={-1} aria-live="polite">
        {notice ? (
          <p role={notice.kind === 'error' ? 'alert' : 'status'} className={`support-${notice.kind}`}>
            {notice.text}
          </p>
        ) : null}
      </div>
      <SchemaForm
        // A new version (saved here or by someone else) starts the form again from what is stored.
        key={detail.latestVersion ?? 'seeded'}
        schema={schema}
        defaultValues={current.fields}
        label={`Fields of ${slug}`}
        onSubmit={(values, form) => run({ kind: 'draft', fields: values }, form)}
        actions={(form) => (
          <div className="content-form__actions">
            <button type="submit" className="button button--v1" disabled={working}>
              {working ? 'Saving…' : 'Save draft'}
            </button>
            <a
              className="button button--v2"
              href={previewHref(name, slug, current.fields)}
              target="_blank"
              rel="noopener"
            >
              Preview in the member app<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <button
              type="button"
              className="button button--v2"
              disabled={!detail.draft || working}
              onClick={() => setConfirming(true)}
            >
              Publish…
            </button>
            {form.formState.isDirty ? (
              <span className="support-muted">Unsaved changes: save the draft to preview or publish them.</span>
            ) : null}
          </div>
        )}
      />
      {confirming && detail.draft ? (
        <PublishConfirm
          version={detail.draft.version}
          onPublish={() => void run({ kind: 'publish' })}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      <ContentVersions
        name={name}
        slug={slug}
        detail={detail}
        working={working}
        onRestore={(version) => void run({ kind: 'restore', version })}
      />
    </>
  );
}

function PublishConfirm({
  version,
  onPublish,
  onCancel,
}: {
  version: number | null;
  onPublish: () => void;
  onCancel: () => void;
}) {
  return (
    <section className="content-confirm support-section" role="alertdialog" aria-labelledby="publish-confirm-title">
      <h2 id="publish-confirm-title">Publish the draft?</h2>
      <p>
        Version {version ?? 'as seeded'} becomes the live copy. Members see it on their next visit; earlier versions
        stay in the list below.
      </p>
      <div className="support-actions">
        {/* The confirmation's one decision takes the focus, so a keyboard user lands on it. */}
        <button type="button" className="button button--v1" autoFocus onClick={onPublish}>
          Publish now
        </button>
        <button type="button" className="button button--v2" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
