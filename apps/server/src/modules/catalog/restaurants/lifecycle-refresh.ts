import type { Kysely } from 'kysely';
import { localDateIn } from '@forkpoint/shared/dates/zoned-clock';
import type { DB } from '../../../db/schema';
import { carriageOf, withLifecycleHighlight } from './lifecycle';
import { lockDatedLocations, setCarriage, setHighlights } from './restaurant-repository';

/**
 * Dates that pass by themselves (docs/catalog.md "Coming soon, leaving soon, closed"): a restaurant coming soon
 * becomes open on its first day, one leaving soon leaves search after its last, with no import or console
 * change. Run by the hourly housekeeping job, so a restaurant's day turns at most an hour after its midnight.
 *
 * Why stored and refreshed rather than computed per search: search, its cached pages (keyed by the catalog
 * version) and the restaurant's page read the highlights and the carriage as the import wrote them. Writing the
 * few dated restaurants again when their day comes keeps those hot paths as they are, and the writes move the
 * catalog version (the merchants and merchant_partners triggers), so every instance's cached pages retire with
 * them. Computing it per search would put a time-zone date comparison into every search statement and a day
 * into every cache key, for rows that change a few times in their life. Answers how many restaurants changed.
 */
export async function refreshLifecycles(db: Kysely<DB>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let refreshed = 0;
    for (const row of await lockDatedLocations(trx)) {
      const today = localDateIn(row.time_zone, now);
      const dates = { opensOn: row.opens_on, closesOn: row.closes_on, closed: row.closed };
      const highlights = withLifecycleHighlight(row.highlights, dates, today);
      const carriage = carriageOf(row.programs, dates, today).sort();
      const carriageChanged = carriage.join() !== [...row.partner_codes].sort().join();
      const highlightsChanged = highlights.join() !== row.highlights.join();
      if (carriageChanged) await setCarriage(trx, row.id, carriage);
      if (highlightsChanged) await setHighlights(trx, row.id, highlights);
      if (carriageChanged || highlightsChanged) refreshed += 1;
    }
    return refreshed;
  });
}
