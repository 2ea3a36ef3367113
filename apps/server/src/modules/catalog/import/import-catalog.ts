import { sql, type Kysely } from 'kysely';
import type { CatalogImportReport, CatalogLineReport } from '@forkpoint/shared/contracts/catalog';
import type { DB } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { localDateIn } from '../../merchants/offer-liveness';
import { readCatalogCsv } from './csv-lines';
import { readCatalogJsonl } from './jsonl-lines';
import type { ReadLine } from './location-input';
import { carriedOn, planLine } from './plan-line';
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
  const sourceIds = lines.flatMap((l) => ('input' in l ? [l.sourceId] : []));
  const run = async (source: Kysely<DB>) => {
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
      });
    }
    return { reports, writes };
  };

  if (dryRun) return reportOf(format, true, (await run(db)).reports);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${CATALOG_IMPORT_LOCK_KEY})`.execute(trx);
    const { reports, writes } = await run(trx);
    const merchantIds = await writeLocations(trx, writes, now);
    for (const report of reports) {
      if (report.outcome === 'added') report.merchantId = merchantIds.get(report.sourceId!);
    }
    return reportOf(format, false, reports);
  });
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
