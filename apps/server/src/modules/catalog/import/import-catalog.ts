import { sql, type Kysely, type Transaction } from 'kysely';
import type { CatalogImportReport, CatalogLineReport } from '@forkpoint/shared/contracts/catalog';
import type { DB } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { localDateIn } from '../../merchants/offer-liveness';
import { readCatalogCsv } from './csv-lines';
import { readCatalogJsonl } from './jsonl-lines';
import type { ReadLine } from './location-input';
import { carriedOn } from '../restaurants/lifecycle';
import { planLine } from './plan-line';
import { loadLocations } from './read-repository';
import type { LocationWrite } from './location-write';
import { writeLocations } from './write-repository';

/** The lock that runs catalog imports one at a time, each starting from the one before's outcome. */
const CATALOG_IMPORT_LOCK_KEY = 32_0001;

export interface ImportCatalogArgs {
  db: Kysely<DB>;
  /** The file's text and which format it is in (by its content type). */
  text: string;
  format: 'csv' | 'jsonl';
  /** Partner codes a `programs` value may name. */
  programs: ReadonlySet<string>;
  dryRun: boolean;
  now: Date;
}

/**
 * Imports one catalog file (docs/catalog.md): every line is read, planned against what is stored and reported;
 * the additions and changes are written in one transaction, under a lock, so a file is applied whole or not at
 * all. A dry run plans the same lines against the same data and writes nothing. A file that cannot be read at
 * all (no header, no line) is a 400 naming the reason.
 */
export async function importCatalog({
  db,
  text,
  format,
  programs,
  dryRun,
  now,
}: ImportCatalogArgs): Promise<CatalogImportReport> {
  const read = format === 'csv' ? readCatalogCsv(text, programs) : readCatalogJsonl(text, programs);
  if (!read.ok) throw new AppError('VALIDATION_FAILED', read.reason, [{ field: 'body', message: read.reason }]);
  const lines = withoutRepeats(read.lines);
  if (dryRun) return reportOf(format, true, (await planLines(db, lines, now)).reports);
  return db.transaction().execute(async (trx) => reportOf(format, false, await applyLines(trx, lines, now)));
}

export interface ImportSeedCatalogArgs {
  /** The seed's transaction: the demo catalog is written in it, with everything else the seed writes. */
  trx: Transaction<DB>;
  /** A JSON Lines file of the demo catalog (stand-ins/seed/merchants/catalog-lines.ts). */
  text: string;
  programs: ReadonlySet<string>;
  now: Date;
}

/**
 * The seed's way through the same door (issue 32): the demo catalog's file is read by the JSON Lines reader with
 * the seed-only extension (seed-extension.ts: the demo's own public ids, ratings, creation dates), then planned
 * and written exactly as a posted file is, under the same lock, inside the caller's transaction. No route calls
 * this: a posted file is always read by the public schema.
 */
export async function importSeedCatalog({ trx, text, programs, now }: ImportSeedCatalogArgs) {
  const read = readCatalogJsonl(text, programs, 'seed');
  if (!read.ok) throw new Error(`the demo catalog's file: ${read.reason}`);
  return reportOf('jsonl', false, await applyLines(trx, withoutRepeats(read.lines), now));
}

/** A file's lines planned and written in `trx`, under the lock that runs imports one at a time. */
async function applyLines(trx: Transaction<DB>, lines: readonly ReadLine[], now: Date): Promise<CatalogLineReport[]> {
  await sql`SELECT pg_advisory_xact_lock(${CATALOG_IMPORT_LOCK_KEY})`.execute(trx);
  const { reports, writes } = await planLines(trx, lines, now);
  const merchantIds = await writeLocations(trx, writes, now);
  for (const report of reports) {
    if (report.outcome === 'added') report.merchantId = merchantIds.get(report.sourceId!);
  }
  return reports;
}

/** Every line planned against what `source` holds: its report, and the writes of its additions and changes. */
async function planLines(source: Kysely<DB>, lines: readonly ReadLine[], now: Date) {
  const sourceIds = lines.flatMap((l) => ('input' in l ? [l.sourceId] : []));
  const stored = await loadLocations(source, sourceIds);
  const reports: CatalogLineReport[] = [];
  const writes: LocationWrite[] = [];
  for (const line of lines) {
    if (!('input' in line)) {
      reports.push({ line: line.line, sourceId: line.sourceId, outcome: 'refused', reason: line.reason });
      continue;
    }
    const existing = stored.get(line.sourceId);
    const plan = planLine(line.input, existing, now);
    if (plan.outcome === 'refused') {
      reports.push({ line: line.line, sourceId: line.sourceId, outcome: 'refused', reason: plan.reason });
      continue;
    }
    const report: CatalogLineReport = { line: line.line, sourceId: line.sourceId, outcome: plan.outcome };
    if (existing) report.merchantId = existing.merchantId;
    reports.push(report);
    if (plan.outcome === 'unchanged') continue;
    const today = localDateIn(plan.state.timeZone, now);
    writes.push({
      sourceId: line.sourceId,
      state: plan.state,
      ...(existing ? { existing } : {}),
      carriage: carriedOn(plan.state, today) ? plan.state.programs : [],
      ...(line.input.seedOnly && !existing ? { seedOnly: line.input.seedOnly } : {}),
    });
  }
  return { reports, writes };
}

/** A source id a second time in one file is refused there: which line should win is not the import's guess. */
function withoutRepeats(lines: readonly ReadLine[]): ReadLine[] {
  const first = new Map<string, number>();
  return lines.map((line) => {
    if (!('input' in line)) return line;
    const seen = first.get(line.sourceId);
    if (seen === undefined) {
      first.set(line.sourceId, line.line);
      return line;
    }
    return {
      line: line.line,
      sourceId: line.sourceId,
      reason: `source_id ${line.sourceId} is on line ${seen} already`,
    };
  });
}

function reportOf(format: 'csv' | 'jsonl', dryRun: boolean, lines: CatalogLineReport[]): CatalogImportReport {
  const counts = { added: 0, changed: 0, unchanged: 0, refused: 0 };
  for (const line of lines) counts[line.outcome] += 1;
  return { format, dryRun, counts, lines };
}
