import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isDialogRoutePath } from '@/lib/dialog-route';
import { useCurrentMember, type ViewerKind } from '@/lib/member';
import { isNativeApp, setMarketingExternalUserId } from '@/lib/native-app';
import { useOverlayTurn } from '@/lib/overlays';
import { usePartner } from '@/lib/partner';
import { InstallBannerSlot } from '@/features/pwa/components/install-banner-slot';
import { rememberOfflineTheme } from '@/features/pwa/lib/offline-theme';
import { ShellModalHost } from './shell-modals/shell-modal-host';
import { SurveyPanelSlot } from './survey-panel-slot';
import { paths } from '@/config/paths';

// Support staff viewing as the member (issue 18 item 5): the banner's code loads only while emulating.
const EmulationBanner = lazy(() =>
  import('@/features/emulation/components/emulation-banner').then((m) => ({ default: m.EmulationBanner })),
);

/**
 * A route that is a dialog over its page (/merchants/{id}/Order) holds the dialog's turn from the start, before
 * the page and its dialog have loaded: the shell's modals, the install banner and the survey wait for it and
 * never open over it or under it (lib/overlays.ts; its dialog is the browser's own modal <dialog>).
 */
function DialogRouteTurn() {
  const { pathname } = useLocation();
  useOverlayTurn('dialog', isDialogRoutePath(pathname));
  return null;
}

/**
 * What the shell adds over the page once it is drawn (spec part 1 §2): its modals, the pop-up survey and the
 * app-install banner, and the native app's and the offline page's bookkeeping. None of it is needed to draw
 * the page, so app-layout.tsx loads it as a chunk of its own, keeping every page's first load small.
 */
export function ShellExtras({ kind, publicId }: { kind: ViewerKind; publicId: string | null }) {
  const partner = usePartner();
  const inApp = isNativeApp();
  const { member } = useCurrentMember();
  const navigate = useNavigate();
  // Inside the native app, its marketing tool learns who is signed in (a no-op elsewhere: lib/native-app.ts).
  useEffect(() => {
    if (publicId && inApp) setMarketingExternalUserId(publicId);
  }, [publicId, inApp]);
  useEffect(() => rememberOfflineTheme(partner), [partner]);
  return (
    <>
      <DialogRouteTurn />
      <ShellModalHost />
      {kind === 'closedAccount' ? null : <SurveyPanelSlot />}
      {/* Inside the native app there is nothing to install. */}
      {inApp ? null : <InstallBannerSlot />}
      {member?.emulation ? (
        <Suspense fallback={null}>
          <EmulationBanner
            emulation={member.emulation}
            memberName={`${member.firstName} ${member.lastName}`.trim() || member.publicId}
            // Ends as a sign-out does (GET /api/SignOut ends the emulation on the server).
            onEnd={() => void navigate(paths.signOut.getHref())}
          />
        </Suspense>
      ) : null}
    </>
  );
}
