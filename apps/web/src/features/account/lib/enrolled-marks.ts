import { ENROLLED_BONUS_MARK_MINUTES } from '@forkpoint/shared/constants';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * The enrolled mark (spec part 2 §4 Bonus status): activating a bonus marks it enrolled in browser storage,
 * under the bonus update key, for 35 minutes, so the banner moves to Active at once and stays there while
 * the platform catches up. Expired marks are dropped when read.
 */

type Marks = Record<string, number>;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readMarks(now: number): Marks {
  try {
    const parsed = JSON.parse(storage()?.getItem(STORAGE_KEYS.bonusUpdate) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > now,
      ),
    );
  } catch {
    return {};
  }
}

export function enrolledMarks(now = Date.now()): Set<string> {
  return new Set(Object.keys(readMarks(now)));
}

export function markEnrolled(code: string, now = Date.now()): void {
  const marks = { ...readMarks(now), [code]: now + ENROLLED_BONUS_MARK_MINUTES * 60_000 };
  storage()?.setItem(STORAGE_KEYS.bonusUpdate, JSON.stringify(marks));
}
