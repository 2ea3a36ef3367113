import { EMULATION_MODE } from '@forkpoint/shared/contracts/emulation-constants';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * "Emulation mode has the value radmin-emulation with an emulation id stored" (spec part 1 §4). Session
 * storage: the emulation belongs to the window the console opened, and dies with it.
 */

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled; the banner and the exit message still follow the server's answer.
    return null;
  }
}

export function storeEmulation(emulationId: string): void {
  storage()?.setItem(STORAGE_KEYS.emulationMode, EMULATION_MODE);
  storage()?.setItem(STORAGE_KEYS.emulationId, emulationId);
}

export function storedEmulationId(): string | null {
  const store = storage();
  return store?.getItem(STORAGE_KEYS.emulationMode) === EMULATION_MODE ? store.getItem(STORAGE_KEYS.emulationId) : null;
}

export function clearEmulation(): void {
  storage()?.removeItem(STORAGE_KEYS.emulationMode);
  storage()?.removeItem(STORAGE_KEYS.emulationId);
}
