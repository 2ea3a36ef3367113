import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REVIEWS_PATH,
  REVIEW_STATUS_PATH,
  reviewRequestSchema,
  reviewResponseSchema,
  reviewStatusQuerySchema,
  reviewStatusResponseSchema,
  merchantIdParamsSchema,
  merchantReviewsResponseSchema,
} from '@forkpoint/shared';
import { MERCHANT_PATHS } from '@forkpoint/shared/contracts/merchant-constants';
import { AppError } from '../../lib/app-error';
import { merchantReviews } from './merchant-reviews';
import { parseForm } from '../../lib/parse-form';
import { reviewStatuses, submitReview, type ReviewingMember } from './reviews';
import { signedInSession } from '../auth/sessions-plugin';
import { bodyParsedByHandler } from '../../lib/http/form-body';

/**
 * The member's review calls (spec part 2 §7; issue 13, item 8). Both need a signed-in member, who comes
 * from the session and the partner from the host, never from the request. Query and body are parsed in
 * the handler, not by a route schema, so a signed-out caller gets its 401 before any 400. POST is
 * CSRF-checked by the csrf plugin like every other mutating call.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedIn = { preHandler: app.requireMember };
  const memberOf = (request: FastifyRequest): ReviewingMember => ({
    id: signedInSession(request).member.id,
    partnerCode: request.partner.code,
  });

  app.get(
    REVIEW_STATUS_PATH,
    { ...signedIn, schema: { response: { 200: reviewStatusResponseSchema } } },
    async (request) => {
      const { txnId } = parseForm(
        reviewStatusQuerySchema,
        request.query,
        'Name the transactions to look up: ?txnId=…&txnId=…',
      );
      return reviewStatuses(db, memberOf(request), txnId);
    },
  );

  app.post(
    REVIEWS_PATH,
    {
      ...signedIn,
      ...bodyParsedByHandler,
      schema: { body: reviewRequestSchema, response: { 200: reviewResponseSchema } },
    },
    async (request) => {
      const review = parseForm(reviewRequestSchema, request.body, 'Please check your review for errors.');
      return submitReview(db, memberOf(request), review, app.clock());
    },
  );

  // A restaurant's written reviews are public, like its page: no sign-in.
  app.get(
    MERCHANT_PATHS.reviews,
    { schema: { params: merchantIdParamsSchema, response: { 200: merchantReviewsResponseSchema } } },
    async (request) => {
      const answer = await merchantReviews(db, Number(request.params.id), request.partner.code);
      if (!answer) throw new AppError('NOT_FOUND', 'This restaurant is not available.');
      return answer;
    },
  );
};
