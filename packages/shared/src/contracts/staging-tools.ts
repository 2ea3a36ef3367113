import { z } from 'zod';
import { feedImportReportSchema } from './transaction-feed';
import { reservationSchema } from './reservations';

/**
 * The staging tools (spec part 1 §2 "/stgtools: Staging tools, hidden in production"; issue 17 item 6;
 * docs/decisions/0020). Their API under /api/StagingTools/ is not registered in production (404) and asks for
 * an admin's staff session elsewhere. Imported by path, never from the package index.
 */

export const STAGING_TOOLS_API = '/api/StagingTools';
export const STAGING_TOOLS_PATHS = {
  maintenance: `${STAGING_TOOLS_API}/Maintenance`,
  sessionExpiry: `${STAGING_TOOLS_API}/SessionExpiry`,
  outbox: `${STAGING_TOOLS_API}/Outbox`,
  transactionFeed: `${STAGING_TOOLS_API}/TransactionFeed`,
  reservations: `${STAGING_TOOLS_API}/Reservations`,
  honoured: (id: string) => `${STAGING_TOOLS_API}/Reservations/${encodeURIComponent(id)}/Honoured`,
  demoReset: `${STAGING_TOOLS_API}/DemoData/Reset`,
} as const;

/** The audit log's names for what the staging tools do (recordStaffAction). */
export const STAGING_ACTIONS = {
  maintenance: 'staging.maintenance',
  sessionExpiry: 'staging.session-expiry',
  outboxRead: 'staging.outbox-read',
  transactionFeed: 'staging.transaction-feed',
  reservationHonoured: 'staging.reservation-honoured',
  demoReset: 'staging.demo-reset',
} as const;

export const maintenanceRequestSchema = z.object({ maintenance: z.boolean() });
export const maintenanceResponseSchema = z.object({ maintenance: z.boolean() });

/** A session of 10 s to 24 h: the warning shows 60 s before the end of one of at most 24 h (spec part 1 §4). */
export const SESSION_EXPIRY_SECONDS = { min: 10, max: 86_400 } as const;
export const sessionExpiryRequestSchema = z.object({
  /** The member session's lifetime from now on (it slides by this much); null gives back the normal one. */
  seconds: z
    .number({ error: 'Enter a number of seconds.' })
    .int('Enter whole seconds.')
    .min(SESSION_EXPIRY_SECONDS.min, `Enter at least ${SESSION_EXPIRY_SECONDS.min} seconds.`)
    .max(SESSION_EXPIRY_SECONDS.max, `Enter at most ${SESSION_EXPIRY_SECONDS.max} seconds (24 hours).`)
    .nullable(),
});
export type SessionExpiryRequest = z.infer<typeof sessionExpiryRequestSchema>;
export const sessionExpiryResponseSchema = z.object({
  publicId: z.string(),
  expiresAt: z.iso.datetime(),
  /** The lifetime set, or null for the normal one (15 minutes, 90 days with remember-me). */
  seconds: z.number().int().nullable(),
});
export type SessionExpiryResponse = z.infer<typeof sessionExpiryResponseSchema>;

/** A feed file as the card network sends it; read in the browser and posted as text (10 MiB at most). */
export const STAGING_FEED_MAX_BYTES = 10 * 1024 * 1024;
export const transactionFeedRequestSchema = z.object({
  fileName: z.string().trim().max(255).optional(),
  csv: z
    .string()
    .min(1, 'Choose a feed file that is not empty.')
    .max(STAGING_FEED_MAX_BYTES, 'Choose a file of at most 10 MiB.'),
  /**
   * Leave the posting file this import writes for the program to fetch and acknowledge (docs/rewards.md "Posting"),
   * where the server otherwise acknowledges it at once (REWARD_POSTING=immediate): a program rehearses its posting
   * exchange with its own key, and support sees the file outstanding under Posting files.
   */
  holdPostingFile: z.boolean().optional(),
});
export type TransactionFeedRequest = z.infer<typeof transactionFeedRequestSchema>;
export const transactionFeedResponseSchema = feedImportReportSchema;

/** The partner's booked reservations the tool can mark honoured, soonest first. */
export const STAGING_RESERVATIONS_LIMIT = 25;
export const stagingReservationSchema = z.object({
  id: z.string(),
  confirmationNumber: z.string(),
  memberPublicId: z.string(),
  merchantName: z.string(),
  startsAt: z.string(),
  partySize: z.number().int(),
});
export type StagingReservation = z.infer<typeof stagingReservationSchema>;
export const stagingReservationsResponseSchema = z.object({ reservations: z.array(stagingReservationSchema) });
export const honouredResponseSchema = reservationSchema;

/** Demo data reset: a job of a few steps the page follows. */
export const DEMO_RESET_STEPS = [
  'Removing the demo members and their data',
  'Adding the demo accounts',
  'Linking the demo cards',
  'Replaying the demo dining history',
] as const;
export const demoResetJobSchema = z.object({
  state: z.enum(['running', 'done', 'failed']),
  /** Steps finished so far (0 to DEMO_RESET_STEPS.length). */
  stepsDone: z.number().int().min(0),
  steps: z.number().int(),
  /** What is being done now, or how it ended. */
  label: z.string(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type DemoResetJob = z.infer<typeof demoResetJobSchema>;
export const demoResetStatusSchema = z.object({ job: demoResetJobSchema.nullable() });
export type DemoResetStatus = z.infer<typeof demoResetStatusSchema>;
