import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestOutboxMails } from './outbox-repository';

/** How many mails one look at the outbox shows, newest first. */
export const STAGING_OUTBOX_LIMIT = 20;

export const STAGING_OUTBOX_PATH = '/api/StagingTools/Outbox';

const outboxQuerySchema = z.object({
  /** Only the mails to this address (compared case-insensitively). */
  to: z.string().trim().max(320).optional(),
});

const outboxResponseSchema = z.object({
  emails: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});

/**
 * The staging tools' view of the outbox (design: "the default transport writes to an outbox table that
 * staging tools show"): the current partner's latest mails, so a tester — or a browser test — can follow a
 * recovery link without a mail server. Registered only outside production by the staging tools
 * (stand-ins/staging/routes.ts), behind their staff sign-in except in NODE_ENV=test; mails sent over SMTP show
 * the placeholder that replaced their body.
 */
export const stagingOutboxRoutes: FastifyPluginAsyncZod<{
  /** Called with each read (the staging tools record it in the staff audit log). */
  onRead?: (request: FastifyRequest, to: string | undefined) => Promise<void>;
}> = async (app, options) => {
  app.get(
    STAGING_OUTBOX_PATH,
    { schema: { querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } } },
    async (request) => {
      // Mails being written after their request answered (recovery) are shown once written.
      await app.background.settled();
      const to = request.query.to?.toLowerCase();
      await options.onRead?.(request, to);
      const mails = await latestOutboxMails(app.database.db, {
        partnerCode: request.partner.code,
        to,
        limit: STAGING_OUTBOX_LIMIT,
      });
      return { emails: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })) };
    },
  );
};
