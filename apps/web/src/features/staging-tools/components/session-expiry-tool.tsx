import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { SESSION_EXPIRY_SECONDS } from '@forkpoint/shared/contracts/staging-tools';
import { errorMessage, setSessionExpiry } from '../api/staging-tools-api';
import { ToolOutcome, ToolPanel, type Outcome } from './tool-panel';

const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/**
 * Session expiry: gives the member session of this browser a short lifetime of its own (it slides by that
 * much on each call), so the inactivity warning (60 s before the end, docs/decisions/0011) can be seen
 * without waiting 15 minutes. The watch reads the new expiry on the next page the member opens.
 */
export function SessionExpiryTool() {
  const [seconds, setSeconds] = useState('90');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inputId = useId();
  const hintId = useId();
  const set = useMutation({
    mutationFn: setSessionExpiry,
    onSuccess: (result) => {
      const ends = timeOfDay.format(new Date(result.expiresAt));
      setOutcome({
        kind: 'done',
        text:
          result.seconds === null
            ? `The session of ${result.publicId} has its normal lifetime again; it now ends at ${ends}.`
            : `The session of ${result.publicId} now ends at ${ends}, and ${result.seconds} s after each later call. Open any page: the warning shows 60 s before the end.`,
      });
    },
    onError: (error) => setOutcome({ kind: 'failed', text: errorMessage(error) }),
  });

  return (
    <ToolPanel
      id="session-tool"
      title="Member session expiry"
      hint="Sign in as a member in this browser first; this sets that member's session."
    >
      <form
        className="staging-tool__row"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          set.mutate(Number(seconds));
        }}
      >
        <label htmlFor={inputId}>Session lasts (seconds)</label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={SESSION_EXPIRY_SECONDS.min}
          max={SESSION_EXPIRY_SECONDS.max}
          value={seconds}
          aria-describedby={hintId}
          onChange={(event) => setSeconds(event.target.value)}
        />
        <button type="submit" className="button button--v2" disabled={set.isPending}>
          {set.isPending ? 'Setting…' : 'Set session expiry'}
        </button>
        <button type="button" className="button button--v3" disabled={set.isPending} onClick={() => set.mutate(null)}>
          Normal lifetime
        </button>
      </form>
      <p id={hintId} className="staging-tool__note">
        From {SESSION_EXPIRY_SECONDS.min} s to {SESSION_EXPIRY_SECONDS.max.toLocaleString('en-US')} s (24 hours).
      </p>
      <ToolOutcome outcome={outcome} />
    </ToolPanel>
  );
}
