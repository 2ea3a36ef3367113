import { useQuery } from '@tanstack/react-query';
import { errorReportListSchema } from '@forkpoint/shared/contracts/error-reports';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { consoleGet } from './staff-session';

/** The program's newest error reports, from the browser and the server (admins; issue 33). */
export function useErrorReports() {
  return useQuery({
    queryKey: ['support', 'error-reports'] as const,
    queryFn: ({ signal }) => consoleGet(SUPPORT_PATHS.errorReports, { signal, schema: errorReportListSchema }),
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: true,
  });
}
