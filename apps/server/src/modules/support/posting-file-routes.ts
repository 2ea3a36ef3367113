import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import {
  postingFileListSchema,
  postingFileParamsSchema,
  postingLineParamsSchema,
  postingRejectedLinesSchema,
  postingSentAgainSchema,
} from '@forkpoint/shared/contracts/postings';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { AppError } from '../../lib/app-error';
import { recordStaffAction } from './audit-log-http';
import {
  listPostingFiles,
  postingFileRejectedLines,
  postingLineTarget,
  sendPostingLineAgain,
} from './posting-reconciliation';
import { staffActOf } from './staff-act-http';
import { requireStaff } from './staff-guard';
import { STAFF_MEMBER_ERRORS } from './staff-member-lookup';

const errors = { ...STAFF_MEMBER_ERRORS, 409: apiErrorSchema };

/**
 * The console's Posting files (agents and admins; docs/rewards.md "Posting"): GET /api/Support/PostingFiles,
 * GET …/{fileName}/RejectedLines and POST …/{fileName}/Lines/{line}/SendAgain. Cookie calls: the staff guard and
 * CSRF apply as to every console call. HTTP only: the reads and the change are posting-reconciliation.ts's; a
 * refused send-again is audited here, on its own.
 */
export const postingFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.postings);
  const db = () => app.database.db;

  app.get(
    SUPPORT_PATHS.postingFiles,
    { preHandler: guard, schema: { response: { 200: postingFileListSchema, ...errors } } },
    async (request) => listPostingFiles(db(), request.partner.code),
  );

  app.get(
    SUPPORT_PATHS.postingFileRejectedLines,
    {
      preHandler: guard,
      schema: { params: postingFileParamsSchema, response: { 200: postingRejectedLinesSchema, ...errors } },
    },
    async (request) => postingFileRejectedLines(db(), request.partner.code, request.params.fileName),
  );

  app.post(
    SUPPORT_PATHS.postingLineSendAgain,
    {
      preHandler: guard,
      schema: {
        params: postingLineParamsSchema,
        response: { 200: postingSentAgainSchema, ...errors },
      },
    },
    async (request) => {
      const { fileName, line } = request.params;
      try {
        return await sendPostingLineAgain({ db: db(), act: staffActOf(request), fileName, line });
      } catch (error) {
        if (error instanceof AppError) {
          await recordStaffAction(request, {
            action: STAFF_ACTIONS.postingSendAgainRefused,
            target: postingLineTarget(fileName, line),
            after: { status: error.statusCode, message: error.message },
          });
        }
        throw error;
      }
    },
  );
};
