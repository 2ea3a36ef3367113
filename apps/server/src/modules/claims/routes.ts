import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLAIM_MESSAGES,
  REWARD_CLAIMS_PATH,
  rewardClaimListSchema,
  rewardClaimRequestSchema,
  rewardClaimSchema,
} from '@forkpoint/shared/contracts/claims';
import { parseForm } from '../../lib/parse-form';
import { claimsOf, fileClaim } from './claims';
import { signedInSession } from '../auth/sessions-plugin';
import { bodyParsedByHandler } from '../../lib/http/form-body';

/** The member's missing-reward claims (issue 14, item 6): file one, list one's own. Signed-in members only. */
export const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedIn = { preHandler: app.requireMember };
  const memberOf = (request: FastifyRequest) => ({
    id: signedInSession(request).member.id,
    partnerCode: request.partner.code,
  });

  app.get(
    REWARD_CLAIMS_PATH,
    { ...signedIn, schema: { response: { 200: rewardClaimListSchema } } },
    async (request) => {
      return claimsOf(db, memberOf(request));
    },
  );

  app.post(
    REWARD_CLAIMS_PATH,
    {
      ...signedIn,
      ...bodyParsedByHandler,
      schema: { body: rewardClaimRequestSchema, response: { 201: rewardClaimSchema } },
    },
    async (request, reply) => {
      const input = parseForm(rewardClaimRequestSchema, request.body, CLAIM_MESSAGES.form);
      const claim = await fileClaim(db, memberOf(request), input, app.clock());
      return reply.code(201).send(claim);
    },
  );
};
