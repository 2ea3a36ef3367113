import { z } from 'zod';
import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';
import { partnerListResponseSchema } from '@forkpoint/shared/contracts/partners';
import {
  demoResetStatusSchema,
  honouredResponseSchema,
  maintenanceResponseSchema,
  sessionExpiryResponseSchema,
  STAGING_TOOLS_PATHS,
  stagingReservationsResponseSchema,
  transactionFeedResponseSchema,
} from '@forkpoint/shared/contracts/staging-tools';
import { staffSessionSchema } from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { api, ApiRequestError } from '@/lib/api-client';

/**
 * The staging tools' calls (issue 17 item 6), one function each; the page is a lazy chunk, so their schemas
 * never reach a first load. Staff calls send the CSRF header on reads too (the staff guard asks for it).
 */

export const STAGING_QUERY_KEYS = {
  staff: ['staging-tools', 'staff'],
  partners: ['staging-tools', 'partners'],
  outbox: (to: string) => ['staging-tools', 'outbox', to],
  reservations: ['staging-tools', 'reservations'],
  demoReset: ['staging-tools', 'demo-reset'],
} as const;

/** GET /api/Support/Session: the signed-in staff member, or null when none is (401). */
export async function getStaffSession() {
  try {
    return await api.get(SUPPORT_PATHS.session, { schema: staffSessionSchema, csrf: true });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const getPartners = () => api.get(APP_PATHS.partners, { schema: partnerListResponseSchema });

export const setMaintenance = (maintenance: boolean) =>
  api.post(STAGING_TOOLS_PATHS.maintenance, { body: { maintenance }, schema: maintenanceResponseSchema });

export const setSessionExpiry = (seconds: number | null) =>
  api.post(STAGING_TOOLS_PATHS.sessionExpiry, { body: { seconds }, schema: sessionExpiryResponseSchema });

const outboxSchema = z.object({
  emails: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export const getOutbox = (to: string) =>
  api.get(STAGING_TOOLS_PATHS.outbox, { query: { to: to || undefined }, schema: outboxSchema, csrf: true });

/** `holdPostingFile`: the posting file the import writes waits for the program to acknowledge it. */
export const postTransactionFeed = (fileName: string, csv: string, holdPostingFile = false) =>
  api.post(STAGING_TOOLS_PATHS.transactionFeed, {
    body: { fileName, csv, ...(holdPostingFile ? { holdPostingFile } : {}) },
    schema: transactionFeedResponseSchema,
  });

export const getBookedReservations = () =>
  api.get(STAGING_TOOLS_PATHS.reservations, { schema: stagingReservationsResponseSchema, csrf: true });

export const markHonoured = (id: string) =>
  api.post(STAGING_TOOLS_PATHS.honoured(id), { schema: honouredResponseSchema });

export const getDemoReset = () => api.get(STAGING_TOOLS_PATHS.demoReset, { schema: demoResetStatusSchema, csrf: true });

export const startDemoReset = () => api.post(STAGING_TOOLS_PATHS.demoReset, { schema: demoResetStatusSchema });

/** The server's words for a failed call (its error body's message), or the status text. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.body?.message ?? `${error.status} ${error.statusText}`;
  return 'Something went wrong. Try again.';
}
