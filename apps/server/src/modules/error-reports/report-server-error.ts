import * as Sentry from '@sentry/node';
import type { Kysely } from 'kysely';
import { REQUEST_ID_TAG } from '@forkpoint/shared/contracts/error-report-constants';
import type { DB } from '../../db/schema';
import { insertErrorReport } from './repository';
import { scrub } from './scrub';

export interface ServerErrorReporting {
  /** SENTRY_DSN: the error-reporting service; absent, the local receiver's table stores the reports. */
  dsn: string | undefined;
  release: string;
  environment: string;
}

/** One Sentry client per process: the SDK keeps it global, and tests build many apps. */
let sentryStarted = false;

/**
 * The server's error reporter (issue 33 part 6): the errors plugin calls it for every answer of 500 and more
 * (plugins/errors.ts), with the request id the answer carries. With SENTRY_DSN the Sentry SDK sends it, scrubbed by
 * beforeSend; without, it is stored scrubbed in error_reports for the console. Reporting never fails the answer.
 */
export function serverErrorReporter(settings: ServerErrorReporting) {
  if (settings.dsn && !sentryStarted) {
    sentryStarted = true;
    Sentry.init({
      dsn: settings.dsn,
      release: settings.release,
      environment: settings.environment,
      // Errors only: no tracing, no automatic instrumentation (the app's own logs and metrics cover those).
      defaultIntegrations: false,
      tracesSampleRate: 0,
      beforeSend: (event) => scrubEvent(event),
    });
  }
  return async (input: {
    db: Kysely<DB>;
    partnerCode: string;
    requestId: string;
    url: string;
    error: unknown;
    now: Date;
  }): Promise<void> => {
    const error = input.error instanceof Error ? input.error : new Error(String(input.error));
    if (settings.dsn) {
      Sentry.withScope((scope) => {
        scope.setTag(REQUEST_ID_TAG, input.requestId);
        scope.setTag('partner', input.partnerCode);
        scope.setContext('request', { url: scrub(input.url) });
        Sentry.captureException(error);
      });
      return;
    }
    await insertErrorReport(
      input.db,
      input.partnerCode,
      {
        source: 'server',
        eventId: null,
        level: 'error',
        type: error.name,
        message: scrub(error.message).slice(0, 2000),
        stack: scrub(
          (error.stack ?? '')
            .split('\n')
            .slice(1, 31)
            .map((line) => line.trim())
            .join('\n'),
        ),
        requestId: input.requestId,
        url: scrub(input.url).slice(0, 500),
        release: settings.release,
      },
      input.now,
    );
  };
}

export type ReportServerError = ReturnType<typeof serverErrorReporter>;

/** The texts of an SDK event, scrubbed before they leave the process. */
function scrubEvent<T extends Sentry.ErrorEvent>(event: T): T {
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrub(exception.value);
  }
  if (event.message) event.message = scrub(event.message);
  if (event.request?.url) event.request.url = scrub(event.request.url);
  return event;
}
