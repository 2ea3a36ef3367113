import { pickFrameAppearance, type FrameAppearance } from '@forkpoint/shared/cards/frame-protocol';

/**
 * What the card-entry frame is told about the page around it (issue 15, defect 10): the font and text
 * colour of the element it is mounted in, and the colour of the surface behind it. Read from the computed
 * styles rather than the theme, so the frame matches whatever it sits on (a page, a tinted panel).
 */

const RGB = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:\s*[,/]\s*([\d.]+)%?)?\s*\)$/;

/** A computed colour ("rgb(252, 251, 248)") as #rrggbb; null when it is transparent or not a colour. */
export function hexColor(value: string): string | null {
  const trimmed = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(trimmed)) return trimmed;
  const match = RGB.exec(trimmed);
  if (!match) return null;
  const [, r, g, b, alpha] = match;
  // Fully transparent: look further out. A half-transparent one still reads as its colour (the frame
  // cannot blend with what is behind it).
  if (alpha !== undefined && Number(alpha) === 0) return null;
  return `#${[r, g, b].map((part) => Math.min(255, Number(part)).toString(16).padStart(2, '0')).join('')}`;
}

/** The colour behind an element: its own background, or the nearest ancestor's that is not transparent. */
export function surfaceColorOf(element: Element): string | null {
  for (let current: Element | null = element; current; current = current.parentElement) {
    const view = current.ownerDocument.defaultView;
    const color = view ? hexColor(view.getComputedStyle(current).backgroundColor) : null;
    if (color) return color;
  }
  return null;
}

export function frameAppearanceOf(element: HTMLElement, accentColor?: string): FrameAppearance {
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  return pickFrameAppearance({
    accentColor,
    fontFamily: style?.fontFamily.trim(),
    surfaceColor: surfaceColorOf(element),
    textColor: style ? hexColor(style.color) : null,
  });
}
