import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_NAMES, CONTENT_PAGE_SIZE, DEFAULT_CONTENT_TYPE, type ContentName } from '@forkpoint/shared/constants';
import { apiPath } from '@forkpoint/shared/contracts/api-path';
import { CONTENT_PATHS } from '@forkpoint/shared/contracts/app-paths';
import type { ContentEntry, ContentResponse } from '@forkpoint/shared/contracts/content';
import { ContentFetchError, classifyContentFetchError } from '@forkpoint/shared/content/content-fetch-errors';
import { api, ApiRequestError } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { STARTUP_QUERY_DEFAULTS } from '@/lib/query-client';
import { cmsPreviewRequested } from '../lib/cms-preview';

/**
 * GET {cmsRoute}/{contentType}/{contentName}/?page_size=100[&preview=1] (spec part 1 §7, part 2 §7):
 * one query per content group, fetched at start-up and kept for the life of the page.
 */

export type { ContentEntry, ContentName };
export { CONTENT_NAMES };

/** Where a partner's copy comes from; the app builds it from the partner settings. */
export interface ContentSource {
  /** Path of the content service, the partner's cmsRoute (CONTENT_PATHS.route, '/api/cms', by default). */
  cmsRoute: string;
  /** The partner's cmsPreview, or an editor's preview of this tab: adds preview=1 so editors see unpublished copy. */
  preview: boolean;
}

export function contentSourceFor(
  settings: { cmsRoute: string; cmsPreview: boolean },
  previewRequested = cmsPreviewRequested,
): ContentSource {
  return { cmsRoute: settings.cmsRoute.replace(/\/+$/, ''), preview: settings.cmsPreview || previewRequested };
}

const isEntry = (value: unknown): value is ContentEntry => {
  const entry = value as Partial<ContentEntry> | null;
  return (
    typeof entry?.slug === 'string' &&
    typeof entry.fields === 'object' &&
    entry.fields !== null &&
    !Array.isArray(entry.fields)
  );
};

/**
 * The { data: [{ slug, fields }] } envelope, checked by hand (zod stays out of the first load). A malformed
 * entry is dropped rather than failing its whole group; each screen checks the fields it renders.
 */
export const contentAnswer = {
  parse(body: unknown): ContentResponse {
    const data = (body as Partial<ContentResponse> | null)?.data;
    if (!Array.isArray(data)) throw new TypeError('the content service answered no data list');
    return { data: data.filter(isEntry) };
  },
};

/** Rejects with a ContentFetchError whose message is the status text ("Not Found"). */
export async function getContent(
  contentName: ContentName,
  source: ContentSource,
  contentType: string = DEFAULT_CONTENT_TYPE,
): Promise<ContentEntry[]> {
  try {
    const { data } = await api.get(`${source.cmsRoute}${apiPath(CONTENT_PATHS.group, { contentType, contentName })}`, {
      query: { page_size: CONTENT_PAGE_SIZE, preview: source.preview ? 1 : undefined },
      schema: contentAnswer,
    });
    return data;
  } catch (error) {
    if (error instanceof ApiRequestError) throw new ContentFetchError(error.status, error.statusText);
    throw error;
  }
}

/** A missing group is normal (info "no CMS copy found"); anything else is an error. Either way copy stays empty. */
export function reportContentFetchError(contentName: ContentName, error: unknown): void {
  const { level, message } = classifyContentFetchError(error);
  logger[level](message, { contentName });
}

export function getContentQueryOptions(contentName: ContentName, source: ContentSource) {
  return queryOptions({
    queryKey: ['content', DEFAULT_CONTENT_TYPE, contentName, source],
    // A failed group settles as empty copy rather than an error: the app still renders (spec part 2 §8).
    queryFn: (): Promise<ContentEntry[]> =>
      getContent(contentName, source).catch((error: unknown) => {
        reportContentFetchError(contentName, error);
        return [];
      }),
    ...STARTUP_QUERY_DEFAULTS,
  });
}

const EMPTY: ContentEntry[] = [];

/** The entries of one group; empty until loaded (the app loader makes sure it has loaded). */
export function useContent(contentName: ContentName, source: ContentSource): ContentEntry[] {
  return useQuery(getContentQueryOptions(contentName, source)).data ?? EMPTY;
}
