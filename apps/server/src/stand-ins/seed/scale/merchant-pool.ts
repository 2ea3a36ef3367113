import { sql, type Kysely } from 'kysely';
import { DAYS_OF_WEEK } from '@forkpoint/shared';
import type { DB } from '../../../db/schema';
import { utcOffsetOf } from '../demo-history';

/**
 * What the transaction generator needs of the catalog, a million restaurants in typed arrays (a few tens
 * of megabytes, not a million objects), read a page at a time: each restaurant's ids, benefit days,
 * UTC offset, price, tier gates and monthly limits, and per program the restaurants it carries.
 */
export interface MerchantPool {
  size: number;
  id: Int32Array;
  publicId: string[];
  /** Bit d set: day d of the week (0 = Sunday) is a benefit day. */
  benefitDays: Uint8Array;
  /** Standard-time offset from UTC in minutes (the demo history's convention: one offset all year). */
  offsetMinutes: Int16Array;
  offsetText: string[];
  priceLevel: Uint8Array;
  /** 0 basic, 1 select, 2 vip. */
  accessTier: Uint8Array;
  acclaimedLevel: Uint8Array;
  /** Cents, or -1 for no limit. */
  maxSpendCents: Int32Array;
  /** Visits, or -1 for unlimited. */
  maxVisits: Int16Array;
  /** Pool positions of the restaurants each program carries. */
  byPartner: Map<string, Int32Array>;
}

const PAGE = 100_000;
const TIERS = ['basic', 'select', 'vip'];

interface Row {
  id: number;
  merchant_id: string;
  benefit_days: string[];
  state: string;
  price_level: number;
  access_tier: string;
  acclaimed_level: number;
  max_spend: string | null;
  max_visits: string | null;
  partner_codes: string[];
}

export async function loadMerchantPool(db: Kysely<DB>): Promise<MerchantPool> {
  const { rows: sizeRows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM merchants`.execute(db);
  const capacity = sizeRows[0]?.n ?? 0;
  const pool: MerchantPool = {
    size: 0,
    id: new Int32Array(capacity),
    publicId: [],
    benefitDays: new Uint8Array(capacity),
    offsetMinutes: new Int16Array(capacity),
    offsetText: [],
    priceLevel: new Uint8Array(capacity),
    accessTier: new Uint8Array(capacity),
    acclaimedLevel: new Uint8Array(capacity),
    maxSpendCents: new Int32Array(capacity),
    maxVisits: new Int16Array(capacity),
    byPartner: new Map(),
  };
  const carried = new Map<string, number[]>();
  let after = 0;
  for (;;) {
    const { rows } = await sql<Row>`
      SELECT id, merchant_id, benefit_days, state, price_level, access_tier, acclaimed_level,
             details -> 'visitLimits' ->> 'maxSpendPerMonth' AS max_spend,
             details -> 'visitLimits' ->> 'maxVisitsPerMonth' AS max_visits, partner_codes
      FROM merchants WHERE id > ${after} ORDER BY id LIMIT ${PAGE}`.execute(db);
    for (const row of rows) {
      const at = pool.size;
      if (at >= capacity) break; // rows added since the count: the next run's
      pool.size += 1;
      pool.id[at] = row.id;
      pool.publicId.push(row.merchant_id);
      let mask = 0;
      for (const day of row.benefit_days) mask |= 1 << DAYS_OF_WEEK.indexOf(day as (typeof DAYS_OF_WEEK)[number]);
      pool.benefitDays[at] = mask;
      const offset = utcOffsetOf(row.state);
      pool.offsetText.push(offset);
      pool.offsetMinutes[at] =
        (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
      pool.priceLevel[at] = row.price_level;
      pool.accessTier[at] = Math.max(0, TIERS.indexOf(row.access_tier));
      pool.acclaimedLevel[at] = row.acclaimed_level;
      pool.maxSpendCents[at] = /^[0-9]+(\.[0-9]+)?$/.test(row.max_spend ?? '')
        ? Math.round(Number(row.max_spend) * 100)
        : -1;
      pool.maxVisits[at] = /^[0-9]+$/.test(row.max_visits ?? '') ? Math.min(Number(row.max_visits), 32_000) : -1;
      for (const code of row.partner_codes) {
        let list = carried.get(code);
        if (!list) carried.set(code, (list = []));
        list.push(at);
      }
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]!.id;
  }
  for (const [code, list] of carried) pool.byPartner.set(code, Int32Array.from(list));
  return pool;
}
