import {
  CATALOG_LIMITS,
  CATALOG_MESSAGES,
  CATALOG_PHOTO_PATTERN,
  catalogLocationSchema,
  type CatalogLocationLine,
} from '@forkpoint/shared/contracts/catalog';
import type { LocationInput, ReadFile, ReadLine } from './location-input';
import { LineError, daysOf, knownPrograms, offerInput, realDate } from './line-rules';
import { seedLocationSchema, seedOnlyFieldsOf, type SeedLocationLine } from './seed-extension';

/**
 * Which schema a line is read by: the public one for every posted file; the seed's (seed-extension.ts) only
 * when the seed applies its own demo catalog, which no route can ask for.
 */
export type JsonlSchema = 'public' | 'seed';

/**
 * Reads JSON Lines (docs/catalog.md "JSON Lines"): one location an object a line, every field the catalog
 * holds. Blank lines are skipped; a line that is not JSON or breaks the schema is refused with the first
 * problem; the file is refused whole only when it holds no location.
 */
export function readCatalogJsonl(
  text: string,
  programs: ReadonlySet<string>,
  schema: JsonlSchema = 'public',
): ReadFile {
  const physical = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (physical.every((line) => line.trim() === '')) return { ok: false, reason: CATALOG_MESSAGES.emptyFile };
  if (physical.length > CATALOG_LIMITS.maxLines + 1) return { ok: false, reason: CATALOG_MESSAGES.tooManyLines };
  const lines: ReadLine[] = [];
  physical.forEach((raw, index) => {
    if (raw.trim() !== '') lines.push(readLine(raw, index + 1, programs, schema));
  });
  return { ok: true, lines };
}

function readLine(raw: string, line: number, programs: ReadonlySet<string>, schema: JsonlSchema): ReadLine {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { line, sourceId: null, reason: 'the line is not a JSON object' };
  }
  const given =
    json && typeof json === 'object' && 'sourceId' in json ? (json as { sourceId: unknown }).sourceId : null;
  const sourceId = typeof given === 'string' ? given : null;
  const parsed = (schema === 'seed' ? seedLocationSchema : catalogLocationSchema).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return { line, sourceId, reason: `${where}${issue.message}` };
  }
  try {
    return { line, sourceId: parsed.data.sourceId, input: inputOf(parsed.data, programs) };
  } catch (error) {
    if (error instanceof LineError) return { line, sourceId, reason: error.message };
    throw error;
  }
}

function inputOf(data: CatalogLocationLine | SeedLocationLine, programs: ReadonlySet<string>): LocationInput {
  const { address, photo, offers, programs: listed, latitude, longitude, benefitDays, opensOn, closesOn } = data;
  if ((latitude === undefined) !== (longitude === undefined)) {
    throw new LineError('latitude and longitude come together, or neither');
  }
  if (data.timeZone !== undefined && !isTimeZone(data.timeZone))
    throw new LineError('timeZone must be an IANA time zone');
  const input: LocationInput = {
    sourceId: data.sourceId,
    ...pick(data, ['brand', 'name', 'latitude', 'longitude', 'timeZone', 'phone', 'website', 'cuisines', 'hours']),
    ...pick(data, ['features', 'meals', 'menuUrl', 'acclaimedLevel', 'campaignCodes', 'visitLimits', 'benefitHours']),
    ...pick(data, ['closed', 'neighborhood', 'accessTier']),
    ...(address ? { ...address } : {}),
  };
  if (data.priceRange !== undefined) input.priceLevel = data.priceRange;
  if (data.reservationProviderId !== undefined) input.openTableId = data.reservationProviderId;
  if (data.orderingProvider !== undefined) input.origin = data.orderingProvider;
  if (benefitDays !== undefined) input.benefitDays = daysOf(benefitDays, 'benefitDays');
  if (listed !== undefined) input.programs = knownPrograms(listed, programs);
  if (opensOn !== undefined) input.opensOn = opensOn === null ? null : realDate(opensOn, 'opensOn');
  if (closesOn !== undefined) input.closesOn = closesOn === null ? null : realDate(closesOn, 'closesOn');
  if (photo !== undefined) {
    const match = CATALOG_PHOTO_PATTERN.exec(photo);
    if (!match) throw new LineError(CATALOG_MESSAGES.badPhoto);
    input.imageId = match[1]!;
  }
  if (data.photos !== undefined) {
    if (photo !== undefined) throw new LineError('give photo or photos, not both');
    input.imageIds = data.photos.map(photoIdOf);
  }
  if (data.menuPhotos !== undefined) input.menuImageIds = data.menuPhotos.map(photoIdOf);
  if (data.blackoutDates !== undefined) {
    // Once each, in order: the same dates in another order are the same list.
    input.blackoutDates = [...new Set(data.blackoutDates.map((d) => realDate(d, 'blackoutDates')))].sort();
  }
  if ('seedOnly' in data && data.seedOnly !== undefined) input.seedOnly = seedOnlyFieldsOf(data.seedOnly);
  if (offers !== undefined) {
    const ids = offers.map((o) => o.id);
    if (new Set(ids).size !== ids.length) throw new LineError('two offers share an id');
    input.offers = { list: offers.map(offerInput), complete: true };
  }
  return input;
}

/** The photo store's id of an `image:<id>` the schema has already checked. */
const photoIdOf = (photo: string) => CATALOG_PHOTO_PATTERN.exec(photo)![1]!;

function pick<T extends object, K extends keyof T>(data: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (data[key] !== undefined) out[key] = data[key];
  return out;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
