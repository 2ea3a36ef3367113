import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  INTEGRATION_KEY_MESSAGES,
  PARTNER_KEY_HEADER,
  integrationKeyCreateRequestSchema,
  type IntegrationKey,
  type IntegrationKeyCreated,
} from '@forkpoint/shared/contracts/integration-keys';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '../api/staff-session';
import { fieldErrors } from '../api/support-adjustments';
import { useCreateIntegrationKey, useIntegrationKeys, useRevokeIntegrationKey } from '../api/support-integration-keys';
import { ConsolePage } from './console-page';
import { DataSection, formatDateTime } from './data-table';
import { SupportField } from './support-field';
import './staff.css';

/**
 * /support/integration-keys (admins; issue 28): the keys the program's own systems sign their posting-file calls
 * with. Create one (its secret is shown once, here, and kept nowhere in clear), see when each was made and last
 * used, revoke one. At most `maxActive` are active, so a partner can rotate: new key, move over, revoke the old.
 */
export function IntegrationKeysPage() {
  const keys = useIntegrationKeys();
  const create = useCreateIntegrationKey();
  const revoke = useRevokeIntegrationKey();
  const [label, setLabel] = useState('');
  const [labelError, setLabelError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<IntegrationKey | null>(null);
  const [last, setLast] = useState<'create' | 'revoke' | null>(null);

  const active = keys.data?.keys.filter((key) => key.revokedAt === null).length ?? 0;
  const full = keys.data ? active >= keys.data.maxActive : false;
  const busy = create.state.status === 'pending' || revoke.state.status === 'pending';
  const shownLabelError =
    labelError ?? (create.state.status === 'failed' ? fieldErrors(create.state.error).label : undefined);
  const call = last === 'revoke' ? revoke : last === 'create' ? create : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = integrationKeyCreateRequestSchema.safeParse({ label });
    if (!checked.success) {
      setLabelError(checked.error.issues[0]?.message);
      document.getElementById('integration-key-label')?.focus();
      return;
    }
    setLabelError(undefined);
    setLast('create');
    void create.run(checked.data).then((made) => {
      if (made) setLabel('');
    });
  };

  const revokeNow = (key: IntegrationKey) => {
    setConfirming(null);
    setLast('revoke');
    void revoke.run(key.id);
  };

  return (
    <ConsolePage title="Integration keys">
      <p>
        Your program’s own systems sign their posting-file calls (list, fetch and acknowledge the daily files of rewards
        to credit) with an integration key: the key’s id in the <code>{PARTNER_KEY_HEADER}</code> header and a signature
        made with its secret. The key decides which program’s files a call sees.
      </p>
      {keys.data ? (
        <p className="support-muted">
          At most {keys.data.maxActive} keys are active at once. To rotate, create the new key, move the partner’s
          systems to it, then revoke the old one.
        </p>
      ) : null}

      <div aria-live="polite">
        {call?.state.status === 'done' ? (
          <p className="support-success" role="status">
            {call.state.value.message}
          </p>
        ) : call?.state.status === 'failed' && !(last === 'create' && shownLabelError) ? (
          <p className="support-error" role="alert">
            {errorMessage(call.state.error)}
          </p>
        ) : null}
      </div>
      {create.state.status === 'done' ? (
        <KeyShownOnce created={create.state.value} onDone={() => create.reset()} />
      ) : null}

      <form
        className="support-section staff-form"
        aria-labelledby="integration-key-new-title"
        noValidate
        onSubmit={submit}
      >
        <h2 id="integration-key-new-title">New integration key</h2>
        <SupportField
          id="integration-key-label"
          label="What will use it"
          value={label}
          onChange={setLabel}
          error={shownLabelError}
          hint="For example: Posting job, 2026."
        />
        {full ? (
          <p id="integration-key-full" className="support-muted">
            {INTEGRATION_KEY_MESSAGES.tooMany}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--v1"
          disabled={busy || full}
          aria-describedby={full ? 'integration-key-full' : undefined}
        >
          {create.state.status === 'pending' ? 'Creating…' : 'Create key'}
        </button>
      </form>

      {keys.isPending ? (
        <Spinner message="Loading the keys…" />
      ) : keys.isError ? (
        <p role="alert" className="support-error">
          {errorMessage(keys.error)}
        </p>
      ) : (
        <DataSection
          title="Keys of this program"
          rows={keys.data.keys}
          rowKey={(key) => key.id}
          empty="No integration keys yet."
          columns={[
            { header: 'Used by', cell: (key) => key.label },
            { header: 'Key id', cell: (key) => <code>{key.id}</code> },
            { header: 'Created', cell: (key) => `${formatDateTime(key.createdAt)} by ${key.createdBy}` },
            { header: 'Last used', cell: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never') },
            {
              header: 'Status',
              cell: (key) =>
                key.revokedAt ? `Revoked ${formatDateTime(key.revokedAt)} by ${key.revokedBy ?? ''}` : 'Active',
            },
            {
              header: 'Action',
              cell: (key) =>
                key.revokedAt ? (
                  '—'
                ) : (
                  <button
                    type="button"
                    className="button button--v2 support-button--small"
                    disabled={busy}
                    aria-label={`Revoke ${key.id}`}
                    onClick={() => setConfirming(key)}
                  >
                    Revoke
                  </button>
                ),
            },
          ]}
        />
      )}

      {confirming ? (
        <Modal
          title={`Revoke ${confirming.label}?`}
          description={
            <p>
              Calls signed with <code>{confirming.id}</code> are refused from now on. A revoked key cannot be used
              again.
            </p>
          }
          onDismiss={() => setConfirming(null)}
        >
          <div className="modal__actions">
            <button type="button" className="button button--v2" onClick={() => setConfirming(null)}>
              Cancel
            </button>
            <button type="button" className="button button--v1" onClick={() => revokeNow(confirming)}>
              Revoke key
            </button>
          </div>
        </Modal>
      ) : null}
    </ConsolePage>
  );
}

/** The new key's id and secret, shown this once: the heading takes the focus so the warning is read first. */
function KeyShownOnce({ created, onDone }: { created: IntegrationKeyCreated; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [created]);
  return (
    <section className="support-section staff-once" aria-labelledby="integration-key-once-title">
      <h2 id="integration-key-once-title" ref={heading} tabIndex={-1}>
        Shown once: pass this on now
      </h2>
      <p className="support-notice">
        The secret is shown only this once and cannot be shown again. Give it to the partner over a safe channel. If it
        is lost, create another key and revoke this one.
      </p>
      <dl className="support-facts">
        <div>
          <dt>Key id ({PARTNER_KEY_HEADER})</dt>
          <dd>
            <code className="staff-once__value" data-testid="integration-key-id">
              {created.key.id}
            </code>
          </dd>
        </div>
        <div>
          <dt>Secret</dt>
          <dd>
            <code className="staff-once__value" data-testid="integration-key-secret">
              {created.secret}
            </code>
          </dd>
        </div>
      </dl>
      <div className="support-actions">
        <button type="button" className="button button--v2" onClick={onDone}>
          Done: I have passed it on
        </button>
      </div>
    </section>
  );
}
