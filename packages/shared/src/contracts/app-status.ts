import { z } from 'zod';
import { APP_PATHS } from './app-paths';

/**
 * GET /api/app-status: platform state the web app reads at start-up, before it draws a page.
 * `maintenance` turns on the maintenance pages (spec part 1 §2 "Maintenance pages"); `stagingTools`
 * is false in production, where /stgtools is absent (the web build is the same everywhere, so the
 * server, which knows where it runs, says so).
 */
export const appStatusResponseSchema = z.object({ maintenance: z.boolean(), stagingTools: z.boolean() });
export type AppStatusResponse = z.infer<typeof appStatusResponseSchema>;

export const APP_STATUS_PATH = APP_PATHS.appStatus;
