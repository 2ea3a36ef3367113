import type { FastifyPluginAsync } from 'fastify';
import {
  ERROR_RECEIVER_PATH,
  ERROR_RECEIVER_PROJECT,
  ERROR_RECEIVER_PUBLIC_KEY,
} from '@forkpoint/shared/contracts/error-report-constants';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { documentationOnly } from '../../lib/http/documented-answers';
import { eventsOfEnvelope } from './envelope';
import { reportOfEvent } from './report-of-event';
import { insertErrorReport } from './repository';

/** A browser's report is small; a bigger body is not one. */
const MAX_ENVELOPE_BYTES = 200 * 1024;
/** Events stored from one envelope at most (the browser SDK sends one). */
const MAX_EVENTS = 5;

/**
 * The local receiver (issue 33 part 6; docs/error-reporting.md): where the browser's Sentry SDK posts its reports
 * when no SENTRY_DSN_WEB is configured, at `<DSN path>/api/<project>/envelope/` as the SDK builds it. Each event is
 * scrubbed (report-of-event.ts) and stored for the page's program. The SDK sends no cookie-borne credential and
 * no CSRF token, and a report changes nothing but this table, so it is exempt from CSRF; it is rate-limited per
 * address, size-capped, and the key of the DSN must be ours.
 */
export const errorReceiverRoutes: FastifyPluginAsync<{ perMinute: number }> = async (app, { perMinute }) => {
  // The browser SDK posts envelopes as text/plain so no preflight is needed; others use the envelope type.
  for (const type of ['text/plain', 'application/x-sentry-envelope', 'application/octet-stream']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: MAX_ENVELOPE_BYTES }, (_request, body, done) =>
      done(null, body),
    );
  }

  app.post<{ Params: { project: string }; Querystring: { sentry_key?: string } }>(
    `${ERROR_RECEIVER_PATH}/api/:project/envelope/`,
    {
      bodyLimit: MAX_ENVELOPE_BYTES,
      config: { signatureAuthenticated: true, rateLimit: { max: perMinute, timeWindow: 60_000 } },
      // Documented only: the SDK's own format, read by eventsOfEnvelope; the DSN's key authenticates nothing secret.
      ...documentationOnly,
      schema: {
        security: [],
        consumes: ['text/plain', 'application/x-sentry-envelope'],
        params: z.object({ project: z.string() }),
        querystring: z.object({ sentry_key: z.string().optional() }),
        body: z.string().describe('A Sentry envelope: a header line, then item headers and payloads.'),
        response: { 200: z.object({ stored: z.number().int() }) },
      },
    },
    async (request) => {
      const auth = request.headers['x-sentry-auth'];
      const key = request.query.sentry_key ?? /sentry_key=([^,\s]+)/.exec(String(auth ?? ''))?.[1];
      if (key !== ERROR_RECEIVER_PUBLIC_KEY || request.params.project !== ERROR_RECEIVER_PROJECT) {
        throw new AppError('UNAUTHORIZED', 'This is not a key of this receiver.');
      }
      if (!Buffer.isBuffer(request.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send a Sentry envelope.');
      const events = eventsOfEnvelope(request.body).slice(0, MAX_EVENTS);
      for (const event of events) {
        await insertErrorReport(app.database.db, request.partner.code, reportOfEvent(event, 'web'), app.clock());
      }
      return { stored: events.length };
    },
  );
};
