import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STAFF_IDLE_TIMEOUT_MS } from '@forkpoint/shared/contracts/support';

/**
 * Ends the console on the client when the staff session idles out on the server: 15 minutes after the
 * last console call that succeeded (each one slides the server's expiry). Asking the server whether the
 * session is still there would itself slide it, so the console keeps its own clock of the last call.
 */
export function useIdleSignOut(onIdle: () => void, timeoutMs = STAFF_IDLE_TIMEOUT_MS): void {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const idle = useRef(onIdle);
  idle.current = onIdle;

  useEffect(() => {
    const restart = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => idle.current(), timeoutMs);
    };
    restart();
    const isConsole = (key: readonly unknown[]) => key[0] === 'support';
    const offQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && isConsole(event.query.queryKey)) restart();
    });
    // Console actions (unlock, recovery e-mail) refetch the member's detail, which restarts it too.
    return () => {
      clearTimeout(timer.current);
      offQueries();
    };
  }, [client, timeoutMs]);
}
