import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, getDemoReset, startDemoReset, STAGING_QUERY_KEYS } from '../api/staging-tools-api';
import { ToolOutcome, ToolPanel, type Outcome } from './tool-panel';

/** How often a running reset is asked about. */
const POLL_MS = 1000;

/**
 * Demo data: removes this partner's demo members with everything they did and seeds them again as a first
 * start does (accounts, cards, dining history), showing each step while it runs. Asked twice: it cannot be
 * undone.
 */
export function DemoResetTool() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const progressId = useId();
  const status = useQuery({
    queryKey: STAGING_QUERY_KEYS.demoReset,
    queryFn: getDemoReset,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.job?.state === 'running' ? POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: startDemoReset,
    onSuccess: (answer) => {
      setConfirming(false);
      setOutcome(null);
      queryClient.setQueryData(STAGING_QUERY_KEYS.demoReset, answer);
    },
    onError: (error) => setOutcome({ kind: 'failed', text: errorMessage(error) }),
  });
  const job = status.data?.job ?? null;
  const running = job?.state === 'running';

  return (
    <ToolPanel
      id="demo-reset-tool"
      title="Demo data"
      hint="Puts this partner's demo accounts back as a first start made them: their cards, history, reservations and changes are replaced."
    >
      {status.isError ? <p role="alert">{errorMessage(status.error)}</p> : null}
      {job ? (
        <div className="staging-tool__progress">
          <label htmlFor={progressId}>
            {running ? `Step ${Math.min(job.stepsDone + 1, job.steps)} of ${job.steps}: ` : ''}
            {job.label}
          </label>
          <progress id={progressId} max={job.steps} value={job.stepsDone} />
          <p role={job.state === 'failed' ? 'alert' : 'status'}>
            {job.state === 'done' ? 'The demo data was reset.' : job.state === 'failed' ? 'The reset failed.' : null}
          </p>
        </div>
      ) : null}
      {confirming ? (
        <div className="staging-tool__row" role="group" aria-label="Confirm the reset">
          <p>Reset the demo data of this partner now? This cannot be undone.</p>
          <button type="button" className="button button--v1" disabled={start.isPending} onClick={() => start.mutate()}>
            {start.isPending ? 'Starting…' : 'Yes, reset demo data'}
          </button>
          <button type="button" className="button button--v2" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" className="button button--v2" disabled={running} onClick={() => setConfirming(true)}>
          Reset demo data
        </button>
      )}
      <ToolOutcome outcome={outcome} />
    </ToolPanel>
  );
}
