import { useState } from 'react';
import { useLocation } from 'react-router';
import { useCurrentMember } from '@/lib/member';
import { isNativeApp } from '@/lib/native-app';
import { useOverlayTurn } from '@/lib/overlays';
import { usePartner } from '@/lib/partner';
import { useAnnouncement } from '../announcement-banner';
import { TEMPORARY_SSO_MODAL_TYPE, usePopupCopy } from './popup-copy';
import { ShellModal } from './shell-modal';
import { dueShellModal, type ShellModalKind } from './shell-modal-rules';
import { readShellModalMemory, rememberShellModalClosed } from './shell-modal-storage';

/**
 * Part of the first load on purpose: a lazy chunk here made the bundler split three shared modules out of
 * the entry, which cost every page more than the dialogs themselves (measured with npm run bench:bundle).
 * Decides, once the member lookup has answered, whether one of the shell's modals is due on this page view
 * (shell-modal-rules.ts) and shows it. At most one per page load: closing it does not bring on the next.
 * It waits while a page's dialog is open (lib/overlays.ts), and the page's hint, the install banner and the
 * survey wait for it.
 */
export function ShellModalHost() {
  const partner = usePartner();
  const { pathname } = useLocation();
  const { kind, isPending } = useCurrentMember();
  const announcement = useAnnouncement();
  const generalPopup = usePopupCopy(partner.generalModalType);
  const temporarySso = usePopupCopy(partner.hasTemporarySsoModal ? TEMPORARY_SSO_MODAL_TYPE : null);
  // Once a modal was shown (and closed) in this page load, no other follows it.
  const [closed, setClosed] = useState<ShellModalKind | null>(null);

  const due =
    isPending || closed
      ? null
      : dueShellModal({
          settings: partner,
          pathname,
          viewer: kind,
          insideNativeApp: isNativeApp(),
          hasCopy: {
            temporarySso: temporarySso !== null,
            announcement: announcement !== null,
            generalPopup: generalPopup !== null,
          },
          stored: readShellModalMemory(),
          now: Date.now(),
        });
  const onTurn = useOverlayTurn('shellModal', due !== null);
  if (!due || !onTurn) return null;

  const close = () => {
    rememberShellModalClosed(due, partner.generalModalType);
    setClosed(due);
  };
  return (
    <>
      {due === 'announcement' && announcement ? (
        <ShellModal kind={due} announcement={announcement} onClose={close} />
      ) : (
        <ShellModal
          kind={due}
          popup={(due === 'temporarySso' ? temporarySso : generalPopup) ?? undefined}
          onClose={close}
        />
      )}
    </>
  );
}
