import { z } from 'zod';

/**
 * The partners' posting-file calls (GET /api/Processor/Postings, GET …/{fileName}, POST …/{fileName}/Acknowledgement;
 * docs/rewards.md "Posting"), signed with the partner's integration key.
 */
export const postingFileSummarySchema = z.object({
  fileName: z.string(),
  partnerCode: z.string(),
  lineCount: z.number().int(),
  totalAmount: z.number(),
  createdAt: z.string().describe('ISO 8601 time the file was written'),
});
export type PostingFileSummary = z.infer<typeof postingFileSummarySchema>;

/** The files waiting for the calling partner, oldest first. */
export const postingFileListSchema = z.array(postingFileSummarySchema);

/** `?partner=` may only name the key's own program (403 otherwise). */
export const postingFileListQuerySchema = z.object({
  partner: z.union([z.string(), z.array(z.string())]).optional(),
});

export const postingFileParamsSchema = z.object({ fileName: z.string() });

export const postingFileAcknowledgedSchema = z.object({
  fileName: z.string(),
  acknowledgedAt: z.string().describe('ISO 8601 time of the acknowledgement'),
});
