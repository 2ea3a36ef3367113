import { expandCopyDeep, type CopyTerms } from '@forkpoint/shared/content/copy-tokens';
import { filterContentEntries } from '@forkpoint/shared/content/content-filters';
import {
  discoverFieldsSchema,
  earnDetailsFieldsSchema,
  type DiscoverFields,
  type EarnDetailsFields,
} from '@forkpoint/shared/content/content-schemas';
import type { ContentEntry } from '@forkpoint/shared/contracts/content';
import type { z } from 'zod';

/**
 * Content pages by path: earn_details entries serve /earn and its sub-paths (spec part 2 §3 "earn_details
 * with url …"), discover entries serve /discover and its sub-paths. These pages load on demand, so they can
 * afford the full shared schemas: an entry that fails its schema is skipped, never half-rendered.
 */

export type ContentPageLookup<T> =
  | { status: 'found'; fields: T }
  /** No entry for the path: the page does not exist for this partner. */
  | { status: 'missing' }
  /** Entries exist for the path but none is well formed: an editing error, shown as such. */
  | { status: 'invalid'; issues: unknown };

const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

function findPage<S extends z.ZodType>(
  entries: readonly ContentEntry[],
  path: string,
  schema: S,
  terms: CopyTerms,
): ContentPageLookup<z.output<S>> {
  const wanted = normalizePath(path);
  const candidates = entries.filter(
    (entry) => typeof entry.fields.url === 'string' && normalizePath(entry.fields.url) === wanted,
  );
  if (candidates.length === 0) return { status: 'missing' };
  let issues: unknown;
  for (const entry of candidates) {
    const parsed = schema.safeParse(entry.fields);
    if (parsed.success) return { status: 'found', fields: expandCopyDeep(parsed.data, terms) };
    issues = parsed.error.issues;
  }
  return { status: 'invalid', issues };
}

export function findEarnPage(entries: readonly ContentEntry[], path: string, terms: CopyTerms) {
  return findPage(filterContentEntries('earn_details', [...entries]), path, earnDetailsFieldsSchema, terms);
}

/**
 * The discover page owns every path below it (spec part 1 §2 "/discover (and sub-paths)"): a sub-path
 * without an entry of its own shows its closest ancestor's, /discover/some/sub that of /discover.
 */
export function findDiscoverPage(entries: readonly ContentEntry[], path: string, terms: CopyTerms) {
  const segments = normalizePath(path).split('/');
  let lookup: ContentPageLookup<DiscoverFields> = { status: 'missing' };
  for (let end = segments.length; end > 1 && lookup.status === 'missing'; end -= 1) {
    lookup = findPage(entries, segments.slice(0, end).join('/'), discoverFieldsSchema, terms);
  }
  return lookup;
}

export type { DiscoverFields, EarnDetailsFields };
