import { useEffect } from 'react';
import type { ViewerKind } from '@/lib/member';
import { isNativeApp, setMarketingExternalUserId } from '@/lib/native-app';
import { usePartner } from '@/lib/partner';
import { InstallBannerSlot } from '@/features/pwa/components/install-banner-slot';
import { rememberOfflineTheme } from '@/features/pwa/lib/offline-theme';
import { ShellModalHost } from './shell-modals/shell-modal-host';
import { SurveyPanelSlot } from './survey-panel-slot';

/**
 * What the shell adds over the page once it is drawn (spec part 1 §2): its modals, the pop-up survey and the
 * app-install banner, and the native app's and the offline page's bookkeeping. None of it is needed to draw
 * the page, so app-layout.tsx loads it as a chunk of its own, keeping every page's first load small.
 */
export function ShellExtras({ kind, publicId }: { kind: ViewerKind; publicId: string | null }) {
  const partner = usePartner();
  const inApp = isNativeApp();
  // Inside the native app, its marketing tool learns who is signed in (a no-op elsewhere: lib/native-app.ts).
  useEffect(() => {
    if (publicId && inApp) setMarketingExternalUserId(publicId);
  }, [publicId, inApp]);
  useEffect(() => rememberOfflineTheme(partner), [partner]);
  return (
    <>
      <ShellModalHost />
      {kind === 'closedAccount' ? null : <SurveyPanelSlot />}
      {/* Inside the native app there is nothing to install. */}
      {inApp ? null : <InstallBannerSlot />}
    </>
  );
}
