import { useEffect, useRef, useState } from 'react';
import type { PostingFile, PostingRejectedLine } from '@forkpoint/shared/contracts/postings';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '../api/staff-session';
import { usePostingFiles, useRejectedPostingLines, useSendPostingLineAgain } from '../api/support-postings';
import { ConsolePage } from './console-page';
import { DataSection, formatDateTime } from './data-table';

/**
 * /support/posting-files (agents and admins; issue 33): the program's posting files, newest first, with how many
 * lines the partner accepted, rejected or has not answered yet; a file's rejected lines with the partner's reason;
 * and "Send again" for a rejected line, which puts its reward in the next posting file.
 */
export function PostingFilesPage() {
  const files = usePostingFiles();
  const [shown, setShown] = useState<string | null>(null);

  return (
    <ConsolePage title="Posting files">
      <p>
        Each day your program gets a posting file of the miles or points to credit. Its systems answer each line:
        accepted lines are credited; a rejected line is not, and its reward waits here until you send it again.
      </p>
      {files.isPending ? (
        <Spinner message="Loading the posting files…" />
      ) : files.isError ? (
        <p role="alert" className="support-error">
          {errorMessage(files.error)}
        </p>
      ) : (
        <DataSection
          title="Posting files of this program"
          rows={files.data.files}
          rowKey={(file) => file.fileName}
          empty="No posting files yet."
          columns={[
            { header: 'File', cell: (file) => <code>{file.fileName}</code> },
            { header: 'Written', cell: (file) => formatDateTime(file.createdAt) },
            { header: 'Lines', cell: (file) => file.lines },
            { header: 'Accepted', cell: (file) => file.accepted },
            { header: 'Rejected', cell: (file) => file.rejected },
            { header: 'Not answered', cell: (file) => file.outstanding },
            {
              header: 'Acknowledged',
              cell: (file) => (file.acknowledgedAt ? formatDateTime(file.acknowledgedAt) : 'Not yet'),
            },
            { header: 'Action', cell: (file) => <ShowRejected file={file} shown={shown} onShow={setShown} /> },
          ]}
        />
      )}
      {shown ? <RejectedLines key={shown} fileName={shown} /> : null}
    </ConsolePage>
  );
}

function ShowRejected({
  file,
  shown,
  onShow,
}: {
  file: PostingFile;
  shown: string | null;
  onShow: (fileName: string) => void;
}) {
  if (file.rejected === 0) return '—';
  return (
    <button
      type="button"
      className="button button--v2 support-button--small"
      aria-label={`Rejected lines of ${file.fileName}`}
      aria-pressed={shown === file.fileName}
      onClick={() => onShow(file.fileName)}
    >
      Rejected lines
    </button>
  );
}

/** A file's rejected lines: the heading takes the focus when shown, the status message after a send-again. */
function RejectedLines({ fileName }: { fileName: string }) {
  const lines = useRejectedPostingLines(fileName);
  const sendAgain = useSendPostingLineAgain(fileName);
  const heading = useRef<HTMLHeadingElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const title = `Rejected lines of ${fileName}`;

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (sendAgain.state.status === 'done' || sendAgain.state.status === 'failed') status.current?.focus();
  }, [sendAgain.state.status]);

  const busy = sendAgain.state.status === 'pending';
  const action = (line: PostingRejectedLine) =>
    line.sentAgain ? (
      'Sent again'
    ) : (
      <button
        type="button"
        className="button button--v1 support-button--small"
        disabled={busy}
        aria-label={`Send line ${line.line} again`}
        onClick={() => void sendAgain.run(line.line)}
      >
        Send again
      </button>
    );

  return (
    <section className="support-section" aria-labelledby="posting-rejected-title">
      <h2 id="posting-rejected-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <div aria-live="polite">
        {sendAgain.state.status === 'done' ? (
          <p className="support-success" role="status" ref={status} tabIndex={-1}>
            {sendAgain.state.value.message}
          </p>
        ) : sendAgain.state.status === 'failed' ? (
          <p className="support-error" role="alert" ref={status} tabIndex={-1}>
            {errorMessage(sendAgain.state.error)}
          </p>
        ) : null}
      </div>
      {lines.isPending ? (
        <Spinner message="Loading the rejected lines…" />
      ) : lines.isError ? (
        <p role="alert" className="support-error">
          {errorMessage(lines.error)}
        </p>
      ) : (
        <DataSection
          title={`Lines the partner rejected (${lines.data.lines.length})`}
          rows={lines.data.lines}
          rowKey={(line) => String(line.line)}
          empty="The partner rejected no line of this file."
          columns={[
            { header: 'Line', cell: (line) => line.line },
            {
              header: 'Member',
              cell: (line) => (
                <>
                  {line.memberName} <code>{line.memberPublicId}</code>
                </>
              ),
            },
            { header: 'Reward', cell: (line) => <code>{line.rewardId}</code> },
            { header: 'Amount', cell: (line) => line.amount },
            { header: 'Reason', cell: (line) => line.reason },
            { header: 'Answered', cell: (line) => formatDateTime(line.answeredAt) },
            { header: 'Action', cell: action },
          ]}
        />
      )}
    </section>
  );
}
