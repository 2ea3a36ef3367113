/**
 * What the code being measured sees of the metrics (GET /metrics, plugins/metrics.ts): plain calls with small,
 * fixed label values, so modules and services record what they did without knowing prom-client or Prometheus.
 */

/** The imports whose rows are counted: the card network's feed and the catalog. */
export type ImportKind = 'feed' | 'catalog';

/** What an import did with its rows (a catalog's added, changed and unchanged lines are all accepted). */
export interface ImportRows {
  accepted: number;
  refused: number;
  /** Feed rows already applied by an earlier file. */
  duplicates?: number;
}

/** How a scheduled job's turn ended: it ran, it threw, or another instance held its lock. */
export type JobOutcome = 'done' | 'failed' | 'skipped';

/** What became of a mail: sent or refused by SMTP, or stored in the outbox table as the delivery itself (no SMTP). */
export type MailOutcome = 'sent' | 'failed' | 'stored';

/** Whether a search page came from the page cache (hit) or its statement ran (miss; every search with the cache off). */
export type SearchPageOutcome = 'hit' | 'miss';

/** A number read from the database each time the metrics are scraped (waiting mails, active sessions). */
export interface ScrapedGauge {
  /** Without the `forkpoint_` prefix, e.g. `outbox_waiting_messages`. */
  name: string;
  help: string;
  read: () => Promise<number>;
}

export interface AppMetrics {
  /** A finished import: its rows by outcome and how long it took. Dry runs are not recorded. */
  importFinished(kind: ImportKind, rows: ImportRows, seconds: number): void;
  /** An import that threw (an unreadable file, a database failure). */
  importFailed(kind: ImportKind, seconds: number): void;
  /** A scheduled job's turn (the reward cycle, housekeeping); seconds is absent for a skipped turn. */
  jobRun(job: string, outcome: JobOutcome, seconds?: number): void;
  mailDelivery(outcome: MailOutcome): void;
  /** One search page answered (search-cache.ts). */
  searchPage(outcome: SearchPageOutcome): void;
  /** Adds a gauge read on every scrape. */
  gaugeOnScrape(gauge: ScrapedGauge): void;
}

/** Metrics that record nothing: for code run outside the app (CLIs, unit tests). */
export const noMetrics: AppMetrics = {
  importFinished: () => {},
  importFailed: () => {},
  jobRun: () => {},
  mailDelivery: () => {},
  searchPage: () => {},
  gaugeOnScrape: () => {},
};

/** Seconds since `started` (a performance.now() reading): for the durations above. */
export function secondsSince(started: number): number {
  return (performance.now() - started) / 1000;
}

/**
 * Times `work` as one import of `kind`: its rows (read off its result by `rows`) and duration when it finishes,
 * a failure when it throws (and the error goes on). `rows` answers undefined for a run that changed nothing
 * (a dry run), which is then not recorded.
 */
export async function measuredImport<T>(
  metrics: AppMetrics,
  kind: ImportKind,
  work: () => Promise<T>,
  rows: (result: T) => ImportRows | undefined,
): Promise<T> {
  const started = performance.now();
  let result: T;
  try {
    result = await work();
  } catch (error) {
    metrics.importFailed(kind, secondsSince(started));
    throw error;
  }
  const counted = rows(result);
  if (counted) metrics.importFinished(kind, counted, secondsSince(started));
  return result;
}
