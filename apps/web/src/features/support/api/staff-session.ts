import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffSessionSchema, type StaffSession, type StaffSignInRequest } from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { ApiRequestError, api } from '@/lib/api-client';

/**
 * The staff session (GET /api/Support/Session): null when no staff member is signed in on this partner.
 * Every console call sends the CSRF header, GETs included (the server asks for it on all of them).
 */
export const STAFF_SESSION_QUERY_KEY = ['support', 'session'] as const;

export async function fetchStaffSession(signal?: AbortSignal): Promise<StaffSession | null> {
  try {
    return await api.get(SUPPORT_PATHS.session, { signal, csrf: true, schema: staffSessionSchema });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const staffSessionQuery = queryOptions({
  queryKey: STAFF_SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchStaffSession(signal),
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: Infinity,
});

export function useStaffSession() {
  return useQuery(staffSessionQuery);
}

export function staffSignIn(body: StaffSignInRequest): Promise<StaffSession> {
  return api.post(SUPPORT_PATHS.signIn, { body, schema: staffSessionSchema });
}

export function staffSignOut(): Promise<unknown> {
  return api.post(SUPPORT_PATHS.signOut);
}

/** After sign-in, sign-out or a 401 from any console call: what the console shows next follows the session. */
export function useSetStaffSession() {
  const client = useQueryClient();
  return (session: StaffSession | null) => {
    client.setQueryData(STAFF_SESSION_QUERY_KEY, session);
    // Nothing one staff member looked at stays in memory for the next.
    if (!session) client.removeQueries({ queryKey: ['support'], predicate: (q) => q.queryKey[1] !== 'session' });
  };
}

/**
 * Console calls: the CSRF header on every one; a 401 means the staff session ended (idle, signed out
 * elsewhere), and the console goes back to its sign-in.
 */
export function consoleGet<T>(
  path: string,
  options: {
    query?: Record<string, string | number | undefined>;
    signal?: AbortSignal;
    schema?: { parse(data: unknown): T };
  },
): Promise<T> {
  return api.get<T>(path, { ...options, csrf: true });
}

export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/** The server's message for a failed call, fit to show staff. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.body?.message) return error.body.message;
  return 'Something went wrong. Please try again.';
}
