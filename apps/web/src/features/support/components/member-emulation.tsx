import { useRef, useState } from 'react';
import { EMULATION_MESSAGES, type EmulationStart } from '@forkpoint/shared/contracts/emulation';
import { staffMay } from '@forkpoint/shared/contracts/support';
import type { SupportMemberDetail } from '@forkpoint/shared/contracts/support-members';
import { errorMessage, useStaffSession } from '../api/staff-session';
import { endEmulation, sendExitMessage, startEmulation } from '../api/support-emulation';

type State =
  | { status: 'idle' | 'starting' }
  | { status: 'active'; emulation: EmulationStart }
  | { status: 'ending'; emulation: EmulationStart }
  | { status: 'ended'; message: string }
  | { status: 'failed'; message: string };

const POPUP_BLOCKED = 'The browser blocked the new window. Allow pop-ups for this site and try again.';

/**
 * "View as member" (issue 18 item 5): opens the member app as the member in a window of its own, and ends it
 * with the emulation-exit message to that window and the End call (both; either alone signs it out).
 */
export function MemberEmulation({ publicId, detail }: { publicId: string; detail: SupportMemberDetail }) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const target = useRef<Window | null>(null);
  const role = useStaffSession().data?.staff.role;
  const { member } = detail;
  const closed = !member.active || member.memberType === 'ClosedAccountMember';
  const unavailable = closed
    ? EMULATION_MESSAGES.closedMember
    : !member.hasWebProfile
      ? EMULATION_MESSAGES.noWebProfile
      : null;
  if (!role || !staffMay(role, 'emulation')) return null;

  const start = async () => {
    // Opened on the click itself, so no pop-up blocker stops it; its address follows once the server answers.
    const opened = window.open('about:blank', `forkpoint-emulation-${publicId}`);
    if (!opened) {
      setState({ status: 'failed', message: POPUP_BLOCKED });
      return;
    }
    target.current = opened;
    setState({ status: 'starting' });
    try {
      const emulation = await startEmulation(publicId);
      opened.location.href = emulation.enterUrl;
      setState({ status: 'active', emulation });
    } catch (error) {
      opened.close();
      setState({ status: 'failed', message: errorMessage(error) });
    }
  };

  const end = async (emulation: EmulationStart) => {
    setState({ status: 'ending', emulation });
    if (target.current) sendExitMessage(target.current, emulation);
    try {
      const answer = await endEmulation(emulation.emulationId);
      setState({ status: 'ended', message: answer.message });
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error) });
    }
  };

  const running = state.status === 'active' || state.status === 'ending' ? state.emulation : null;
  return (
    <section className="support-section" aria-labelledby="section-emulation">
      <h2 id="section-emulation">View as member</h2>
      <p>
        Opens the member app in a new window signed in as this member. Every action there is recorded as yours; cards,
        profile, password and e-mail cannot be changed, and reviews, reservations, orders, bonuses, surveys and claims
        are left to the member. The window is signed out when your console session ends.
      </p>
      <div className="support-actions">
        {running ? (
          <button
            type="button"
            className="button button--v1"
            disabled={state.status === 'ending'}
            onClick={() => void end(running)}
          >
            {state.status === 'ending' ? 'Ending…' : 'End emulation'}
          </button>
        ) : (
          <button
            type="button"
            className="button button--v1"
            disabled={state.status === 'starting' || unavailable !== null}
            onClick={() => void start()}
          >
            {state.status === 'starting' ? 'Opening…' : 'View as member'}
          </button>
        )}
      </div>
      {unavailable ? <p className="support-muted">{unavailable}</p> : null}
      <div aria-live="polite">
        {state.status === 'active' ? (
          <p className="support-success" role="status">
            Viewing as the member in the other window.
          </p>
        ) : state.status === 'ended' ? (
          <p className="support-success" role="status">
            {state.message}
          </p>
        ) : state.status === 'failed' ? (
          <p className="support-error" role="alert">
            {state.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
