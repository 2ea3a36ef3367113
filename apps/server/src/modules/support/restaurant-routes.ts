import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
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
import { bodyParsedByHandler } from '../../lib/http/form-body';

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
    SUPPORT_PATHS.restaurants,
    {
      preHandler: guard,
      schema: { querystring: restaurantSearchQuerySchema, response: { 200: restaurantSearchSchema, ...ERRORS } },
    },
    async (request) => searchProgramRestaurants({ ...restaurantConsole(request), q: request.query.q }),
  );

  app.get(
    SUPPORT_PATHS.restaurant,
    {
      preHandler: guard,
      schema: { params: restaurantParamsSchema, response: { 200: restaurantDetailSchema, ...ERRORS } },
    },
    async (request) => viewRestaurant({ ...restaurantConsole(request), merchantId: request.params.merchantId }),
  );

  app.patch(
    SUPPORT_PATHS.restaurant,
    {
      preHandler: guard,
      ...bodyParsedByHandler,
      schema: {
        body: restaurantEditSchema,
        params: restaurantParamsSchema,
        response: { 200: restaurantDetailSchema, ...ERRORS },
      },
    },
    async (request) => {
      const input = parseForm(restaurantEditSchema, request.body, RESTAURANT_MESSAGES.form);
      return editProgramRestaurant({ ...restaurantConsole(request), merchantId: request.params.merchantId, input });
    },
  );

  app.post(
    SUPPORT_PATHS.restaurantStatus,
    {
      preHandler: guard,
      ...bodyParsedByHandler,
      schema: {
        body: restaurantStatusSchema,
        params: restaurantParamsSchema,
        response: { 200: restaurantDetailSchema, ...ERRORS },
      },
    },
    async (request) => {
      const change = parseForm(restaurantStatusSchema, request.body, RESTAURANT_MESSAGES.form);
      return changeRestaurantStatus({ ...restaurantConsole(request), merchantId: request.params.merchantId, change });
    },
  );
};
