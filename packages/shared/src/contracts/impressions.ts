import { z } from 'zod';

/**
 * POST /api/Impressions: a JSON array of impression records — the caller's fields
 * (memberId, merchantId, url for carousel impressions) plus channel "web", dateTime (ISO)
 * and userAgent (spec part 1 §3). The client ignores failures. Strict: the endpoint takes calls
 * without sign-in, so it stores only the fields it knows, never whatever a caller sends.
 */
export const impressionRecordSchema = z.strictObject({
  channel: z.literal('web'),
  dateTime: z.iso.datetime({ offset: true }),
  userAgent: z.string().max(512),
  memberId: z.union([z.string().max(64), z.number()]).nullish(),
  merchantId: z.union([z.string().max(64), z.number()]).nullish(),
  url: z.string().max(2048).nullish(),
  /** The carousel a merchant was seen in, where the page names it. */
  carouselId: z.string().max(64).nullish(),
});
export const impressionsRequestSchema = z.array(impressionRecordSchema).min(1).max(100);
export const impressionsResponseSchema = z.object({ accepted: z.number().int() });
export type ImpressionRecord = z.infer<typeof impressionRecordSchema>;
