import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SUPPORT_API } from '@forkpoint/shared/contracts/support';
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

const BASE = `${SUPPORT_API}/Content`;
// `*` (the global group) stays as it is in the path, as the member app's content calls send it.
const part = (value: string) => (value === '*' ? value : encodeURIComponent(value));
const groupPath = (type: string, name: string) => `${BASE}/${part(type)}/${part(name)}`;
const entryPath = (type: string, name: string, slug: string) => `${groupPath(type, name)}/${encodeURIComponent(slug)}`;

const queryDefaults = { retry: false, refetchOnWindowFocus: false } as const;

export function useContentGroups() {
  return useQuery({
    queryKey: ['support', 'content', 'groups'],
    queryFn: ({ signal }) => consoleGet(BASE, { signal, schema: contentGroupsSchema }),
    ...queryDefaults,
  });
}

export function useContentEntries(type: string, name: string) {
  return useQuery({
    queryKey: ['support', 'content', 'entries', type, name],
    queryFn: ({ signal }) => consoleGet(groupPath(type, name), { signal, schema: contentEntriesSchema }),
    ...queryDefaults,
  });
}

export function useContentEntry(type: string, name: string, slug: string) {
  return useQuery({
    queryKey: ['support', 'content', 'entry', type, name, slug],
    queryFn: ({ signal }) => consoleGet(entryPath(type, name, slug), { signal, schema: contentEntryDetailSchema }),
    ...queryDefaults,
  });
}

export function useContentVersion(type: string, name: string, slug: string, version: number | null) {
  return useQuery({
    queryKey: ['support', 'content', 'version', type, name, slug, version],
    queryFn: ({ signal }) =>
      consoleGet(`${entryPath(type, name, slug)}/Versions/${version}`, { signal, schema: contentVersionDetailSchema }),
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
    const path = entryPath(type, name, slug);
    const options = { schema: contentChangeAnswerSchema };
    try {
      const answer =
        change.kind === 'draft'
          ? await api.put(`${path}/Draft`, { ...options, body: { fields: change.fields, baseVersion } })
          : change.kind === 'publish'
            ? await api.post(`${path}/Publish`, { ...options, body: { baseVersion } })
            : await api.post(`${path}/Versions/${change.version}/Restore`, { ...options, body: { baseVersion } });
      await client.invalidateQueries({ queryKey: ['support', 'content'] });
      return answer;
    } catch (error) {
      if (isSessionEnded(error)) await client.invalidateQueries({ queryKey: STAFF_SESSION_QUERY_KEY });
      throw error;
    }
  };
}
