import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';
import type { AppStatusResponse } from '@forkpoint/shared/contracts/app-status';
import { api } from './api-client';
import { logger } from './logger';
import { STARTUP_QUERY_DEFAULTS } from './query-client';

/**
 * GET /api/app-status at start-up: whether the maintenance pages replace the app (spec part 1 §2
 * "Maintenance pages"). When the status cannot be read the app runs normally: a status outage must not
 * take the whole site down with it.
 */

export const APP_STATUS_URL = APP_PATHS.appStatus;

/** The safe reading when the status is unknown: the app runs, and staging tools stay hidden. */
const RUNNING: AppStatusResponse = { maintenance: false, stagingTools: false };

export async function getAppStatus(signal?: AbortSignal): Promise<AppStatusResponse> {
  try {
    const status = await api.get<Partial<Record<keyof AppStatusResponse, unknown>>>(APP_STATUS_URL, { signal });
    return { maintenance: status?.maintenance === true, stagingTools: status?.stagingTools === true };
  } catch (error) {
    logger.warn('app status unavailable; assuming the app is running', error);
    return RUNNING;
  }
}

export function getAppStatusQueryOptions() {
  return queryOptions({
    queryKey: ['app-status'],
    queryFn: ({ signal }) => getAppStatus(signal),
    ...STARTUP_QUERY_DEFAULTS,
  });
}

export function useAppStatusQuery() {
  return useQuery(getAppStatusQueryOptions());
}

/** For components under the app loader, which has waited for the status. */
export function useAppStatus(): AppStatusResponse {
  return useAppStatusQuery().data ?? RUNNING;
}

export type { AppStatusResponse };
