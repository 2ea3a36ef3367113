import type { AppStatusResponse } from '@forkpoint/shared/contracts/app-status';

/**
 * The platform's run state. Maintenance starts from the MAINTENANCE_MODE environment variable;
 * the staging tools switch it at run time through setMaintenance, so the state lives here and
 * not in the (read-once) environment.
 */
export interface AppStatusService {
  status(): AppStatusResponse;
  setMaintenance(on: boolean): void;
}

export function createAppStatusService(initial: AppStatusResponse): AppStatusService {
  let maintenance = initial.maintenance;
  const { stagingTools } = initial;
  return {
    status: () => ({ maintenance, stagingTools }),
    setMaintenance: (on) => {
      maintenance = on;
    },
  };
}
