import { z } from 'zod';
import { apiPath } from './api-path';
import { MERCHANT_PATHS } from './merchant-constants';

/**
 * Contracts of the member's reviews of a dine (spec part 2 §3 Activity record, §7 review calls): one
 * review per transaction, four scores and an optional text. Whether the link shows is the pure rule in
 * rules/review-link.ts.
 */

export const REVIEWS_PATH = '/api/reviews';
export const REVIEW_STATUS_PATH = '/api/reviews/status';

export const REVIEW_TEXT_MAX_CHARACTERS = 1000;
/** How many transactions one status call may ask about (an activity page holds at most 100). */
export const REVIEW_STATUS_MAX_IDS = 100;

/** published moves the merchant's rating; rejected (by moderation) is kept but never shown or counted. */
export const REVIEW_STATUSES = ['published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const SCORE_MESSAGE = 'must be a whole number from 1 to 5';
const scoreSchema = z.int(SCORE_MESSAGE).min(1, SCORE_MESSAGE).max(5, SCORE_MESSAGE);
/** The card network's transaction id, as the activity list shows it (sourceTransactionId). */
const txnIdSchema = z.string().trim().min(1, 'name the transaction').max(64, 'is not a transaction id');

/** POST /api/reviews. Characters are counted as the member sees them (an emoji is one). */
export const reviewRequestSchema = z.object({
  txnId: txnIdSchema,
  food: scoreSchema,
  service: scoreSchema,
  cleanliness: scoreSchema,
  value: scoreSchema,
  text: z
    .string()
    .refine(
      (text) => [...text].length <= REVIEW_TEXT_MAX_CHARACTERS,
      `must be at most ${REVIEW_TEXT_MAX_CHARACTERS} characters`,
    )
    .optional(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/**
 * The answer to a review: the transaction now counts as reviewed whatever moderation decided; a rejected
 * review says why and leaves the merchant's rating (0–5) and count as they were.
 */
export const reviewResponseSchema = z.object({
  id: z.string(),
  completed: z.literal(true),
  status: z.enum(REVIEW_STATUSES),
  /** Why moderation did not publish the text; null when published. */
  reason: z.string().nullable(),
  merchantRating: z.number(),
  merchantRatingCount: z.number().int(),
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** GET /api/reviews/status?txnId=…&txnId=…: one id or many (a lone one arrives as a string). */
export const reviewStatusQuerySchema = z.object({
  txnId: z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z
      .array(txnIdSchema, 'name the transactions: ?txnId=…&txnId=…')
      .min(1, 'name the transactions: ?txnId=…&txnId=…')
      .max(REVIEW_STATUS_MAX_IDS, `at most ${REVIEW_STATUS_MAX_IDS} transactions at a time`),
  ),
});

/** One entry per transaction asked about, in the order asked; id is the txnId. */
export const reviewStatusResponseSchema = z.array(z.object({ id: z.string(), completed: z.boolean() }));
export type ReviewStatusEntry = z.infer<typeof reviewStatusResponseSchema>[number];

/** GET /api/v2/Merchants/{id}/Reviews: a restaurant's newest published written reviews, for its page. */
export const merchantReviewsPath = (merchantId: number | string) => apiPath(MERCHANT_PATHS.reviews, { id: merchantId });
export const MERCHANT_REVIEWS_SHOWN = 5;

export const merchantReviewSchema = z.object({
  id: z.string(),
  food: z.number().int(),
  service: z.number().int(),
  cleanliness: z.number().int(),
  value: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  /** First name and last initial: "Casey C." */
  reviewerName: z.string(),
});
export type MerchantReview = z.infer<typeof merchantReviewSchema>;

export const merchantReviewsResponseSchema = z.object({
  reviews: z.array(merchantReviewSchema),
  /** Published written reviews in all (the page shows the newest few). */
  totalWritten: z.number().int(),
});
export type MerchantReviewsResponse = z.infer<typeof merchantReviewsResponseSchema>;
