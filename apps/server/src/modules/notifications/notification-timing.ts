/**
 * When a "you just earned" message goes (docs/decisions/0048-earn-notifications.md): several notices of one
 * member close together go as one message, and none goes during the member's quiet hours.
 */

/** The advisory lock one instance sends notifications under (plugins/scheduled-job.ts). */
export const EARN_NOTIFICATIONS_LOCK = 'earn-notifications';
/** How often the job wakes: a message goes at most this long after its window closes. */
export const EARN_NOTIFICATIONS_INTERVAL_MS = 15_000;
/** The default of EARN_NOTIFICATION_COALESCE_SECONDS: notices this close after the first wait and go together. */
export const DEFAULT_COALESCE_WINDOW_MS = 2 * 60_000;

/** Quiet hours, in the member's local time: from 22:00 to 08:00 nothing is sent; it waits until 08:00. */
export const QUIET_HOURS = { startHour: 22, endHour: 8 } as const;

/**
 * The zone quiet hours follow when neither the member (their browser, saved with their choices) nor the restaurant
 * (a bonus has none) says one: US Central, the middle of the programs' members.
 */
export const FALLBACK_TIME_ZONE = 'America/Chicago';

/** The hour (0–23) it is at `now` in `timeZone`; an unknown zone counts as FALLBACK_TIME_ZONE. */
export function localHour(now: Date, timeZone: string): number {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(now);
  let hour: string;
  try {
    hour = format(timeZone);
  } catch {
    hour = format(FALLBACK_TIME_ZONE);
  }
  return Number(hour) % 24;
}

/** Whether `now` is within quiet hours where the member is. */
export function isQuietHour(now: Date, timeZone: string, hours: typeof QUIET_HOURS = QUIET_HOURS): boolean {
  const hour = localHour(now, timeZone);
  return hours.startHour > hours.endHour
    ? hour >= hours.startHour || hour < hours.endHour
    : hour >= hours.startHour && hour < hours.endHour;
}

/**
 * Whether a member's waiting notices are due: the window since the first of them has passed (so the purchases of
 * those minutes, and a reversal of one, are in), and it is not quiet where they are.
 */
export function isDue(input: { oldestWaiting: Date; now: Date; windowMs: number; timeZone: string }): boolean {
  if (input.now.getTime() - input.oldestWaiting.getTime() < input.windowMs) return false;
  return !isQuietHour(input.now, input.timeZone);
}
