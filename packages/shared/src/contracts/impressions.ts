import { z } from 'zod';
import { CARD_REQUIRED_SUFFIX, RESERVATION_EVENTS, type ReservationEvent } from './reservation-constants';

/**
 * The page-analytics events a record may name (spec part 2 §4 "Analytics events in the flow"): the reservation
 * flow's, each also with its card-required variant (`reservation_user_submit_card_required`).
 */
export type AnalyticsEvent = ReservationEvent | `${ReservationEvent}${typeof CARD_REQUIRED_SUFFIX}`;

function analyticsEvents(): readonly AnalyticsEvent[] {
  return RESERVATION_EVENTS.flatMap((event) => [event, `${event}${CARD_REQUIRED_SUFFIX}` as const]);
}

/**
 * Pure, so a bundle that imports this module (through the package's index) without the list leaves it out,
 * and the reservation contracts with it (docs/decisions/0012).
 */
export const ANALYTICS_EVENTS = /* @__PURE__ */ analyticsEvents();

/**
 * POST /api/Impressions: a JSON array of impression records — the caller's fields
 * (memberId, merchantId, url for carousel impressions; an event name for the page's analytics events) plus
 * channel "web", dateTime (ISO) and userAgent (spec part 1 §3). The client ignores failures. Strict: the
 * endpoint takes calls without sign-in, so it stores only the fields it knows, never whatever a caller sends.
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
  /** An analytics event of the page (a known name only); without it the record is a merchant impression. */
  event: z.enum(ANALYTICS_EVENTS as [AnalyticsEvent, ...AnalyticsEvent[]]).optional(),
});
export const impressionsRequestSchema = z.array(impressionRecordSchema).min(1).max(100);
export const impressionsResponseSchema = z.object({ accepted: z.number().int() });
export type ImpressionRecord = z.infer<typeof impressionRecordSchema>;
