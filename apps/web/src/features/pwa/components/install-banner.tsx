import { useState, useSyncExternalStore } from 'react';
import { useOverlayTurn } from '@/lib/overlays';
import { usePartner } from '@/lib/partner';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { installBannerKind, isIosSafari, laterUntilFrom } from '../lib/install-banner-rules';
import { deferredInstallPrompt, promptInstall, subscribeToInstallPrompt } from '../lib/install-prompt';
import './install-banner.css';

function readLater(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.installLater);
  } catch {
    return null;
  }
}

function storeLater(now = Date.now()): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.installLater, laterUntilFrom(now));
  } catch {
    // Blocked storage: the banner is hidden for this page view only.
  }
}

const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as { standalone?: boolean }).standalone === true;

/**
 * The app-install banner (spec part 1 §2, §4): fixed at the bottom, "Install" hands over to the browser's own
 * install dialog; on iOS Safari, which has none, it says how to add the app from the share sheet. One overlay
 * at a time (lib/overlays.ts): it waits while a modal or a page's hint is up, and the survey waits for it.
 */
export function InstallBanner() {
  const { hasPWAInstallBanner, terms } = usePartner();
  const installPrompt = useSyncExternalStore(subscribeToInstallPrompt, deferredInstallPrompt, () => null);
  const [closed, setClosed] = useState(false);
  const kind = closed
    ? null
    : installBannerKind({
        enabled: hasPWAInstallBanner,
        standalone: isStandalone(),
        hasInstallPrompt: installPrompt !== null,
        iosSafari: isIosSafari(navigator.userAgent),
        laterUntil: readLater(),
        now: Date.now(),
      });
  const onTurn = useOverlayTurn('installBanner', kind !== null);
  if (!kind || !onTurn) return null;

  const later = () => {
    storeLater();
    setClosed(true);
  };
  const install = async () => {
    const outcome = await promptInstall();
    if (outcome !== 'accepted') return;
    setClosed(true);
  };
  return (
    <aside className="install-banner" aria-labelledby="install-banner-title">
      <div className="install-banner__text">
        <p id="install-banner-title" className="install-banner__title">
          Get the {terms.program} app
        </p>
        {kind === 'prompt' ? (
          <p>Add it to your home screen: find restaurants and check your {terms.currencyPlural} in one tap.</p>
        ) : (
          <p>
            To add it to your home screen, tap <strong>Share</strong> in Safari, then{' '}
            <strong>Add to Home Screen</strong>.
          </p>
        )}
      </div>
      <div className="install-banner__actions">
        {kind === 'prompt' ? (
          <button type="button" className="button button--v1" onClick={() => void install()}>
            Install
          </button>
        ) : null}
        <button type="button" className="button button--v2" onClick={later}>
          Maybe later
        </button>
      </div>
    </aside>
  );
}
