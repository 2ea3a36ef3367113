import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env';
import { BROWSER_PUSH_SERVICE_HOSTS, resolveVapidKeys, webPushSender, type PushSender } from './push-sender';
import { notificationRoutes } from './routes';
import { notificationUnsubscribeRoutes } from './unsubscribe-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push with this server's VAPID keys; null when push is off (production without keys). */
    pushSender: PushSender | null;
  }
}

/**
 * "You just earned" (issue 35 part 1): the push sender built once from the configuration, the member's calls and
 * the e-mail's unsubscribe link. The job that sends is scheduled by the listener (server.ts); tests run it.
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    const keys = resolveVapidKeys(env);
    if (keys?.ephemeral) {
      app.log.warn(
        { vapidPublicKey: keys.publicKey },
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: generated a key pair for this run only; push subscriptions made now stop working at the next start',
      );
    } else if (!keys) {
      app.log.warn('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: push notifications are off');
    }
    const push = keys ? webPushSender(keys, (error) => app.log.warn({ err: error }, 'push delivery failed')) : null;
    app.decorate('pushSender', push);
    const endpointHosts =
      env.WEB_PUSH_ENDPOINT_HOSTS ?? (env.NODE_ENV === 'production' ? [...BROWSER_PUSH_SERVICE_HOSTS] : null);
    await app.register(notificationRoutes, { push, endpointHosts });
    await app.register(notificationUnsubscribeRoutes, { secret: env.SESSION_SECRET });
  },
  { name: 'notifications', dependencies: ['database', 'mailer'] },
);
