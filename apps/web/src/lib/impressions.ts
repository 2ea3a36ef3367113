import type { ImpressionRecord } from '@forkpoint/shared/contracts/impressions';
import { IMPRESSIONS_PATH } from '@forkpoint/shared/contracts/impression-constants';
import { api } from './api-client';

/**
 * The one way the web app sends page analytics (spec part 1 §3, §4, §7): an impression record is the caller's
 * fields plus channel "web", dateTime (ISO) and userAgent, posted as a JSON array to POST /api/Impressions.
 * Carousel impressions, the reservation flow's events and page views all go through here.
 */

/** The server's limit on userAgent (impressionRecordSchema). */
const USER_AGENT_MAX = 512;

/** What a caller says about an impression; the record's channel, time and user agent are added here. */
export type ImpressionFields = Omit<ImpressionRecord, 'channel' | 'dateTime' | 'userAgent'>;

export function impressionRecord(
  fields: ImpressionFields,
  at: { now?: Date; userAgent?: string } = {},
): ImpressionRecord {
  return {
    ...fields,
    channel: 'web',
    dateTime: (at.now ?? new Date()).toISOString(),
    userAgent: (at.userAgent ?? navigator.userAgent).slice(0, USER_AGENT_MAX),
  };
}

/** POST /api/Impressions; "failures are silently ignored" (spec part 1 §7, §8). */
export async function sendImpressions(records: readonly ImpressionRecord[]): Promise<void> {
  if (records.length === 0) return;
  try {
    await api.post(IMPRESSIONS_PATH, { body: records });
  } catch {
    // Analytics must never disturb the page.
  }
}
