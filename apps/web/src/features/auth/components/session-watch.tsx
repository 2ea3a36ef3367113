import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dismissToast, showWarningToast } from '@/lib/toast';
import { readSessionExpiry, sessionSchedule, SESSION_WARNING_MESSAGE } from '../lib/session-timer';

export interface SessionWatchProps {
  /** Refetches the member (GET /api/Member), which slides the session on the server. */
  refetchMember: () => Promise<unknown>;
  signOutHref: string;
}

const WARNING_TOAST_ID = 'session-warning';

/** What counts as the member being active while the warning stands (docs/decisions/0011-session-warning.md). */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown'] as const;

/**
 * The signed-in session (spec part 1 §4 "Session"): the member refetched on every navigation, the warning
 * toast 60 s before expiry when at most 24 h remain (clicking it refetches the member and so keeps the
 * session), and /SignOut at expiry. The expiry is read from its cookie each time it is scheduled.
 * The toast closes after the spec's 3 s, so from the warning until expiry any key press or pointer press
 * on the page keeps the session too (WCAG 2.2.1: at least 20 s to extend with a simple action; 0011).
 */
export function SessionWatch({ refetchMember, signOutHref }: SessionWatchProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [renewed, setRenewed] = useState(0);
  const firstLocation = useRef(location.key);
  const refetch = useRef(refetchMember);
  refetch.current = refetchMember;

  useEffect(() => {
    // The first render is the member's own load; refetch on every navigation after it.
    if (location.key === firstLocation.current) return;
    void refetch.current().then(() => setRenewed((n) => n + 1));
  }, [location.key]);

  useEffect(() => {
    let answered = false;
    const stopListening = () =>
      ACTIVITY_EVENTS.forEach((type) => document.removeEventListener(type, keepAlive, { capture: true }));
    // One answer per warning: a click on the toast is also a pointer press on the page.
    function keepAlive() {
      if (answered) return;
      answered = true;
      stopListening();
      void dismissToast(WARNING_TOAST_ID);
      void refetch.current().then(() => setRenewed((n) => n + 1));
    }
    const now = Date.now();
    const { warnInMs, expireInMs } = sessionSchedule(readSessionExpiry(document.cookie, now), now);
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (warnInMs !== null) {
      timers.push(
        setTimeout(() => {
          // The message is a button so the warning can be answered by keyboard too, not only by a click.
          void showWarningToast(
            <button type="button" className="toast-action" onClick={keepAlive}>
              {SESSION_WARNING_MESSAGE}
            </button>,
            { toastId: WARNING_TOAST_ID },
          );
          ACTIVITY_EVENTS.forEach((type) => document.addEventListener(type, keepAlive, { capture: true }));
        }, warnInMs),
      );
    }
    if (expireInMs !== null) {
      timers.push(
        setTimeout(() => {
          // A refetch elsewhere may have moved the expiry on: only leave when the cookie still says so.
          const at = Date.now();
          if (readSessionExpiry(document.cookie, at) > at + 1000) setRenewed((n) => n + 1);
          else void navigate(signOutHref, { replace: true });
        }, expireInMs),
      );
    }
    return () => {
      timers.forEach(clearTimeout);
      stopListening();
    };
  }, [renewed, location.key, navigate, signOutHref]);

  return null;
}
