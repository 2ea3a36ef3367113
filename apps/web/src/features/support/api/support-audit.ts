import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { auditPageSchema } from '@forkpoint/shared/contracts/support-audit';
import { buildUrl } from '@/lib/api-client';
import { csrfTokenForRequest } from '@/lib/csrf-token';
import { CSRF_HEADER } from '@forkpoint/shared/constants';
import { consoleGet } from './staff-session';

/** The audit log's search (admins): action, staff, target, from, to (YYYY-MM-DD) and page. */
export interface AuditFilters {
  action?: string;
  staff?: string;
  target?: string;
  from?: string;
  to?: string;
}

const withoutBlanks = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

export function useAuditSearch(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: ['support', 'audit', filters, page],
    queryFn: ({ signal }) =>
      consoleGet(SUPPORT_PATHS.audit, {
        query: { ...withoutBlanks(filters), page },
        signal,
        schema: auditPageSchema,
      }),
    retry: false,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
}

/**
 * Downloads the search as CSV. A plain link cannot carry the CSRF header the console's calls need, so the
 * file is fetched and handed to the browser as a download.
 */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  const token = await csrfTokenForRequest();
  const response = await fetch(buildUrl(SUPPORT_PATHS.auditCsv, withoutBlanks(filters)), {
    credentials: 'same-origin',
    headers: token ? { [CSRF_HEADER]: token } : {},
  });
  if (!response.ok) throw new Error(`The export failed (${response.status}). Please try again.`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'audit.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
