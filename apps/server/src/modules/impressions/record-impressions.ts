import type { Kysely } from 'kysely';
import type { ImpressionRecord } from '@forkpoint/shared/contracts/impressions';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import type { DB } from '../../db/schema';
import { insertImpressions } from './impression-repository';

/**
 * How far a record's dateTime (the client's clock) may be from the server's receipt: a day either way. A time
 * outside is clamped to the window's edge (a wrong clock, or years 0001 and 9999); received_at is the server's.
 */
export const IMPRESSION_CLOCK_WINDOW_MS = DAY_MS;

export function clampedOccurredAt(dateTime: string, receivedAt: Date): Date {
  const at = Date.parse(dateTime);
  const received = receivedAt.getTime();
  const earliest = received - IMPRESSION_CLOCK_WINDOW_MS;
  const latest = received + IMPRESSION_CLOCK_WINDOW_MS;
  return new Date(Number.isNaN(at) ? received : Math.min(latest, Math.max(earliest, at)));
}

const optionalText = (value: string | number | null | undefined) => (value == null ? null : String(value));

export interface RecordImpressionsArgs {
  db: Kysely<DB>;
  partnerCode: string;
  records: readonly ImpressionRecord[];
  /** The server's clock: it dates the record for the daily summary. */
  receivedAt: Date;
  /** The visitor cookie's hash (visitor-hash.ts), or null without one. */
  visitorHash: string | null;
  /** The public id of the member signed in on the call's session, or null: never a record's own memberId. */
  memberId: string | null;
}

/**
 * Stores one batch of analytics impressions for a partner, all of it or none. The records' memberId stays in the
 * contract (the spec's record) and is ignored: anyone may post any id, so the caller's session says who is signed
 * in. dateTime is the client's word, kept beside received_at clamped to a day either way of it.
 */
export async function recordImpressions({
  db,
  partnerCode,
  records,
  receivedAt,
  visitorHash,
  memberId,
}: RecordImpressionsArgs): Promise<number> {
  await insertImpressions(
    db,
    records.map(({ channel, dateTime, userAgent, memberId: _claimed, merchantId, url, ...rest }) => ({
      partner_code: partnerCode,
      channel,
      occurred_at: clampedOccurredAt(dateTime, receivedAt),
      received_at: receivedAt,
      visitor_hash: visitorHash,
      user_agent: userAgent,
      member_id: memberId,
      merchant_id: optionalText(merchantId),
      url: url ?? null,
      // The rest of the record's known fields (carouselId, an analytics event's name) as jsonb.
      fields: JSON.stringify(rest),
    })),
  );
  return records.length;
}
