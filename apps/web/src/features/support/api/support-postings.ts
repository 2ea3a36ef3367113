import { useQuery } from '@tanstack/react-query';
import { apiPath } from '@forkpoint/shared/contracts/api-path';
import {
  postingFileListSchema,
  postingRejectedLinesSchema,
  postingSentAgainSchema,
} from '@forkpoint/shared/contracts/postings';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { api } from '@/lib/api-client';
import { consoleGet } from './staff-session';
import { useConsoleCall } from './support-adjustments';

/**
 * The program's posting files (agents and admins; issue 33): each file's lines as the partner answered them, a
 * file's rejected lines, and sending a rejected line's reward again (the next file carries it).
 */

const FILES_KEY = ['support', 'posting-files'] as const;
const rejectedKey = (fileName: string) => [...FILES_KEY, 'rejected', fileName] as const;

export function usePostingFiles() {
  return useQuery({
    queryKey: FILES_KEY,
    queryFn: ({ signal }) => consoleGet(SUPPORT_PATHS.postingFiles, { signal, schema: postingFileListSchema }),
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: true,
  });
}

export function useRejectedPostingLines(fileName: string) {
  return useQuery({
    queryKey: rejectedKey(fileName),
    queryFn: ({ signal }) =>
      consoleGet(apiPath(SUPPORT_PATHS.postingFileRejectedLines, { fileName }), {
        signal,
        schema: postingRejectedLinesSchema,
      }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useSendPostingLineAgain(fileName: string) {
  return useConsoleCall(
    (line: number) =>
      api.post(apiPath(SUPPORT_PATHS.postingLineSendAgain, { fileName, line }), { schema: postingSentAgainSchema }),
    [FILES_KEY],
  );
}
