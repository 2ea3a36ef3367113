import { z } from 'zod';

/** One stored error report as the console lists it (GET SUPPORT_PATHS.errorReports; admins). */
export const errorReportSchema = z.object({
  id: z.number().int(),
  receivedAt: z.iso.datetime(),
  source: z.enum(['web', 'server']),
  level: z.string(),
  /** The exception's type ("TypeError"), or '' for a message. */
  type: z.string(),
  message: z.string(),
  /** The top frames, one a line ("at fn (file:line:col)"); '' when the report had none. */
  stack: z.string(),
  requestId: z.string().nullable(),
  /** The page (web) or the call (server) it happened on. */
  url: z.string().nullable(),
  release: z.string().nullable(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

export const errorReportListSchema = z.object({ reports: z.array(errorReportSchema) });
export type ErrorReportList = z.infer<typeof errorReportListSchema>;

/** The most a list shows: the newest first. */
export const ERROR_REPORTS_LIST_LIMIT = 100;
