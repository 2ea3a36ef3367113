/**
 * The browser's install event (spec part 1 §4 "Install prompt"): held from start-up until the member accepts,
 * cleared when the app is installed or the prompt was accepted. main.tsx starts listening before React renders,
 * because the browser fires the event once, early.
 */

/** Chromium's BeforeInstallPromptEvent (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Held back so the banner, not the browser's own mini-infobar, offers the install.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

export function deferredInstallPrompt(): InstallPromptEvent | null {
  return deferred;
}

export function subscribeToInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; the held event is spent either way, and cleared once accepted. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') {
    deferred = null;
    notify();
  }
  return outcome;
}
