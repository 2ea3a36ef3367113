import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { ShellModalInputs, ShellModalKind } from './shell-modal-rules';

/**
 * What the shell's modals remember in local storage. Storage can be unavailable (private modes, blocked
 * cookies) or hold anything a user typed into it: then a modal is treated as never dismissed, never broken.
 */

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or blocked storage: the modal may show again, which is all that is lost.
  }
}

export function readShellModalMemory(): ShellModalInputs['stored'] {
  const dismissedAt = Number(read(STORAGE_KEYS.announcementDismissed));
  return {
    generalPopupType: read(STORAGE_KEYS.generalPopup),
    announcementDismissedAt: Number.isFinite(dismissedAt) && dismissedAt > 0 ? dismissedAt : null,
    temporarySsoDismissed: read(STORAGE_KEYS.temporarySsoModalDismissed) === 'true',
  };
}

/** Remembers that a modal was closed: the popup's type, the announcement's moment, the invitation for good. */
export function rememberShellModalClosed(kind: ShellModalKind, generalModalType: string | null, now = Date.now()) {
  if (kind === 'generalPopup' && generalModalType) write(STORAGE_KEYS.generalPopup, generalModalType);
  if (kind === 'announcement') write(STORAGE_KEYS.announcementDismissed, String(now));
  if (kind === 'temporarySso') write(STORAGE_KEYS.temporarySsoModalDismissed, 'true');
}
