import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import {
  RESTAURANT_MESSAGES,
  offerCreateSchema,
  offerInputSchema,
  offerParamsSchema,
  offerSavedSchema,
  restaurantParamsSchema,
} from '@forkpoint/shared/contracts/support-restaurants';
import { parseForm } from '../../lib/parse-form';
import {
  changeRestaurantOffer,
  changeRestaurantOfferState,
  createRestaurantOffer,
  type RestaurantOfferCall,
} from './restaurant-offers';
import { ERRORS } from './restaurant-routes';
import { staffActOf } from './staff-act-http';
import { requireStaff } from './staff-guard';
import { bodyParsedByHandler } from '../../lib/http/form-body';

/**
 * The offers API (issue 32 part 2; contracts/support-restaurants.ts), for catalog managers and admins: create
 * (for the restaurant or its whole brand), change, pause, resume and end, each a new version from now
 * (catalog/offers/). HTTP only: each change and its audit records are restaurant-offers.ts's.
 */
export const restaurantOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.catalog);
  const call = (request: FastifyRequest, merchantId: string): RestaurantOfferCall => ({
    db: app.database.db,
    act: staffActOf(request),
    merchantId,
  });
  const answers = { 200: offerSavedSchema, ...ERRORS, 409: apiErrorSchema };

  app.post(
    SUPPORT_PATHS.restaurantOffers,
    {
      preHandler: guard,
      ...bodyParsedByHandler,
      schema: {
        body: offerCreateSchema,
        params: restaurantParamsSchema,
        response: { 201: offerSavedSchema, ...ERRORS, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { forBrand, ...input } = parseForm(offerCreateSchema, request.body, RESTAURANT_MESSAGES.form);
      const saved = await createRestaurantOffer({
        ...call(request, request.params.merchantId),
        input,
        forBrand,
      });
      return reply.code(201).send(saved);
    },
  );

  app.patch(
    SUPPORT_PATHS.restaurantOffer,
    {
      preHandler: guard,
      ...bodyParsedByHandler,
      schema: { body: offerInputSchema, params: offerParamsSchema, response: answers },
    },
    async (request) => {
      const input = parseForm(offerInputSchema, request.body, RESTAURANT_MESSAGES.form);
      const { merchantId, offerId } = request.params;
      return changeRestaurantOffer({ ...call(request, merchantId), offerId, input });
    },
  );

  const stateRoutes = [
    [SUPPORT_PATHS.restaurantOfferPause, 'pause'],
    [SUPPORT_PATHS.restaurantOfferResume, 'resume'],
    [SUPPORT_PATHS.restaurantOfferEnd, 'end'],
  ] as const;
  for (const [path, state] of stateRoutes) {
    app.post(path, { preHandler: guard, schema: { params: offerParamsSchema, response: answers } }, async (request) => {
      const { merchantId, offerId } = request.params;
      return changeRestaurantOfferState({ ...call(request, merchantId), offerId, state });
    });
  }
};
