import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import {
  RESTAURANT_ACTIONS,
  RESTAURANT_MESSAGES,
  offerCreateSchema,
  offerInputSchema,
  offerParamsSchema,
  offerSavedSchema,
  restaurantParamsSchema,
} from '@forkpoint/shared/contracts/support-restaurants';
import type { DB } from '../../db/schema';
import { parseForm } from '../../lib/parse-form';
import type { OfferChange, OfferChanged } from '../catalog/offers/offer-change';
import { endOffer, pauseOffer, resumeOffer } from '../catalog/offers/offer-state';
import { changeOffer, createBrandOffer, createOffer } from '../catalog/offers/save-offer';
import { programRestaurant } from '../catalog/restaurants/restaurants';
import { recordStaffAction } from './audit-log-http';
import { ERRORS } from './restaurant-routes';
import { requireStaff, staffOf } from './staff-guard';

/**
 * The offers API (issue 32 part 2; contracts/support-restaurants.ts), for catalog managers and admins: create
 * (for the restaurant or its whole brand), change, pause, resume and end, each a new version from now
 * (catalog/offers/). Each runs in one transaction with its audit rows (before and after, one per restaurant).
 */
export const restaurantOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.catalog);
  const db = () => app.database.db;
  const partnerOf = (request: FastifyRequest) => staffOf(request).partnerCode;

  /** One offer change of the restaurant, in a transaction with its audit row. */
  const offerChange = async (
    request: FastifyRequest,
    merchantId: string,
    action: string,
    run: (change: OfferChange) => Promise<OfferChanged[]>,
  ) => {
    const staff = staffOf(request);
    return db()
      .transaction()
      .execute(async (trx: Kysely<DB>) => {
        const restaurant = await programRestaurant(trx, staff.partnerCode, merchantId);
        const changes = await run({
          db: trx,
          actor: { staffId: staff.id },
          merchantId: restaurant.id,
          now: app.clock(),
        });
        for (const changed of changes) {
          await recordStaffAction(
            request,
            {
              action,
              target: { type: 'offer', id: `${changed.merchantId}/${changed.after.id}` },
              before: changed.before,
              after: changed.after,
            },
            trx,
          );
        }
        return { offer: changes[0]!.after, merchantIds: changes.map((c) => c.merchantId) };
      });
  };

  app.post(
    '/api/Support/Restaurants/:merchantId/Offers',
    {
      preHandler: guard,
      schema: { params: restaurantParamsSchema, response: { 201: offerSavedSchema, ...ERRORS, 409: apiErrorSchema } },
    },
    async (request, reply) => {
      const { forBrand, ...input } = parseForm(offerCreateSchema, request.body, RESTAURANT_MESSAGES.form);
      const saved = await offerChange(
        request,
        request.params.merchantId,
        RESTAURANT_ACTIONS.offerCreate,
        async (change) =>
          forBrand
            ? (await createBrandOffer({ ...change, input, partnerCode: partnerOf(request) })).changes
            : [await createOffer({ ...change, input })],
      );
      return reply.code(201).send(saved);
    },
  );

  app.patch(
    '/api/Support/Restaurants/:merchantId/Offers/:offerId',
    {
      preHandler: guard,
      schema: { params: offerParamsSchema, response: { 200: offerSavedSchema, ...ERRORS, 409: apiErrorSchema } },
    },
    async (request) => {
      const input = parseForm(offerInputSchema, request.body, RESTAURANT_MESSAGES.form);
      const { merchantId, offerId } = request.params;
      return offerChange(request, merchantId, RESTAURANT_ACTIONS.offerChange, async (change) => [
        await changeOffer({ ...change, offerId, input }),
      ]);
    },
  );

  const stateRoutes = [
    ['Pause', RESTAURANT_ACTIONS.offerPause, pauseOffer],
    ['Resume', RESTAURANT_ACTIONS.offerResume, resumeOffer],
    ['End', RESTAURANT_ACTIONS.offerEnd, endOffer],
  ] as const;
  for (const [path, action, service] of stateRoutes) {
    app.post(
      `/api/Support/Restaurants/:merchantId/Offers/:offerId/${path}`,
      {
        preHandler: guard,
        schema: { params: offerParamsSchema, response: { 200: offerSavedSchema, ...ERRORS, 409: apiErrorSchema } },
      },
      async (request) => {
        const { merchantId, offerId } = request.params;
        return offerChange(request, merchantId, action, async (change) => [await service({ ...change, offerId })]);
      },
    );
  }
};
