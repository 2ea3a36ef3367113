import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_MESSAGES, NOTIFICATION_PATHS } from '@forkpoint/shared/contracts/notification-constants';
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  pushKeySchema,
  pushSubscriptionRemovalSchema,
  pushSubscriptionSchema,
} from '@forkpoint/shared/contracts/notifications';
import { AppError } from '../../lib/app-error';
import { signedInSession } from '../auth/sessions-plugin';
import { isAllowedPushEndpoint, type PushSender } from './push-sender';
import { readPreferences, removeSubscription, savePreferences, saveSubscription } from './preferences-repository';

export interface NotificationRoutesOptions {
  push: PushSender | null;
  /** Hosts a subscription's endpoint may be at; null: any (outside production). */
  endpointHosts: readonly string[] | null;
}

/**
 * The member's notification calls (issue 35 part 1): their channels in this program and this browser's push
 * subscription. Signed-in members only; every query names the session's member and the host's program, so a
 * member reads and changes nothing of anyone else's. Mutations carry the CSRF header (plugins/csrf.ts).
 */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (app, options) => {
  const db = app.database.db;
  const signedIn = { preHandler: app.requireMember };
  const memberOf = (request: FastifyRequest) => ({
    memberId: signedInSession(request).member.id,
    partnerCode: request.partner.code,
  });
  const answer = async (request: FastifyRequest) => {
    const { memberId, partnerCode } = memberOf(request);
    const preferences = await readPreferences(db, memberId, partnerCode);
    const member = await db
      .selectFrom('members')
      .select('email')
      .where('id', '=', memberId)
      .where('partner_code', '=', partnerCode)
      .executeTakeFirst();
    return { ...preferences, emailAvailable: Boolean(member?.email) };
  };
  const noContent = { 204: z.null().describe('Done.') };

  app.get(
    NOTIFICATION_PATHS.preferences,
    { ...signedIn, schema: { response: { 200: notificationPreferencesSchema } } },
    async (request) => answer(request),
  );

  app.put(
    NOTIFICATION_PATHS.preferences,
    {
      ...signedIn,
      schema: { body: notificationPreferencesUpdateSchema, response: { 200: notificationPreferencesSchema } },
    },
    async (request) => {
      await savePreferences(db, { ...memberOf(request), now: app.clock(), ...request.body });
      return answer(request);
    },
  );

  app.get(NOTIFICATION_PATHS.pushKey, { ...signedIn, schema: { response: { 200: pushKeySchema } } }, async () => {
    if (!options.push) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.pushUnsupported);
    return { publicKey: options.push.publicKey };
  });

  app.post(
    NOTIFICATION_PATHS.pushSubscription,
    { ...signedIn, schema: { body: pushSubscriptionSchema, response: noContent } },
    async (request, reply) => {
      if (!options.push) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.pushUnsupported);
      const { endpoint, keys } = request.body;
      // The server posts to this address: only a browser push service's (WEB_PUSH_ENDPOINT_HOSTS).
      if (!isAllowedPushEndpoint(endpoint, options.endpointHosts)) {
        throw new AppError('VALIDATION_FAILED', NOTIFICATION_MESSAGES.invalidEndpoint, [
          { field: 'endpoint', message: NOTIFICATION_MESSAGES.invalidEndpoint },
        ]);
      }
      await saveSubscription(db, {
        ...memberOf(request),
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        now: app.clock(),
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    NOTIFICATION_PATHS.pushSubscription,
    { ...signedIn, schema: { body: pushSubscriptionRemovalSchema, response: noContent } },
    async (request, reply) => {
      // Another member's subscription is left alone, and the answer is the same: nothing to learn from it.
      await removeSubscription(db, { ...memberOf(request), endpoint: request.body.endpoint });
      return reply.code(204).send(null);
    },
  );
};
