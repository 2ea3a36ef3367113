import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RESERVATION_PATHS,
  reservationOutcomeRequestSchema,
  reservationSchema,
} from '@forkpoint/shared/contracts/reservations';
import { AppError } from '../../lib/app-error';
import type { PostingMode } from '../rewards/lifecycle';
import { verifyFeedSignature } from '../../lib/feed-signature';
import { signatureHeaderOf, signedRoute } from '../../lib/http/signed-route';
import { recordOutcome } from './reservation-outcome';

export interface OutcomeRoutesOptions {
  signingSecret: string;
  postingMode: PostingMode;
  /** The largest body read, in bytes (RESERVATION_OUTCOME_MAX_BYTES, config/env.ts): `{"outcome":"no_show"}` is 21. */
  maxBodyBytes: number;
}

/**
 * The signed text of an outcome call: its method, path and body. The body alone ({"outcome":"honoured"}) is
 * the same for every reservation, so the path is signed too: a captured call cannot be replayed onto another
 * reservation. Same header, HMAC, secret and 5-minute window as the card network's feed.
 */
export function outcomeSignedText(method: string, url: string, body: string | Buffer): string {
  return `${method} ${url}\n${body.toString()}`;
}

/**
 * POST /api/Reservations/{id}/Outcome: the booking provider's webhook, once the reservation's time has come.
 * No cookie, so no CSRF token: it is signed like the feed (X-Forkpoint-Signature under
 * PROCESSOR_SIGNING_SECRET): a missing, malformed or stale signature is a 401 before the body is read
 * (signed-route.ts), a body over its few kilobytes a 413, and the signature is checked against the body before
 * the body is validated. Encapsulated: its JSON parser keeps the raw body the signature covers.
 */
export const reservationOutcomeRoutes: FastifyPluginAsyncZod<OutcomeRoutesOptions> = async (app, options) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    rawBodies.set(request, text);
    // The default parser calls `done` itself; it returns nothing to wait for.
    void parseJson(request, text, done);
  });

  const authenticate = async (request: FastifyRequest) => {
    const check = verifyFeedSignature(
      options.signingSecret,
      signatureHeaderOf(request),
      outcomeSignedText(request.method, request.url, rawBodies.get(request) ?? ''),
      app.clock(),
    );
    if (!check.ok) throw new AppError('UNAUTHORIZED', check.reason);
  };

  app.post(
    `${RESERVATION_PATHS.book}/:id/Outcome`,
    {
      ...signedRoute(() => app.clock(), options.maxBodyBytes),
      preValidation: authenticate,
      schema: {
        params: z.object({ id: z.string() }),
        body: reservationOutcomeRequestSchema,
        response: { 200: reservationSchema },
      },
    },
    async (request) => {
      return recordOutcome(app.database.db, request.partner, request.params.id, request.body.outcome, app.clock(), {
        partners: app.partners.list(),
        postingMode: options.postingMode,
      });
    },
  );
};
