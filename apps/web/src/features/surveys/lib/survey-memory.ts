import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * The last-seen date of each survey (closed or submitted), by survey id, in local storage. Unreadable storage
 * or values mean "never seen": the survey may show again, nothing breaks.
 */
function readAll(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.surveyLastSeen) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function surveyLastSeen(surveyId: string): string | null {
  const value = readAll()[surveyId];
  return typeof value === 'string' ? value : null;
}

export function rememberSurveySeen(surveyId: string, now = new Date()): void {
  try {
    window.localStorage.setItem(
      STORAGE_KEYS.surveyLastSeen,
      JSON.stringify({ ...readAll(), [surveyId]: now.toISOString() }),
    );
  } catch {
    // Blocked storage: the survey may show again on the next page.
  }
}
