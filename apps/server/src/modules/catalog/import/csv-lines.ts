import {
  CATALOG_CSV_HEADER,
  CATALOG_LIMITS,
  CATALOG_MESSAGES,
  CATALOG_PHOTO_PATTERN,
  SOURCE_ID_PATTERN,
  type CatalogCsvColumn,
} from '@forkpoint/shared/contracts/catalog';
import type { LocationInput, ReadFile, ReadLine } from './location-input';
import { LineError, knownPrograms, offerInput, stateCode } from './line-rules';
import { splitCsvLine } from '../../../lib/csv-line';

const HEADER_LINE = CATALOG_CSV_HEADER.join(',');
const COLUMNS = CATALOG_CSV_HEADER.length;

/**
 * Reads the flat CSV (docs/catalog.md "CSV"): the exact header, then one location a line with at most one
 * offer. Fields may be quoted ("1 Main St, Suite 4"; "" is a quote); a field cannot span lines. An empty cell
 * is "not given". Each bad line is refused with its number and reason and never stops the others; a file
 * without the header, or with no location, is refused whole.
 */
export function readCatalogCsv(text: string, programs: ReadonlySet<string>): ReadFile {
  const physical = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (physical.length > 0 && physical.at(-1)!.trim() === '') physical.pop();
  if (physical.length === 0) return { ok: false, reason: CATALOG_MESSAGES.emptyFile };
  if (physical[0]!.trim() !== HEADER_LINE) return { ok: false, reason: CATALOG_MESSAGES.badHeader };
  if (physical.length - 1 > CATALOG_LIMITS.maxLines) return { ok: false, reason: CATALOG_MESSAGES.tooManyLines };
  const lines: ReadLine[] = [];
  for (let index = 1; index < physical.length; index += 1) {
    const raw = physical[index]!;
    if (raw.trim() === '') continue;
    lines.push(readRow(raw, index + 1, programs));
  }
  if (lines.length === 0) return { ok: false, reason: CATALOG_MESSAGES.noRows };
  return { ok: true, lines };
}

function readRow(raw: string, line: number, programs: ReadonlySet<string>): ReadLine {
  const fields = splitCsvLine(raw);
  const sourceId = fields?.[0]?.trim() || null;
  try {
    if (!fields) throw new LineError('a quoted field is not closed on its line');
    if (fields.length !== COLUMNS) throw new LineError(`expected ${COLUMNS} fields, found ${fields.length}`);
    const cell = (column: CatalogCsvColumn) => fields[CATALOG_CSV_HEADER.indexOf(column)]!.trim() || undefined;
    return { line, sourceId: sourceId!, input: inputOf(cell, programs) };
  } catch (error) {
    if (error instanceof LineError) return { line, sourceId, reason: error.message };
    throw error;
  }
}

function inputOf(cell: (column: CatalogCsvColumn) => string | undefined, programs: ReadonlySet<string>): LocationInput {
  const sourceId = cell('source_id');
  if (!sourceId || !SOURCE_ID_PATTERN.test(sourceId)) {
    throw new LineError('source_id must be 1 to 64 letters, digits, . _ : or -');
  }
  const input: LocationInput = { sourceId };
  const name = cell('name');
  if (name !== undefined) {
    if (name.length > CATALOG_LIMITS.maxNameLength) throw new LineError('name is longer than 120 characters');
    input.name = name.replace(/\s+/g, ' ');
  }
  const street = cell('street');
  if (street !== undefined) input.street = street.replace(/\s+/g, ' ').slice(0, 120);
  const city = cell('city');
  if (city !== undefined) input.city = city.replace(/\s+/g, ' ').slice(0, 80);
  const state = cell('state');
  if (state !== undefined) input.state = stateCode(state);
  const zip = cell('zip');
  if (zip !== undefined) {
    if (!/^\d{5}$/.test(zip)) throw new LineError('zip must be five digits');
    input.zip = zip;
  }
  const latitude = cell('latitude');
  const longitude = cell('longitude');
  if ((latitude === undefined) !== (longitude === undefined)) {
    throw new LineError('latitude and longitude come together, or neither');
  }
  if (latitude !== undefined && longitude !== undefined) {
    input.latitude = coordinate(latitude, 90, 'latitude');
    input.longitude = coordinate(longitude, 180, 'longitude');
  }
  const phone = cell('phone');
  if (phone !== undefined) {
    if (phone.length > 30) throw new LineError('phone is longer than 30 characters');
    input.phone = phone;
  }
  const cuisines = listOf(cell('cuisines'));
  if (cuisines) {
    if (cuisines.length > CATALOG_LIMITS.maxCuisines || cuisines.some((c) => c.length > 40)) {
      throw new LineError(`cuisines are at most ${CATALOG_LIMITS.maxCuisines}, each up to 40 characters`);
    }
    input.cuisines = cuisines;
  }
  const price = cell('price_range');
  if (price !== undefined) input.priceLevel = priceLevel(price);
  const listed = listOf(cell('programs'));
  if (listed) input.programs = knownPrograms(listed, programs);
  const photo = cell('photo');
  if (photo !== undefined) {
    const match = CATALOG_PHOTO_PATTERN.exec(photo);
    if (!match) throw new LineError(CATALOG_MESSAGES.badPhoto);
    input.imageId = match[1]!;
  }
  const offer = readOffer(cell);
  if (offer) input.offers = { list: [offer], complete: false };
  return input;
}

function readOffer(cell: (column: CatalogCsvColumn) => string | undefined) {
  const id = cell('offer_id');
  const multiplier = cell('offer_multiplier');
  const rest = [cell('offer_title'), cell('offer_days'), cell('offer_starts_on'), cell('offer_ends_on')];
  if (id === undefined && multiplier === undefined && rest.every((v) => v === undefined)) return undefined;
  if (id === undefined || !SOURCE_ID_PATTERN.test(id)) {
    throw new LineError('offer_id must be 1 to 64 letters, digits, . _ : or - when the row has an offer');
  }
  if (multiplier === undefined || !/^\d{1,2}(\.\d{1,2})?$/.test(multiplier)) {
    throw new LineError('offer_multiplier must be a number such as 2 or 1.5 when the row has an offer');
  }
  const title = cell('offer_title');
  if (title !== undefined && title.length > 80) throw new LineError('offer_title is longer than 80 characters');
  return offerInput({
    id,
    title,
    multiplier: Number(multiplier),
    days: listOf(cell('offer_days')),
    startsOn: cell('offer_starts_on'),
    endsOn: cell('offer_ends_on'),
  });
}

function coordinate(value: string, limit: number, field: string): number {
  const n = Number(value);
  if (!/^-?\d{1,3}(\.\d{1,15})?$/.test(value) || Math.abs(n) > limit) {
    throw new LineError(`${field} must be a number from -${limit} to ${limit}`);
  }
  return n;
}

function priceLevel(value: string): number {
  if (/^[0-4]$/.test(value)) return Number(value);
  if (/^\${1,4}$/.test(value)) return value.length;
  throw new LineError('price_range must be 0 to 4 or $ to $$$$');
}

/** A `|`-separated cell: its trimmed, non-empty parts; undefined when empty. */
function listOf(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const parts = value
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts : undefined;
}
