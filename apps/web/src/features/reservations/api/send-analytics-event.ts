import type { AnalyticsEvent, ImpressionRecord } from '@forkpoint/shared/contracts/impressions';
import { impressionRecord, sendImpressions } from '@/lib/impressions';

/**
 * One page-analytics event through POST /api/Impressions (spec part 1 §4 Page analytics, part 2 §4): the
 * impression record with the event's name, the restaurant and the member, plus channel "web", dateTime and
 * userAgent. Like every impression, a failure is swallowed: analytics must never disturb the page.
 */

export interface AnalyticsContext {
  merchantId: string;
  /** The member's public id; null for a visitor. */
  memberId: string | null;
  url?: string;
  now?: Date;
}

export function analyticsRecord(event: AnalyticsEvent, context: AnalyticsContext): ImpressionRecord {
  return impressionRecord(
    { memberId: context.memberId, merchantId: context.merchantId, url: context.url ?? window.location.href, event },
    { now: context.now },
  );
}

/** "Impression send errors are swallowed" (spec part 2 §8): sendImpressions never rejects. */
export function sendAnalyticsEvent(event: AnalyticsEvent, context: AnalyticsContext): Promise<void> {
  return sendImpressions([analyticsRecord(event, context)]);
}
