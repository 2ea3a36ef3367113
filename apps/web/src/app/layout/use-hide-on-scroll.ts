import { useEffect, useState, type RefObject } from 'react';
import { MEDIA } from '@/lib/use-media-query';

/**
 * "The header hides on scrolling down on small screens" (spec part 1 §2 Shell): below the small breakpoint,
 * scrolling down past the header hides it and any scroll up brings it back. It stays while it holds focus,
 * so a keyboard user never loses the element they are on.
 */
export function useHideOnScroll(header: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const small = window.matchMedia(MEDIA.belowSmall);
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const height = header.current?.offsetHeight ?? 0;
      const focused = header.current?.contains(document.activeElement) ?? false;
      if (!small.matches || focused || y <= height) setHidden(false);
      else if (y > lastY) setHidden(true);
      else if (y < lastY) setHidden(false);
      lastY = y;
    };
    const onViewportChange = () => {
      if (!small.matches) setHidden(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    small.addEventListener('change', onViewportChange);
    return () => {
      window.removeEventListener('scroll', onScroll);
      small.removeEventListener('change', onViewportChange);
    };
  }, [header]);

  return hidden;
}
