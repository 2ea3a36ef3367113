import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import {
  RESTAURANT_ACTIONS,
  RESTAURANT_MESSAGES,
  restaurantDetailSchema,
  restaurantEditSchema,
  restaurantParamsSchema,
  restaurantSearchQuerySchema,
  restaurantSearchSchema,
  restaurantStatusSchema,
} from '@forkpoint/shared/contracts/support-restaurants';
import { parseForm } from '../../lib/parse-form';
import {
  editRestaurant,
  restaurantDetail,
  searchRestaurants,
  setRestaurantStatus,
} from '../catalog/restaurants/restaurants';
import { recordStaffAction } from './audit-log-http';
import { requireStaff, staffOf } from './staff-guard';

export const ERRORS = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;

/**
 * The console's restaurants (issue 32; contracts/support-restaurants.ts), for catalog managers and admins; their
 * offers are restaurant-offer-routes.ts. Each change runs in one transaction with its audit row (before and after), so the
 * record and the change commit together; every query is on the staff member's own program.
 */
export const restaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.catalog);
  const db = () => app.database.db;
  const partnerOf = (request: FastifyRequest) => staffOf(request).partnerCode;

  app.get(
    '/api/Support/Restaurants',
    {
      preHandler: guard,
      schema: { querystring: restaurantSearchQuerySchema, response: { 200: restaurantSearchSchema, ...ERRORS } },
    },
    async (request) => {
      const result = await searchRestaurants(db(), partnerOf(request), request.query.q, app.clock());
      await recordStaffAction(request, {
        action: RESTAURANT_ACTIONS.search,
        after: { q: request.query.q, found: result.restaurants.map((r) => r.merchantId) },
      });
      return result;
    },
  );

  app.get(
    '/api/Support/Restaurants/:merchantId',
    {
      preHandler: guard,
      schema: { params: restaurantParamsSchema, response: { 200: restaurantDetailSchema, ...ERRORS } },
    },
    async (request) => {
      const detail = await restaurantDetail(db(), partnerOf(request), request.params.merchantId, app.clock());
      await recordStaffAction(request, {
        action: RESTAURANT_ACTIONS.view,
        target: { type: 'restaurant', id: detail.merchantId },
      });
      return detail;
    },
  );

  app.patch(
    '/api/Support/Restaurants/:merchantId',
    {
      preHandler: guard,
      schema: { params: restaurantParamsSchema, response: { 200: restaurantDetailSchema, ...ERRORS } },
    },
    async (request) => {
      const input = parseForm(restaurantEditSchema, request.body, RESTAURANT_MESSAGES.form);
      return db()
        .transaction()
        .execute(async (trx) => {
          const { before, after } = await editRestaurant({
            db: trx,
            partnerCode: partnerOf(request),
            merchantId: request.params.merchantId,
            input,
            now: app.clock(),
          });
          const target = { type: 'restaurant', id: after.merchantId };
          await recordStaffAction(request, { action: RESTAURANT_ACTIONS.edit, target, before, after }, trx);
          return after;
        });
    },
  );

  app.post(
    '/api/Support/Restaurants/:merchantId/Status',
    {
      preHandler: guard,
      schema: { params: restaurantParamsSchema, response: { 200: restaurantDetailSchema, ...ERRORS } },
    },
    async (request) => {
      const change = parseForm(restaurantStatusSchema, request.body, RESTAURANT_MESSAGES.form);
      const partnerCode = partnerOf(request);
      const { merchantId } = request.params;
      const now = app.clock();
      // Closing and reopening are status changes too: one action, its before and after naming the status.
      await db()
        .transaction()
        .execute(async (trx) => {
          const { before, after } = await setRestaurantStatus({ db: trx, partnerCode, merchantId, change, now });
          const target = { type: 'restaurant', id: merchantId };
          await recordStaffAction(request, { action: RESTAURANT_ACTIONS.status, target, before, after }, trx);
        });
      return restaurantDetail(db(), partnerCode, merchantId, now);
    },
  );
};
