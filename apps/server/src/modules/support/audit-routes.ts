import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_PAGE_SIZE,
  STAFF_ACTIONS,
  auditPageSchema,
  auditSearchQuerySchema,
} from '@forkpoint/shared/contracts/support-audit';
import { recordStaffAction } from './audit-log-http';
import { searchAudit } from './audit-repository';
import { requireStaff, staffOf } from './staff-guard';
import { fileAnswer } from '../../lib/http/documented-answers';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** GET /api/Support/Audit (a page of the search) and GET /api/Support/Audit.csv (the whole search). Admins only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.audit);

  app.get(
    SUPPORT_PATHS.audit,
    {
      preHandler: guard,
      schema: { querystring: auditSearchQuerySchema, response: { 200: auditPageSchema, ...errors } },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      // One more than a page tells whether another page follows, without counting the whole log.
      const rows = await searchAudit(app.database.db, staffOf(request).partnerCode, filters, {
        offset: (page - 1) * AUDIT_PAGE_SIZE,
        limit: AUDIT_PAGE_SIZE + 1,
      });
      await recordStaffAction(request, { action: STAFF_ACTIONS.auditSearch, after: { ...filters, page } });
      return {
        entries: rows.slice(0, AUDIT_PAGE_SIZE),
        page,
        pageSize: AUDIT_PAGE_SIZE,
        hasMore: rows.length > AUDIT_PAGE_SIZE,
      };
    },
  );

  app.get(
    SUPPORT_PATHS.auditCsv,
    // The 200 is a CSV file, not JSON (errors still answer the one error body).
    {
      preHandler: guard,
      schema: {
        querystring: auditSearchQuerySchema,
        response: { 200: fileAnswer('text/csv', 'The whole search as CSV (an attachment).') },
      },
    },
    async (request, reply) => {
      const { page: _page, ...filters } = request.query;
      const rows = await searchAudit(app.database.db, staffOf(request).partnerCode, filters, {
        offset: 0,
        limit: AUDIT_EXPORT_MAX_ROWS + 1,
      });
      const cut = rows.length > AUDIT_EXPORT_MAX_ROWS;
      const records = rows
        .slice(0, AUDIT_EXPORT_MAX_ROWS)
        .map((row) => [
          row.id,
          row.at,
          row.staffId ?? '',
          row.staffEmail,
          row.staffRole,
          row.action,
          row.targetType ?? '',
          row.targetId ?? '',
          row.before === null ? '' : JSON.stringify(row.before),
          row.after === null ? '' : JSON.stringify(row.after),
          row.ip,
        ]);
      if (cut) records.push([`# cut at ${AUDIT_EXPORT_MAX_ROWS} rows: narrow the search for the rest`]);
      await recordStaffAction(request, {
        action: STAFF_ACTIONS.auditExport,
        after: { ...filters, rows: records.length },
      });
      // escape_formulas: a typed e-mail like "=HYPERLINK(...)" must not run in a spreadsheet.
      const csv = stringify(records, { header: true, columns: [...AUDIT_CSV_COLUMNS], escape_formulas: true });
      const day = app.clock().toISOString().slice(0, 10);
      return reply

        .header('Content-Disposition', `attachment; filename="forkpoint-audit-${request.partner.code}-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};
