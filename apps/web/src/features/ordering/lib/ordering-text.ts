import type { OrderConfirmation } from '@forkpoint/shared/contracts/ordering';
import { DAY_MS } from '@forkpoint/shared/dates/durations';

/** Words of the stand-in page: money, clock times, hours and the ready time. */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const money = (cents: number) => dollars.format(cents / 100);

/** "19:45" → "7:45 PM"; "24:00" and "00:00" → "midnight". */
export function clockTime(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  if (minutes === 0 && hours % 24 === 0) return 'midnight';
  const suffix = hours % 24 < 12 ? 'AM' : 'PM';
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export const hoursText = (hours: { opens: string; closes: string }) =>
  `${clockTime(hours.opens)} to ${clockTime(hours.closes)}`;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The date (YYYY-MM-DD) on the restaurant's clock at `at`. */
function dateIn(timeZone: string, at: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

/** "today", "tomorrow" or the weekday ("on Friday"), as the restaurant counts days. */
export function dayWord(localDate: string, timeZone: string, now: Date): string {
  const today = dateIn(timeZone, now);
  if (localDate === today) return 'today';
  const tomorrow = dateIn(timeZone, new Date(now.getTime() + DAY_MS));
  if (localDate === tomorrow) return 'tomorrow';
  return `on ${weekday.format(new Date(`${localDate}T12:00:00Z`))}`;
}

/** "Ready for pickup today at 12:25 PM PDT" / "Arriving tomorrow at about 11:45 AM PDT". */
export function readyText({ mode, ready }: Pick<OrderConfirmation, 'mode' | 'ready'>, now = new Date()): string {
  const [date = '', time = ''] = ready.local.split('T');
  const when = `${dayWord(date, ready.timeZone, now)} at ${mode === 'delivery' ? 'about ' : ''}${clockTime(time)} ${ready.zoneName}`;
  return mode === 'delivery' ? `Arriving ${when}` : `Ready for pickup ${when}`;
}
