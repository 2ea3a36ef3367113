import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showWarningToast, toast } from '@/lib/toast';
import { readSessionExpiry, sessionSchedule, SESSION_WARNING_MESSAGE } from '../lib/session-timer';

export interface SessionWatchProps {
  /** Refetches the member (GET /api/Member), which slides the session on the server. */
  refetchMember: () => Promise<unknown>;
  signOutHref: string;
}

const WARNING_TOAST_ID = 'session-warning';

/**
 * The signed-in session (spec part 1 §4 "Session"): the member refetched on every navigation, the warning
 * toast 60 s before expiry when at most 24 h remain (clicking it refetches the member and so keeps the
 * session), and /SignOut at expiry. The expiry is read from its cookie each time it is scheduled.
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
    const keepAlive = () => {
      toast.dismiss(WARNING_TOAST_ID);
      void refetch.current().then(() => setRenewed((n) => n + 1));
    };
    const now = Date.now();
    const { warnInMs, expireInMs } = sessionSchedule(readSessionExpiry(document.cookie, now), now);
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (warnInMs !== null) {
      timers.push(
        setTimeout(
          () =>
            // The message is a button so the warning can be answered by keyboard too, not only by a click.
            showWarningToast(
              <button type="button" className="toast-action" onClick={keepAlive}>
                {SESSION_WARNING_MESSAGE}
              </button>,
              { toastId: WARNING_TOAST_ID },
            ),
          warnInMs,
        ),
      );
    }
    if (expireInMs !== null) {
      timers.push(
        setTimeout(() => {
          // A refetch elsewhere may have moved the expiry on: only leave when the cookie still says so.
          const at = Date.now();
          if (readSessionExpiry(document.cookie, at) > at + 1000) setRenewed((n) => n + 1);
          else navigate(signOutHref, { replace: true });
        }, expireInMs),
      );
    }
    return () => timers.forEach(clearTimeout);
  }, [renewed, location.key, navigate, signOutHref]);

  return null;
}
