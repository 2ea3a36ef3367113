import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@forkpoint/shared/contracts/api-path';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import {
  contentChangeAnswerSchema,
  contentEntriesSchema,
  contentEntryDetailSchema,
  contentGroupsSchema,
  contentVersionDetailSchema,
  type ContentChangeAnswer,
} from '@forkpoint/shared/contracts/support-content';
import { api } from '@/lib/api-client';
import { STAFF_SESSION_QUERY_KEY, consoleGet, isSessionEnded } from './staff-session';

/** The console's content calls (content editors and admins; decision 0025). */

// `*` (the global group) stays as it is in the path (apiPath's encodeURIComponent keeps it), as the member app's
// content calls send it.
const entry = (contentType: string, contentName: string, slug: string) => ({ contentType, contentName, slug });

const queryDefaults = { retry: false, refetchOnWindowFocus: false } as const;

export function useContentGroups() {
  return useQuery({
    queryKey: ['support', 'content', 'groups'],
    queryFn: ({ signal }) => consoleGet(SUPPORT_PATHS.content, { signal, schema: contentGroupsSchema }),
    ...queryDefaults,
  });
}

export function useContentEntries(type: string, name: string) {
  return useQuery({
    queryKey: ['support', 'content', 'entries', type, name],
    queryFn: ({ signal }) =>
      consoleGet(apiPath(SUPPORT_PATHS.contentGroup, { contentType: type, contentName: name }), {
        signal,
        schema: contentEntriesSchema,
      }),
    ...queryDefaults,
  });
}

export function useContentEntry(type: string, name: string, slug: string) {
  return useQuery({
    queryKey: ['support', 'content', 'entry', type, name, slug],
    queryFn: ({ signal }) =>
      consoleGet(apiPath(SUPPORT_PATHS.contentEntry, entry(type, name, slug)), {
        signal,
        schema: contentEntryDetailSchema,
      }),
    ...queryDefaults,
  });
}

export function useContentVersion(type: string, name: string, slug: string, version: number | null) {
  return useQuery({
    queryKey: ['support', 'content', 'version', type, name, slug, version],
    queryFn: ({ signal }) =>
      consoleGet(apiPath(SUPPORT_PATHS.contentVersion, { ...entry(type, name, slug), version: String(version) }), {
        signal,
        schema: contentVersionDetailSchema,
      }),
    enabled: version !== null,
    ...queryDefaults,
  });
}

export type ContentChange =
  { kind: 'draft'; fields: Record<string, unknown> } | { kind: 'publish' } | { kind: 'restore'; version: number };

/**
 * Saves, publishes or restores, naming the version the editor was looking at (a newer one is a 409), then
 * fetches the entry and its group again. Plain functions rather than useMutation, as the rest of the console
 * (decision 0019: keeps the mutation code out of the member app's first-load chunk).
 */
export function useContentChange(type: string, name: string, slug: string) {
  const client = useQueryClient();
  return async (change: ContentChange, baseVersion: number | null): Promise<ContentChangeAnswer> => {
    const params = entry(type, name, slug);
    const options = { schema: contentChangeAnswerSchema };
    try {
      const answer =
        change.kind === 'draft'
          ? await api.put(apiPath(SUPPORT_PATHS.contentEntryDraft, params), {
              ...options,
              body: { fields: change.fields, baseVersion },
            })
          : change.kind === 'publish'
            ? await api.post(apiPath(SUPPORT_PATHS.contentEntryPublish, params), { ...options, body: { baseVersion } })
            : await api.post(apiPath(SUPPORT_PATHS.contentVersionRestore, { ...params, version: change.version }), {
                ...options,
                body: { baseVersion },
              });
      await client.invalidateQueries({ queryKey: ['support', 'content'] });
      return answer;
    } catch (error) {
      if (isSessionEnded(error)) await client.invalidateQueries({ queryKey: STAFF_SESSION_QUERY_KEY });
      throw error;
    }
  };
}
