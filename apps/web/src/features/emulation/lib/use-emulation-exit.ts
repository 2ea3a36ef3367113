import { useEffect, useRef } from 'react';
import { EMULATION_REFUSED_EXIT_PATH } from '@forkpoint/shared/contracts/emulation-constants';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import type { MemberEmulation } from '@/lib/member';
import { clearEmulation, storeEmulation, storedEmulationId } from './emulation-storage';
import { judgeExitMessage } from './exit-message';

/**
 * While the app is emulated: the emulation stored, and the window listening for the console's exit message.
 * An accepted one calls `onExit` (the sign-out); a refused one is reported once per origin and reason, so
 * the audit log shows the attempt without a flood of entries.
 */
export function useEmulationExit(emulation: MemberEmulation, onExit: () => void): void {
  const exit = useRef(onExit);
  exit.current = onExit;

  useEffect(() => {
    storeEmulation(emulation.id);
    const reported = new Set<string>();
    const listener = (event: MessageEvent) => {
      const verdict = judgeExitMessage(event, {
        consoleOrigin: emulation.consoleOrigin,
        emulationId: storedEmulationId() ?? emulation.id,
      });
      if (verdict.kind === 'exit') {
        clearEmulation();
        exit.current();
      } else if (verdict.kind === 'refuse') {
        const key = `${verdict.reason} ${event.origin}`;
        if (reported.has(key)) return;
        reported.add(key);
        void api
          .post(EMULATION_REFUSED_EXIT_PATH, { body: { origin: event.origin.slice(0, 300), reason: verdict.reason } })
          .catch((error: unknown) => logger.warn('could not report a refused emulation-exit message', error));
      }
    };
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
      // The emulation is over for this window (signed out, or the console ended the session).
      clearEmulation();
    };
  }, [emulation.id, emulation.consoleOrigin]);
}
