import { useQuery } from '@tanstack/react-query';
import {
  SUPPORT_API,
  staffActionResponseSchema,
  staffListSchema,
  type StaffCreateRequest,
  type StaffRole,
} from '@forkpoint/shared/contracts/support';
import { api } from '@/lib/api-client';
import { consoleGet } from './staff-session';
import { useConsoleCall } from './support-adjustments';

/** Staff management calls (admins; docs/decisions/0026-staff-management.md). */

const STAFF_KEY = ['support', 'staff'] as const;
const staffPath = `${SUPPORT_API}/Staff`;

export function useStaffList() {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) => consoleGet(staffPath, { signal, schema: staffListSchema }),
    retry: false,
    refetchOnWindowFocus: false,
    // The app's defaults never refetch on mount (start-up data); the list is fetched again when a change made
    // it stale, or when it is older than half a minute (another admin may have changed it).
    staleTime: 30_000,
    refetchOnMount: true,
  });
}

export function useCreateStaff() {
  return useConsoleCall(
    (body: StaffCreateRequest) => api.post(staffPath, { body, schema: staffActionResponseSchema }),
    [STAFF_KEY],
  );
}

export type StaffAction =
  { kind: 'Role'; role: StaffRole } | { kind: 'Deactivate' | 'Reactivate' | 'ResetTotp' | 'RecoveryCodes' };

/** One change to one member of staff; the answer carries what is shown once (a new secret, new codes). */
export function useStaffAction(id: number) {
  return useConsoleCall(
    (action: StaffAction) =>
      api.post(`${staffPath}/${id}/${action.kind}`, {
        body: action.kind === 'Role' ? { role: action.role } : {},
        schema: staffActionResponseSchema,
      }),
    [STAFF_KEY],
  );
}
