import type { ErrorReport } from '@forkpoint/shared/contracts/error-reports';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '../api/staff-session';
import { useErrorReports } from '../api/support-error-reports';
import { ConsolePage } from './console-page';
import { DataSection, formatDateTime } from './data-table';

const SOURCE_LABELS: Record<ErrorReport['source'], string> = { web: 'Browser', server: 'Server' };

/** The message, with the stack folded away: the first lines of a report are what an admin scans. */
function Message({ report }: { report: ErrorReport }) {
  const title = report.type ? `${report.type}: ${report.message}` : report.message;
  if (!report.stack) return <>{title}</>;
  return (
    <details className="support-error-report">
      <summary>{title}</summary>
      <pre>{report.stack}</pre>
    </details>
  );
}

/**
 * /support/error-reports (admins; issue 33 part 6): the errors the program's pages and calls reported, newest
 * first, scrubbed of card numbers, tokens and e-mail addresses before they were stored. The request id finds the
 * server's log lines of the same call. Where SENTRY_DSN is set, reports go to that service instead.
 */
export function ErrorReportsPage() {
  const reports = useErrorReports();
  return (
    <ConsolePage title="Error reports">
      <p className="support-muted">
        The newest errors the app reported in browsers and on the server, for this program. Card numbers, tokens and
        e-mail addresses are removed before a report is kept.
      </p>
      {reports.isPending ? (
        <Spinner message="Loading the error reports…" />
      ) : reports.isError ? (
        <p role="alert" className="support-error">
          {errorMessage(reports.error)}
        </p>
      ) : (
        <DataSection
          title="Latest reports"
          rows={reports.data.reports}
          rowKey={(report) => String(report.id)}
          empty="No errors were reported. Reports appear here as browsers and the server send them."
          columns={[
            { header: 'When', cell: (report) => formatDateTime(report.receivedAt) },
            { header: 'Where', cell: (report) => SOURCE_LABELS[report.source] },
            { header: 'Error', cell: (report) => <Message report={report} /> },
            { header: 'Page or call', cell: (report) => report.url ?? '—' },
            { header: 'Request id', cell: (report) => (report.requestId ? <code>{report.requestId}</code> : '—') },
          ]}
        />
      )}
    </ConsolePage>
  );
}
