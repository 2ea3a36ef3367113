import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { STAGING_FEED_MAX_BYTES } from '@forkpoint/shared/contracts/staging-tools';
import type { FeedImportReport } from '@forkpoint/shared/contracts/transaction-feed';
import { errorMessage, postTransactionFeed } from '../api/staging-tools-api';
import { ToolOutcome, ToolPanel, type Outcome } from './tool-panel';

/** Rejections listed under the report; the rest are counted. */
const SHOWN_REJECTIONS = 10;

/**
 * Transaction feed: posts a card-network feed file (CSV, the header of docs/transaction-feed.md) to the
 * rewards engine as the signed processor call would, and shows its import report. "Hold the posting file" leaves
 * the Mile or Point posting file the import writes for the program to fetch and acknowledge (docs/rewards.md
 * "Posting"), where this server would acknowledge it at once: the program rehearses its posting exchange, and
 * support sees the file outstanding under Posting files.
 */
export function FeedTool() {
  const [file, setFile] = useState<File | null>(null);
  const [hold, setHold] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [report, setReport] = useState<FeedImportReport | null>(null);
  const inputId = useId();
  const holdId = useId();
  const post = useMutation({
    mutationFn: async (chosen: File) => postTransactionFeed(chosen.name, await chosen.text(), hold),
    onSuccess: (result) => {
      setReport(result);
      setOutcome({ kind: 'done', text: `Imported: ${result.applied} of ${result.rowsRead} rows applied.` });
    },
    onError: (error) => {
      setReport(null);
      setOutcome({ kind: 'failed', text: errorMessage(error) });
    },
  });

  return (
    <ToolPanel
      id="feed-tool"
      title="Transaction feed"
      hint="Posts a card-network feed file (CSV) to the rewards engine and shows what it did."
    >
      <form
        className="staging-tool__row"
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return setOutcome({ kind: 'failed', text: 'Choose a feed file first.' });
          if (file.size > STAGING_FEED_MAX_BYTES)
            return setOutcome({ kind: 'failed', text: 'Choose a file of at most 10 MiB.' });
          post.mutate(file);
        }}
      >
        <label htmlFor={inputId}>Feed file (CSV)</label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <span className="staging-tool__check">
          <input id={holdId} type="checkbox" checked={hold} onChange={(event) => setHold(event.target.checked)} />
          <label htmlFor={holdId}>Hold the posting file for the program</label>
        </span>
        <button type="submit" className="button button--v2" disabled={post.isPending}>
          {post.isPending ? 'Posting…' : 'Post feed file'}
        </button>
      </form>
      <ToolOutcome outcome={outcome} />
      {report ? (
        <>
          <dl className="staging-tool__facts" aria-label="Import report">
            {(
              [
                ['Rows read', report.rowsRead],
                ['Applied', report.applied],
                ['Matched', report.matched],
                ['Unmatched', report.unmatched],
                ['Duplicates', report.duplicates],
                ['Rejected', report.rejected],
              ] as const
            ).map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value.toLocaleString('en-US')}</dd>
              </div>
            ))}
          </dl>
          {report.rejections.length > 0 ? (
            <ul className="staging-tool__list" aria-label="Rejected rows">
              {report.rejections.slice(0, SHOWN_REJECTIONS).map((rejection) => (
                <li key={rejection.line}>
                  Line {rejection.line}: {rejection.reason}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </ToolPanel>
  );
}
