import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import { ERROR_REPORTS_LIST_LIMIT, errorReportListSchema } from '@forkpoint/shared/contracts/error-reports';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { requireStaff } from '../support/staff-guard';
import { latestErrorReports } from './repository';

/** The console's Error reports page (admins): the program's newest reports, from the browser and the server. */
export const errorReportConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SUPPORT_PATHS.errorReports,
    {
      preHandler: requireStaff(...STAFF_PERMISSIONS.errorReports),
      schema: { response: { 200: errorReportListSchema, 401: apiErrorSchema, 403: apiErrorSchema } },
    },
    async (request) => ({
      reports: await latestErrorReports(app.database.db, request.partner.code, ERROR_REPORTS_LIST_LIMIT),
    }),
  );
};
