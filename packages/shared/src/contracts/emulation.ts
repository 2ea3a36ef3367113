import { z } from 'zod';
import { memberSchema } from './members';
import { EXIT_REFUSALS } from './emulation-constants';

/**
 * Support emulation's calls (issue 18 item 5; docs/decisions/0024-support-emulation.md). Imported by path;
 * the plain values are in emulation-constants.ts.
 */

export * from './emulation-constants';

/** What GET /api/Member adds while the session is an emulation: the id and the console's origin. */
export const memberEmulationSchema = z.object({
  id: z.uuid(),
  /** The only origin whose emulation-exit message the member app accepts. */
  consoleOrigin: z.string(),
});
export type MemberEmulation = z.infer<typeof memberEmulationSchema>;

/** GET /api/Member: the spec's member, with `emulation` only while staff view as the member. */
export const signedInMemberSchema = memberSchema.extend({ emulation: memberEmulationSchema.optional() });

/** POST /api/Support/Members/{publicId}/Emulation: where the console sends the window it opened. */
export const emulationStartSchema = z.object({
  emulationId: z.uuid(),
  /** The member app's one-time entry link (60 seconds, one use). */
  enterUrl: z.string(),
  /** The member app's origin: the console's postMessage targetOrigin. */
  appOrigin: z.string(),
  tokenExpiresAt: z.iso.datetime(),
});
export type EmulationStart = z.infer<typeof emulationStartSchema>;

export const emulationParamsSchema = z.object({ emulationId: z.uuid('Not an emulation id.') });

export const emulationEnterQuerySchema = z.object({ token: z.string().max(128).default('') });

/** POST /api/Support/Emulation/{emulationId}/End. */
export const emulationEndSchema = z.object({ ended: z.boolean(), message: z.string() });

/** POST /api/Emulation/RefusedExit: the member app reports an exit message it refused. */
export const refusedExitRequestSchema = z.object({
  origin: z.string().max(300, 'At most 300 characters.'),
  reason: z.enum(EXIT_REFUSALS),
});
export const refusedExitResponseSchema = z.object({ recorded: z.literal(true) });
