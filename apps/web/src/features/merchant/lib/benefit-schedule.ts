import { DAY_NAMES, DAYS_OF_WEEK, type DayOfWeek } from '@forkpoint/shared/contracts/merchant-constants';

/**
 * When a merchant earns (its benefit availability): the days of the week, the hours and the blackout dates,
 * in the words the merchant page shows.
 */

/** "Every day", a run ("Sunday to Thursday") or a list ("Monday, Tuesday and Thursday"); "No days" when empty. */
export function formatBenefitDays(days: readonly DayOfWeek[]): string {
  const indexes = [...new Set(days.map((day) => DAYS_OF_WEEK.indexOf(day)))].filter((i) => i >= 0).sort();
  if (indexes.length === 0) return 'No days';
  if (indexes.length === DAYS_OF_WEEK.length) return 'Every day';
  const names = indexes.map((i) => DAY_NAMES[DAYS_OF_WEEK[i]!]);
  const consecutive = indexes.every((value, i) => i === 0 || value === indexes[i - 1]! + 1);
  if (consecutive && indexes.length >= 3) return `${names[0]} to ${names[names.length - 1]}`;
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "17:00" as "5:00 PM"; "00:00" as "12:00 AM". */
export function formatClockTime(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const suffix = hours >= 12 && hours < 24 ? 'PM' : 'AM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}

/** "All day" without a window, otherwise "11:00 AM to 3:00 PM". */
export function formatBenefitHours(hours: { from: string; to: string } | null): string {
  if (!hours) return 'All day';
  return `${formatClockTime(hours.from)} to ${formatClockTime(hours.to)}`;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11-26" as "Thu, Nov 26, 2026"; a malformed date is shown as given. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) && !Number.isNaN(date.getTime()) ? DATE_FORMAT.format(date) : isoDate;
}

/** The local calendar date of `now` as YYYY-MM-DD. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Blackout dates from today on, in order: past ones no longer matter to a diner. */
export function upcomingBlackouts(dates: readonly string[], today: string): string[] {
  return [...new Set(dates)].filter((date) => date >= today).sort();
}
