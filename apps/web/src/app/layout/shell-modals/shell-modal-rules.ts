import { ANNOUNCEMENT_DISMISSAL_SECONDS } from '@forkpoint/shared/constants';
import type { ViewerKind } from '@/lib/member';

/**
 * Which of the shell's modals (spec part 1 §2 Shell, §4 "General popup", "Announcement modal") is due on
 * this page view. Pure, so every rule is tested at its boundary; shell-modal-host.tsx reads the inputs.
 */

export type ShellModalKind = 'temporarySso' | 'announcement' | 'generalPopup';

export interface ShellModalInputs {
  settings: { hasTemporarySsoModal: boolean; appAnnouncementModal: boolean; generalModalType: string | null };
  pathname: string;
  viewer: ViewerKind;
  insideNativeApp: boolean;
  /** Whether the content service has copy for each (the popup entry of the type, the announcement). */
  hasCopy: { temporarySso: boolean; announcement: boolean; generalPopup: boolean };
  stored: {
    /** The general-popup marker: the popup type last closed. */
    generalPopupType: string | null;
    /** When the announcement modal was last dismissed (epoch ms). */
    announcementDismissedAt: number | null;
    temporarySsoDismissed: boolean;
  };
  now: number;
}

/** The announcement modal stays off the discover, login and join paths (and everything below them). */
const ANNOUNCEMENT_FREE_PATHS = ['/discover', '/login', '/join'];

const isUnder = (pathname: string, base: string) => {
  const path = pathname.toLowerCase();
  return path === base || path.startsWith(`${base}/`);
};

/** The sign-in invitation would only repeat what the sign-in and join pages say. */
const SIGN_IN_PATHS = ['/login', '/join'];

function temporarySsoDue({ settings, pathname, viewer, hasCopy, stored }: ShellModalInputs): boolean {
  // It invites visitors to sign in with the program's own login: a member is past that already.
  if (!settings.hasTemporarySsoModal || !hasCopy.temporarySso || stored.temporarySsoDismissed) return false;
  return viewer === 'visitor' && !SIGN_IN_PATHS.some((base) => isUnder(pathname, base));
}

function announcementDue({ settings, pathname, viewer, insideNativeApp, hasCopy, stored, now }: ShellModalInputs) {
  if (!settings.appAnnouncementModal || !hasCopy.announcement) return false;
  if (insideNativeApp || viewer === 'closedAccount') return false;
  if (ANNOUNCEMENT_FREE_PATHS.some((base) => isUnder(pathname, base))) return false;
  const dismissedAt = stored.announcementDismissedAt;
  return dismissedAt === null || now - dismissedAt >= ANNOUNCEMENT_DISMISSAL_SECONDS * 1000 || dismissedAt > now;
}

function generalPopupDue({ settings, hasCopy, stored }: ShellModalInputs): boolean {
  return (
    settings.generalModalType !== null && hasCopy.generalPopup && stored.generalPopupType !== settings.generalModalType
  );
}

/**
 * The one modal to show, most specific first: the temporary sign-in invitation, then the announcement, then
 * the general popup. One at a time; the host shows at most one per page load so they never queue up.
 * A closed-account member sees neither the announcement nor the temporary modal (spec part 1 §6).
 */
export function dueShellModal(inputs: ShellModalInputs): ShellModalKind | null {
  if (temporarySsoDue(inputs)) return 'temporarySso';
  if (announcementDue(inputs)) return 'announcement';
  if (generalPopupDue(inputs)) return 'generalPopup';
  return null;
}
