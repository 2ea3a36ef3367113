import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The catalog's version (migration 0062): a number every write to merchants or merchant_partners moves,
 * in the writing transaction, on any instance. A cached search page stands while the version it was
 * read under is still the current one.
 */
export interface CatalogVersion {
  /** The version as of a read that began after this call: every write committed before the call shows. */
  current(): Promise<string>;
}

// Compiled once: it runs on every search, and building it through Kysely each time would cost more than the read.
const READ_VERSION = CompiledQuery.raw('SELECT version::text AS version FROM catalog_version');

/** The version row as the database holds it (bigint, as text). */
export const readCatalogVersion = async (db: Kysely<DB>): Promise<string> => {
  const { rows } = await db.executeQuery<{ version: string }>(READ_VERSION);
  const version = rows[0]?.version;
  if (version === undefined) throw new Error('catalog_version has no row (migration 0062)');
  return version;
};

/**
 * Reads the version for many concurrent searches with few queries, without ever answering an old one:
 * a caller arriving while a read is under way cannot use it (it may have begun before a write the caller
 * already saw committed), so it waits for the next read, which every caller arriving meanwhile shares.
 */
export function sharedCatalogVersion(read: () => Promise<string>): CatalogVersion {
  let running: Promise<string> | null = null;
  let next: Promise<string> | null = null;

  const start = (): Promise<string> => {
    const reading = read().finally(() => {
      if (running === reading) running = null;
    });
    running = reading;
    return reading;
  };

  return {
    current() {
      if (!running) return start();
      next ??= running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          next = null;
          return start();
        });
      return next;
    },
  };
}
