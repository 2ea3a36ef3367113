import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, getOutbox, STAGING_QUERY_KEYS } from '../api/staging-tools-api';
import { ToolPanel } from './tool-panel';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The e-mail outbox: the partner's latest mails (recovery links among them), newest first, by address. */
export function OutboxTool() {
  const [draft, setDraft] = useState('');
  const [to, setTo] = useState('');
  const inputId = useId();
  const outbox = useQuery({ queryKey: STAGING_QUERY_KEYS.outbox(to), queryFn: () => getOutbox(to), staleTime: 0 });

  return (
    <ToolPanel id="outbox-tool" title="E-mail outbox" hint="The latest 20 mails of this partner, newest first.">
      <form
        className="staging-tool__row"
        role="search"
        aria-label="Outbox"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim() === to) void outbox.refetch();
          else setTo(draft.trim());
        }}
      >
        <label htmlFor={inputId}>To address (optional)</label>
        <input id={inputId} type="email" value={draft} onChange={(event) => setDraft(event.target.value)} />
        <button type="submit" className="button button--v2" disabled={outbox.isFetching}>
          Show mails
        </button>
      </form>
      {outbox.isPending ? <Spinner message="Loading the outbox…" /> : null}
      {outbox.isError ? <p role="alert">{errorMessage(outbox.error)}</p> : null}
      {outbox.data?.emails.length === 0 ? (
        <p role="status">{to ? `No mail to ${to} yet.` : 'The outbox is empty.'}</p>
      ) : null}
      {outbox.data && outbox.data.emails.length > 0 ? (
        <ul className="staging-tool__list" aria-label="Mails">
          {outbox.data.emails.map((email) => (
            <li key={email.id}>
              <details>
                <summary>
                  <strong>{email.subject}</strong> to {email.to}, {when.format(new Date(email.createdAt))}
                </summary>
                <pre className="staging-tool__mail">{email.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </ToolPanel>
  );
}
