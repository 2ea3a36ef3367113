import { useSyncExternalStore } from 'react';
import { BREAKPOINTS_PX } from '@forkpoint/shared/constants';

/** Whether a CSS media query matches now, re-rendering when it changes. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Media queries of the spec's breakpoints (part 1 §9: 451, 661, 861 and 1050 px). */
export const MEDIA = {
  /** Desktop width or wider: the menu shows its links' desktop text (spec part 1 §2 Shell). */
  desktop: `(min-width: ${BREAKPOINTS_PX.lg}px)`,
  /** Below the small breakpoint: the header hides on scrolling down. */
  belowSmall: `(max-width: ${BREAKPOINTS_PX.sm - 1}px)`,
} as const;
