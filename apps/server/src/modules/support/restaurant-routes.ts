import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import {
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
  changeRestaurantStatus,
  editProgramRestaurant,
  searchProgramRestaurants,
  viewRestaurant,
  type RestaurantConsole,
} from './restaurant-console';
import { staffActOf } from './staff-act-http';
import { requireStaff } from './staff-guard';

export const ERRORS = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;

/**
 * The console's restaurants (issue 32; contracts/support-restaurants.ts), for catalog managers and admins; their
 * offers are restaurant-offer-routes.ts. HTTP only: the look-ups, the changes and their audit records are
 * restaurant-console.ts's.
 */
export const restaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.catalog);
  const restaurantConsole = (request: FastifyRequest): RestaurantConsole => ({
    db: app.database.db,
    act: staffActOf(request),
  });

  app.get(
    '/api/Support/Restaurants',
    {
      preHandler: guard,
      schema: { querystring: restaurantSearchQuerySchema, response: { 200: restaurantSearchSchema, ...ERRORS } },
    },
    async (request) => searchProgramRestaurants({ ...restaurantConsole(request), q: request.query.q }),
  );

  app.get(
    '/api/Support/Restaurants/:merchantId',
    {
      preHandler: guard,
      schema: { params: restaurantParamsSchema, response: { 200: restaurantDetailSchema, ...ERRORS } },
    },
    async (request) => viewRestaurant({ ...restaurantConsole(request), merchantId: request.params.merchantId }),
  );

  app.patch(
    '/api/Support/Restaurants/:merchantId',
    {
      preHandler: guard,
      schema: { params: restaurantParamsSchema, response: { 200: restaurantDetailSchema, ...ERRORS } },
    },
    async (request) => {
      const input = parseForm(restaurantEditSchema, request.body, RESTAURANT_MESSAGES.form);
      return editProgramRestaurant({ ...restaurantConsole(request), merchantId: request.params.merchantId, input });
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
      return changeRestaurantStatus({ ...restaurantConsole(request), merchantId: request.params.merchantId, change });
    },
  );
};
