import { REQUEST_ID_TAG, localErrorDsn } from '@forkpoint/shared/contracts/error-report-constants';
import type * as SentryModuleNamespace from '@sentry/react';

type SentryModule = typeof SentryModuleNamespace;

let sentry: Promise<SentryModule> | null = null;
/** SENTRY_DSN_WEB as the page's start-up data names it (main.tsx); unset: the server's own receiver. */
let configuredDsn: string | undefined;

export function setErrorDsn(dsn: string | undefined): void {
  configuredDsn = dsn;
}

/**
 * Loads and starts the Sentry SDK on the first report only (issue 33 part 6; docs/error-reporting.md): a page that
 * never fails never downloads it, so the first load stays within its budget. Reports go to SENTRY_DSN_WEB when the
 * page names one (its start-up data, handed over by main.tsx), else to this server's own receiver.
 */
function loadSentry(): Promise<SentryModule> {
  sentry ??= import('@sentry/react').then((Sentry) => {
    Sentry.init({
      dsn: configuredDsn ?? localErrorDsn(window.location.origin),
      release: import.meta.env.VITE_APP_RELEASE ?? 'web',
      environment: import.meta.env.MODE,
      // Only what the app reports (logger.error and the handlers in main.tsx): no tracing, no global handlers of
      // its own that would report the same error twice; the page's address and browser come with each report.
      defaultIntegrations: false,
      integrations: [Sentry.httpContextIntegration(), Sentry.dedupeIntegration()],
      tracesSampleRate: 0,
    });
    return Sentry;
  });
  return sentry;
}

/** Reports an error with the request id of the answer it came from, when there is one. Never throws. */
export function reportError(error: unknown, context: { message: string; requestId?: string | undefined }): void {
  // Web unit tests keep to the console: their network is the test's (MSW), and nothing is listening for reports.
  if (import.meta.env.MODE === 'test') return;
  void loadSentry()
    .then((Sentry) =>
      Sentry.withScope((scope) => {
        if (context.requestId) scope.setTag(REQUEST_ID_TAG, context.requestId);
        scope.setExtra('logged as', context.message);
        if (error instanceof Error) Sentry.captureException(error);
        else Sentry.captureMessage(`${context.message}${error === undefined ? '' : `: ${String(error)}`}`, 'error');
      }),
    )
    .catch(() => undefined);
}
