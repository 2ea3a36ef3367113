import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ORDER_MESSAGES,
  ORDERING_PATHS,
  orderConfirmationSchema,
  orderingMenuSchema,
  orderRequestSchema,
} from '@forkpoint/shared';
import { parseForm } from '../../lib/parse-form';
import { menuOf, placeOrder } from './place-order';
import { bodyParsedByHandler } from '../../lib/http/form-body';

/** Orders per minute per address: a diner places one, perhaps after fixing a field or two. */
export const ORDERS_PER_MINUTE = 10;

/**
 * The stand-in ordering provider (issue 16, item 6; docs/ordering.md), behind the web's /ordering/{merchantId}:
 * - GET /api/Ordering/Merchants/{merchantId}/Menu — the restaurant's menu, hours, modes and fees;
 * - POST /api/Ordering/Orders — places an order (CSRF, as every POST; signed in or not).
 * Both answer 404 for a restaurant the request's partner does not carry or that does not take orders here.
 */
export const orderingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/Ordering/Merchants/:merchantId/Menu',
    {
      schema: {
        params: z.object({ merchantId: z.string().min(1).max(64) }),
        response: { 200: orderingMenuSchema },
      },
    },
    async (request) => {
      // openNow moves with the clock: a cache must not keep yesterday's answer.
      return menuOf(db, request.params.merchantId, request.partner.code, app.clock());
    },
  );

  app.post(
    ORDERING_PATHS.orders,
    {
      config: { rateLimit: { max: ORDERS_PER_MINUTE, timeWindow: 60_000 } },
      ...bodyParsedByHandler,
      schema: { body: orderRequestSchema, response: { 201: orderConfirmationSchema } },
    },
    async (request, reply) => {
      const order = parseForm(orderRequestSchema, request.body, ORDER_MESSAGES.form);
      await app.loadMember(request, reply);
      const orderer = { partnerCode: request.partner.code, memberId: request.memberSession?.member.id ?? null };
      return reply.code(201).send(await placeOrder(db, orderer, order, app.clock()));
    },
  );
};
