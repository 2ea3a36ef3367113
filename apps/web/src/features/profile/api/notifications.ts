import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_PATHS } from '@forkpoint/shared/contracts/notification-constants';
import {
  notificationPreferencesSchema,
  pushKeySchema,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type PushSubscriptionRequest,
} from '@forkpoint/shared/contracts/notifications';
import { api } from '@/lib/api-client';

/**
 * The member's notification calls (issue 35): their channels in this program, and this browser's push
 * subscription. Under the shell's member key, so signing out or in refreshes them.
 */
export const NOTIFICATIONS_QUERY_KEY = ['member', 'notifications'] as const;

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.get(NOTIFICATION_PATHS.preferences, { schema: notificationPreferencesSchema, signal, auth: true }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationsQueryOptions());
}

/** PUT: the switches to change; the browser's time zone rides along (quiet hours follow it). */
export function updateNotificationPreferences(body: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
  return api.put(NOTIFICATION_PATHS.preferences, {
    body: { ...body, ...browserTimeZone() },
    schema: notificationPreferencesSchema,
    auth: true,
  });
}

export async function getPushKey(): Promise<string> {
  return (await api.get(NOTIFICATION_PATHS.pushKey, { schema: pushKeySchema, auth: true })).publicKey;
}

export function savePushSubscription(body: PushSubscriptionRequest): Promise<unknown> {
  return api.post(NOTIFICATION_PATHS.pushSubscription, { body, auth: true });
}

export function removePushSubscription(endpoint: string): Promise<unknown> {
  return api.delete(NOTIFICATION_PATHS.pushSubscription, { body: { endpoint }, auth: true });
}

function browserTimeZone(): { timeZone?: string } {
  try {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return timeZone ? { timeZone } : {};
  } catch {
    return {};
  }
}
