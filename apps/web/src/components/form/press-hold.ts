import { useEffect, type RefObject } from 'react';

/**
 * Keeps the page's message lines still while a pointer is pressed (issue 30, WCAG 3.2 / 2.5).
 *
 * Pressing a button first blurs the field being left, and the message that blur shows or clears renders
 * before the press is released. Had the message line changed height, the button would move out from under
 * the pointer and the release — so the click — would land on empty space. Each field reserves a line for
 * its message, so a one-line message changes nothing; a line holds still for anything longer: while a
 * press lasts, every registered line keeps the height it had when the press began (a longer message is
 * cut off for that moment), and takes its new height once the click has been dispatched.
 */

const lines = new Set<HTMLElement>();
let held: HTMLElement[] = [];
/** The press the current hold belongs to: a release scheduled by an earlier press leaves a newer one be. */
let press = 0;
let listening = false;

function release() {
  for (const line of held) {
    line.style.removeProperty('height');
    line.style.removeProperty('overflow');
  }
  held = [];
}

function hold(event: PointerEvent) {
  if (!event.isPrimary) return;
  release();
  press += 1;
  // Every height is read before any is written: one layout, not one a line.
  const heights = [...lines].map((line) => [line, line.getBoundingClientRect().height] as const);
  for (const [line, height] of heights) {
    line.style.height = `${height}px`;
    line.style.overflow = 'hidden';
  }
  held = heights.map(([line]) => line);
}

/** After the release's click: the browser dispatches the click in the same task as the pointerup. */
function releaseAfterClick() {
  const ending = press;
  window.setTimeout(() => {
    if (ending === press) release();
  }, 0);
}

function listen() {
  if (listening) return;
  listening = true;
  const options = { capture: true, passive: true };
  // Capture, so the hold begins before the press moves focus (and blurs a field) at all.
  document.addEventListener('pointerdown', hold, options);
  document.addEventListener('pointerup', releaseAfterClick, options);
  document.addEventListener('pointercancel', releaseAfterClick, options);
  // A press whose release the page never sees (the window lost focus mid-press) holds nothing for long.
  window.addEventListener('blur', release);
}

/** Holds the element's height during every press until the returned function is called. */
export function holdDuringPresses(element: HTMLElement): () => void {
  listen();
  lines.add(element);
  return () => {
    lines.delete(element);
    held = held.filter((line) => line !== element);
  };
}

/** Holds the referenced element's height during every press while the component is mounted. */
export function useHeldDuringPress(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    return element ? holdDuringPresses(element) : undefined;
  }, [ref]);
}
