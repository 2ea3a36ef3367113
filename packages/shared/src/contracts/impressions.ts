import { z } from 'zod';
import { CARD_REQUIRED_SUFFIX, RESERVATION_EVENTS, type ReservationEvent } from './reservation-constants';
import { PAGE_VIEW_EVENT, type PageViewEvent } from './impression-constants';

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

/** Every event name a record may carry: a page view (spec part 1 §4 Page analytics) or the flow's events. */
export type ImpressionEvent = PageViewEvent | AnalyticsEvent;
const IMPRESSION_EVENTS = /* @__PURE__ */ (() => [PAGE_VIEW_EVENT, ...ANALYTICS_EVENTS] as const)();

/** The most records one call may carry; a longer array is refused whole (400), a heavier body with 413. */
export const IMPRESSIONS_BATCH_MAX = 100;

const referralText = () => z.string().max(200).nullish();

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
  /**
   * The spec's field, accepted and ignored: the server records the member signed in on the call's session, never
   * a member the body names (issue 28). dateTime is kept clamped to a day either way of the server's receipt.
   */
  memberId: z.union([z.string().max(64), z.number()]).nullish(),
  merchantId: z.union([z.string().max(64), z.number()]).nullish(),
  url: z.string().max(2048).nullish(),
  /** The carousel a merchant was seen in, where the page names it. */
  carouselId: z.string().max(64).nullish(),
  /** An analytics event of the page (a known name only); without it the record is a merchant impression. */
  event: z.enum(IMPRESSION_EVENTS as unknown as [ImpressionEvent, ...ImpressionEvent[]]).optional(),
  /** The stored referral values (spec part 1 §3) a page view carries, under the enrollment payload's names. */
  utmTerm: referralText(),
  utmMedium: referralText(),
  utmCampaign: referralText(),
  utmSource: referralText(),
  utmContent: referralText(),
  referrer: referralText(),
  source: referralText(),
});
export const impressionsRequestSchema = z.array(impressionRecordSchema).min(1).max(IMPRESSIONS_BATCH_MAX);
export const impressionsResponseSchema = z.object({ accepted: z.number().int() });
export type ImpressionRecord = z.infer<typeof impressionRecordSchema>;
