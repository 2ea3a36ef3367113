import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useAppStatus } from '@/lib/app-status';
import { errorMessage, setMaintenance } from '../api/staging-tools-api';
import { ToolOutcome, ToolPanel, type Outcome } from './tool-panel';

/**
 * Maintenance: switches the server's maintenance state (app-status) for every visitor of this server. The
 * pages show it from their next load, this one included, so the tool says so rather than reloading.
 */
export function MaintenanceTool() {
  const [on, setOn] = useState(useAppStatus().maintenance);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const toggle = useMutation({
    mutationFn: setMaintenance,
    onSuccess: ({ maintenance }) => {
      setOn(maintenance);
      setOutcome({
        kind: 'done',
        text: maintenance
          ? 'Maintenance is on: every page shows the maintenance page from its next load (this one too).'
          : 'Maintenance is off: pages load as usual again.',
      });
    },
    onError: (error) => setOutcome({ kind: 'failed', text: errorMessage(error) }),
  });

  return (
    <ToolPanel
      id="maintenance-tool"
      title="Maintenance"
      hint="Shows the maintenance pages (login, enrollment and general) to every visitor of this server."
    >
      <p>
        Maintenance is <strong>{on ? 'on' : 'off'}</strong>.
      </p>
      <button
        type="button"
        className="button button--v2"
        aria-pressed={on}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate(!on)}
      >
        {toggle.isPending ? 'Switching…' : on ? 'Turn maintenance off' : 'Turn maintenance on'}
      </button>
      <ToolOutcome outcome={outcome} />
    </ToolPanel>
  );
}
