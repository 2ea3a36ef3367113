import { useEffect, useRef } from 'react';

/**
 * Focus on the element when it appears: a step that replaces the control the member used (the time they
 * chose, "Complete reservation") takes the focus, so a keyboard or screen-reader user goes on from there.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
