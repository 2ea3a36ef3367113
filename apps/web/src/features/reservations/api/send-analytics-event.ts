import type { AnalyticsEvent, ImpressionRecord } from '@forkpoint/shared/contracts/impressions';
import { api } from '@/lib/api-client';

/**
 * One page-analytics event through POST /api/Impressions (spec part 1 §4 Page analytics, part 2 §4): the
 * impression record with the event's name, the restaurant and the member, plus channel "web", dateTime and
 * userAgent. Like every impression, a failure is swallowed: analytics must never disturb the page.
 */

/** The server's limit on userAgent (impressionRecordSchema). */
const USER_AGENT_MAX = 512;

export interface AnalyticsContext {
  merchantId: string;
  /** The member's public id; null for a visitor. */
  memberId: string | null;
  url?: string;
  now?: Date;
}

export function analyticsRecord(event: AnalyticsEvent, context: AnalyticsContext): ImpressionRecord {
  return {
    channel: 'web',
    dateTime: (context.now ?? new Date()).toISOString(),
    userAgent: navigator.userAgent.slice(0, USER_AGENT_MAX),
    memberId: context.memberId,
    merchantId: context.merchantId,
    url: context.url ?? window.location.href,
    event,
  };
}

export async function sendAnalyticsEvent(event: AnalyticsEvent, context: AnalyticsContext): Promise<void> {
  try {
    await api.post('/api/Impressions', { body: [analyticsRecord(event, context)] });
  } catch {
    // "Impression send errors are swallowed" (spec part 2 §8).
  }
}
