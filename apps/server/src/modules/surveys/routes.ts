import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SURVEY_PATHS } from '@forkpoint/shared/contracts/survey-paths';
import { surveyResponseAcceptedSchema, surveyResponseRequestSchema } from '@forkpoint/shared/contracts/surveys';
import { recordSurveyResponse } from './surveys';

/** A survey is answered once or twice a visit; more from one address is a script. */
export const SURVEY_RESPONSES_PER_MINUTE = 10;

/**
 * POST /api/Surveys/{id}/Responses (issue 17, item 2): anyone may answer (CSRF-checked like every mutating
 * call); a signed-in member's answers carry their id. The survey and its questions come from the request's
 * partner, never from the body.
 */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    SURVEY_PATHS.responses,
    {
      bodyLimit: 32 * 1024,
      config: { rateLimit: { max: SURVEY_RESPONSES_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        body: surveyResponseRequestSchema,
        response: { 201: surveyResponseAcceptedSchema },
      },
    },
    async (request, reply) => {
      await app.loadMember(request, reply);
      const accepted = await recordSurveyResponse(app.database.db, {
        partnerCode: request.partner.code,
        surveyId: request.params.id,
        memberId: request.memberSession?.member.id ?? null,
        answers: request.body.answers,
        tracking: request.body.tracking,
        now: app.clock(),
      });
      return reply.code(201).send(accepted);
    },
  );
};
