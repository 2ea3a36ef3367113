import { useQuery } from '@tanstack/react-query';
import { apiPath } from '@forkpoint/shared/contracts/api-path';
import {
  staffActionResponseSchema,
  staffListSchema,
  type StaffCreateRequest,
  type StaffRole,
} from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { api } from '@/lib/api-client';
import { consoleGet } from './staff-session';
import { useConsoleCall } from './support-adjustments';

/** Staff management calls (admins; docs/decisions/0026-staff-management.md). */

const STAFF_KEY = ['support', 'staff'] as const;
const STAFF_ACTION_PATHS = {
  Role: SUPPORT_PATHS.staffRole,
  Deactivate: SUPPORT_PATHS.staffDeactivate,
  Reactivate: SUPPORT_PATHS.staffReactivate,
  ResetTotp: SUPPORT_PATHS.staffResetTotp,
  RecoveryCodes: SUPPORT_PATHS.staffRecoveryCodes,
};

export function useStaffList() {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) => consoleGet(SUPPORT_PATHS.staff, { signal, schema: staffListSchema }),
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
    (body: StaffCreateRequest) => api.post(SUPPORT_PATHS.staff, { body, schema: staffActionResponseSchema }),
    [STAFF_KEY],
  );
}

export type StaffAction =
  { kind: 'Role'; role: StaffRole } | { kind: 'Deactivate' | 'Reactivate' | 'ResetTotp' | 'RecoveryCodes' };

/** One change to one member of staff; the answer carries what is shown once (a new secret, new codes). */
export function useStaffAction(id: number) {
  return useConsoleCall(
    (action: StaffAction) =>
      api.post(apiPath(STAFF_ACTION_PATHS[action.kind], { id }), {
        body: action.kind === 'Role' ? { role: action.role } : {},
        schema: staffActionResponseSchema,
      }),
    [STAFF_KEY],
  );
}
