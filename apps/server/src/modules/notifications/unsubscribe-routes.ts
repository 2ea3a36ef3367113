import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Partner } from '@forkpoint/shared';
import { NOTIFICATION_PATHS } from '@forkpoint/shared/contracts/notification-constants';
import { notificationUnsubscribeQuerySchema } from '@forkpoint/shared/contracts/notifications';
import { documentationOnly, fileAnswer } from '../../lib/http/documented-answers';
import {
  contentSecurityPolicy,
  unsubscribePage,
  type UnsubscribeCopy,
  type UnsubscribeStage,
} from '../members/unsubscribe-page';
import { publicIdOfNotificationToken } from './unsubscribe-token';

/** The notification e-mail's words on the shared unsubscribe page (members/unsubscribe-page.ts). */
const NOTIFICATION_UNSUBSCRIBE_COPY: UnsubscribeCopy = {
  confirmTitle: (program) => `Stop ${program} earning e-mails?`,
  confirmText: (program) =>
    `We will stop e-mailing you when you earn with ${program}. Notifications on your devices stay as they are.`,
  doneText: (program) => `You will get no more ${program} earning e-mails. You can turn them on again in your profile.`,
  subject: 'earning e-mails',
};

/**
 * The earn e-mail's unsubscribe link (List-Unsubscribe with RFC 8058 one-click): GET shows the page that asks,
 * POST (the page's button, or the mail client's one click) turns off this program's e-mail channel of this member
 * only — push and the invitations are another list. The token authenticates it: no session, so no CSRF token.
 * Encapsulated, so its form parsers serve these routes only.
 */
export const notificationUnsubscribeRoutes: FastifyPluginAsync<{ secret: string }> = async (app, options) => {
  const db = app.database.db;
  // RFC 8058: a mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form; nothing in it is read.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, null));
  }
  const page = fileAnswer(
    'text/html',
    'The unsubscribe page: asks first, then confirms (400: the link does not work).',
  );
  const schema = {
    security: [],
    querystring: notificationUnsubscribeQuerySchema,
    response: { 200: page, 400: page },
  };
  const answerPage = (reply: FastifyReply, partner: Partner, stage: UnsubscribeStage, action: string) =>
    reply
      .code(stage === 'invalid' ? 400 : 200)
      .header('Content-Security-Policy', contentSecurityPolicy(partner))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(partner, stage, action, NOTIFICATION_UNSUBSCRIBE_COPY));
  const publicIdOf = (request: FastifyRequest) => {
    const query = notificationUnsubscribeQuerySchema.safeParse(request.query);
    return query.success ? publicIdOfNotificationToken(options.secret, request.partner.code, query.data.token) : null;
  };

  // The token is read by hand: a link that does not work answers the page that says so, never a JSON 400.
  app.get(NOTIFICATION_PATHS.unsubscribe, { ...documentationOnly, schema }, async (request, reply) =>
    answerPage(reply, request.partner, publicIdOf(request) ? 'confirm' : 'invalid', request.url),
  );

  app.post(
    NOTIFICATION_PATHS.unsubscribe,
    {
      ...documentationOnly,
      config: { signatureAuthenticated: true },
      schema: { ...schema, consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'] },
    },
    async (request, reply) => {
      const publicId = publicIdOf(request);
      const member = publicId
        ? await db
            .selectFrom('members')
            .select('id')
            .where('partner_code', '=', request.partner.code)
            .where('public_id', '=', publicId)
            .executeTakeFirst()
        : undefined;
      if (member) {
        await db
          .updateTable('notification_preferences')
          .set({ email: false, updated_at: app.clock() })
          .where('member_id', '=', member.id)
          .where('partner_code', '=', request.partner.code)
          .execute();
      }
      return answerPage(reply, request.partner, member ? 'done' : 'invalid', request.url);
    },
  );
};
