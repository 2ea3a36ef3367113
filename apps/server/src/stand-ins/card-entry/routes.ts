import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STAND_IN_PUBLISHABLE_KEY,
  STAND_IN_SCRIPT_PATH,
  STAND_IN_TOKENS_PATH,
  type StandInProvider,
} from './stand-in-provider';

/** Beside this file in the repository; read only when the stand-in is on (the production image has no copy). */
const SCRIPT_FILE = new URL('./hosted-fields.js', import.meta.url);

/** The token call's body, as the stand-in script sends it (Stripe's card[number], card[exp_month]…). */
const tokenRequestSchema = z.object({
  key: z.string(),
  card: z.object({
    number: z.string().max(40),
    exp_month: z.coerce.number().int().min(1).max(12),
    exp_year: z.coerce.number().int().min(2000).max(2200),
    cvc: z.string().regex(/^\d{3,4}$/),
  }),
});

const INCOMPLETE_MESSAGE = 'Your card details are incomplete.';

/**
 * The stand-in provider's own two addresses, outside /api like a provider's (no CSRF, no session): its script
 * and its token call. Registered by app.ts only with CARD_ENTRY_PROVIDER=stand-in, never in production.
 */
export const cardEntryStandInRoutes: FastifyPluginAsyncZod<{ provider: StandInProvider }> = async (
  app,
  { provider },
) => {
  const script = readFileSync(SCRIPT_FILE);
  app.get(STAND_IN_SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );

  app.post(STAND_IN_TOKENS_PATH, async (request, reply) => {
    const parsed = tokenRequestSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: { message: INCOMPLETE_MESSAGE } });
    const { key, card } = parsed.data;
    if (key !== STAND_IN_PUBLISHABLE_KEY) {
      return reply.code(401).send({ error: { message: 'Invalid API key provided.' } });
    }
    const issued = provider.issue({ number: card.number, expMonth: card.exp_month, expYear: card.exp_year });
    if (!issued.ok) return reply.code(402).send({ error: { message: issued.message } });
    const { lastFour, cardType, expMonth, expYear } = issued.card;
    return { id: issued.token, card: { last4: lastFour, brand: cardType, exp_month: expMonth, exp_year: expYear } };
  });
};
