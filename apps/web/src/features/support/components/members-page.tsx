import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SUPPORT_SEARCH_LIMIT, type SupportMemberMatch } from '@forkpoint/shared/contracts/support-members';
import { Spinner } from '@/components/ui/spinner';
import { consolePaths } from '../lib/console-paths';
import { useMemberSearch } from '../api/support-members';
import { errorMessage } from '../api/staff-session';
import { ConsolePage } from './console-page';

const MATCHED_ON: Record<SupportMemberMatch['matchedOn'], string> = {
  email: 'E-mail',
  partnerNumber: 'Partner number',
  publicId: 'Public id',
  cardLastFour: 'Card last four',
};

/** /support/members: find a member of this program; the query stays in the address, so Back returns to it. */
export function MembersPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const [draft, setDraft] = useState(query);
  const search = useMemberSearch(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { query: draft.trim() } : {});
  };

  return (
    <ConsolePage title="Members">
      <form className="support-search" role="search" aria-label="Find a member" onSubmit={submit}>
        <label htmlFor="member-query">E-mail, partner number, public id or card last four</label>
        <div className="support-search__row">
          <input
            id="member-query"
            className="form-field__input"
            type="search"
            value={draft}
            maxLength={254}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="button button--v1">
            Search
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {!query ? (
          <p className="support-muted">Ask the caller for one of these and search. Only exact matches are shown.</p>
        ) : search.isPending ? (
          <Spinner message="Searching…" />
        ) : search.isError ? (
          <p role="alert" className="support-error">
            {errorMessage(search.error)}
          </p>
        ) : search.data.members.length === 0 ? (
          <p>No member of this program matches “{query}”.</p>
        ) : (
          <>
            <p>
              {search.data.members.length === 1 ? '1 member matches' : `${search.data.members.length} members match`} “
              {query}”.
              {search.data.truncated ? ` Only the first ${SUPPORT_SEARCH_LIMIT} are shown: narrow the search.` : ''}
            </p>
            <div className="support-table-wrap">
              <table className="support-table support-table--stack">
                <caption className="visually-hidden">Members matching {query}</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">E-mail</th>
                    <th scope="col">Partner number</th>
                    <th scope="col">Type and tier</th>
                    <th scope="col">Matched on</th>
                  </tr>
                </thead>
                <tbody>
                  {search.data.members.map((m) => (
                    <tr key={m.publicId}>
                      <th scope="row">
                        <Link to={consolePaths.member(m.publicId)}>
                          {m.firstName} {m.lastName}
                        </Link>
                        <span className="support-muted support-block">{m.publicId}</span>
                      </th>
                      <td data-label="E-mail">{m.email ?? '—'}</td>
                      <td data-label="Partner number">{m.partnerNumber ?? '—'}</td>
                      <td data-label="Type and tier">
                        {m.memberType} · {m.tierLevel}
                        {m.active ? '' : ' · closed'}
                      </td>
                      <td data-label="Matched on">{MATCHED_ON[m.matchedOn]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </ConsolePage>
  );
}
