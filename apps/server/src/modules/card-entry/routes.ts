import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CARD_ENTRY_CONFIG_PATH, cardEntryConfigSchema } from '@forkpoint/shared';
import type { CardEntrySetup } from './card-entry-setup';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each program's card entry: the own frame or a hosted-fields provider, and its token verifier. */
    cardEntry: CardEntrySetup;
  }
}

/** GET /api/card-entry: the request's program's card entry, as the card form mounts it. */
const cardEntry: FastifyPluginAsyncZod<{ setup: CardEntrySetup }> = async (app, { setup }) => {
  app.decorate('cardEntry', setup);
  app.get(CARD_ENTRY_CONFIG_PATH, { schema: { response: { 200: cardEntryConfigSchema } } }, async (request) =>
    setup.configFor(request.partner),
  );
};

/** Not encapsulated, so the card calls registered later reach app.cardEntry. */
export const cardEntryRoutes = fp(cardEntry, { name: 'card-entry' });
