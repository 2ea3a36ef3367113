import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_PARTNER_CARDS_PATH,
  LINK_CARDS_FAILED_STATUS,
  LINK_CARDS_FORM_MESSAGE,
  MEMBER_CARDS_PATH,
  cardListResponseSchema,
  deleteCardQuerySchema,
  deleteCardResponseSchema,
  linkCardsFormErrorSchema,
  linkCardsRequestSchema,
  linkCardsResponseSchema,
} from '@forkpoint/shared';
import { captchaMessage } from '@forkpoint/shared/rules/member-fields';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import { apiError, respondToError } from '../../plugins/errors';
import { listLiveCards, listUnlinkedPartnerCards } from './card-repository';
import { toCard, toPartnerCard } from './card-view';
import { deleteCard } from './delete-card';
import { linkCardsFormError } from './link-form-error';
import { linkCards } from './link-cards';
import { signedInSession } from '../auth/sessions-plugin';
import { bodyParsedByHandler, parsedByHandler } from '../../lib/http/form-body';

/**
 * The member card calls (spec part 2 §7; docs/decisions/0009 "Card calls"). All need a signed-in
 * member; the member and partner come from the session and the host, never from the request. The
 * captcha is identity's (app.captcha), so one widget serves every form; mail goes through app.mailer.
 */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedIn = { preHandler: app.requireMember };
  const memberOf = (request: FastifyRequest) => signedInSession(request).member.id;

  app.get(
    MEMBER_CARDS_PATH,
    { ...signedIn, schema: { response: { 200: cardListResponseSchema } } },
    async (request) => {
      return (await listLiveCards(db, request.partner.code, memberOf(request))).map(toCard);
    },
  );

  app.get(
    ALL_PARTNER_CARDS_PATH,
    { ...signedIn, schema: { response: { 200: cardListResponseSchema } } },
    async (request) => {
      if (!request.partner.hasPartnerLoadedCards) {
        throw new AppError('NOT_FOUND', 'This program has no partner-loaded cards.');
      }
      return (await listUnlinkedPartnerCards(db, request.partner.code, memberOf(request))).map(toPartnerCard);
    },
  );

  app.post(
    MEMBER_CARDS_PATH,
    {
      ...signedIn,
      // Any 400 (bad JSON, unstorable text, a body that is no form) still carries cardRegistration.
      errorHandler: (error, request, reply) => {
        void respondToError(error, request, reply, (body) =>
          body.statusCode === 400 ? linkCardsFormError(body, request.body) : body,
        );
      },
      ...bodyParsedByHandler,
      schema: {
        body: linkCardsRequestSchema,
        response: {
          200: linkCardsResponseSchema,
          [LINK_CARDS_FAILED_STATUS]: linkCardsResponseSchema,
          400: linkCardsFormErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const parsed = linkCardsRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => ({
          field: issue.path.join('.') || 'body',
          message: issue.message,
        }));
        return sendFormError(request, reply, fields);
      }
      const { creditCards, gRecaptchaResponse } = parsed.data;
      if (!(await app.captcha.verify(gRecaptchaResponse, { ip: request.ip }))) {
        return sendFormError(request, reply, [
          { field: 'gRecaptchaResponse', message: captchaMessage(app.captcha.provider) },
        ]);
      }
      const entries = await linkCards(
        {
          db,
          vault: app.cardVault,
          tokenVerifierFor: (partner) => app.cardEntry.verifierFor(partner),
          partners: app.partners,
          clock: app.clock,
          mailer: app.mailer,
        },
        { partner: request.partner, memberId: memberOf(request), cards: creditCards },
      );
      const allLinked = entries.every((entry) => entry.error === null);
      return reply.code(allLinked ? 200 : LINK_CARDS_FAILED_STATUS).send({ cardRegistration: entries });
    },
  );

  app.delete(
    MEMBER_CARDS_PATH,
    {
      ...signedIn,
      // The query is parsed by the handler, for its own message.
      ...parsedByHandler('querystring'),
      schema: { querystring: deleteCardQuerySchema, response: { 200: deleteCardResponseSchema } },
    },
    async (request, reply) => {
      // Parsed here, not by a route schema, so a signed-out caller gets its 401 before any 400.
      const { id } = parseForm(deleteCardQuerySchema, request.query, 'Name the card to delete: ?id=<card id>.');
      const answer = await deleteCard(db, {
        partner: request.partner,
        memberId: memberOf(request),
        cardId: id,
        now: app.clock(),
      });
      // The account is closed and every session of it ended: clear this browser's cookies too.
      if (answer.accountClosed) await app.endSession(request, reply);
      return answer;
    },
  );

  function sendFormError(request: FastifyRequest, reply: FastifyReply, fields: { field: string; message: string }[]) {
    const formError = apiError(request, 400, 'VALIDATION_FAILED', LINK_CARDS_FORM_MESSAGE, fields);
    return reply.code(400).send(linkCardsFormError(formError, request.body));
  }
};
