import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import {
  ANALYTICS_DAILY_PATH,
  analyticsDailyQuerySchema,
  analyticsDailyResponseSchema,
} from '@forkpoint/shared/contracts/analytics';
import { requireStaff } from '../support/staff-guard';
import { dailySummary } from './daily-summary';

/**
 * GET /api/Support/Analytics/Daily?from&to: the signed-in staff member's partner's daily page-analytics summary
 * (issue 17 item 5). Any staff role may read it: it holds counts and paths, no member's data. The partner is
 * the request's (the staff session is bound to it), never a query value.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ANALYTICS_DAILY_PATH,
    {
      preHandler: requireStaff(),
      schema: {
        querystring: analyticsDailyQuerySchema,
        response: { 200: analyticsDailyResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      return dailySummary(app.database.db, request.partner.code, request.query, app.clock());
    },
  );
};
