import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isIosSafari } from '../lib/install-banner-rules';
import { deferredInstallPrompt, subscribeToInstallPrompt } from '../lib/install-prompt';

// The banner is its own chunk, fetched only where it can show: most visits never get an install event.
const InstallBanner = lazy(() => import('./install-banner').then((m) => ({ default: m.InstallBanner })));

/** Where the app-install banner goes: loaded once the browser offers an install, or on iOS Safari. */
export function InstallBannerSlot() {
  const installPrompt = useSyncExternalStore(subscribeToInstallPrompt, deferredInstallPrompt, () => null);
  if (installPrompt === null && !isIosSafari(navigator.userAgent)) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  );
}
