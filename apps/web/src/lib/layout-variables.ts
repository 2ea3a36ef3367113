import {
  CONTENT_WIDTH_PX,
  GUTTERS_PX,
  MODAL_MAX_WIDTH_PX,
  SPINNER_DEFAULTS,
  TOAST_MAX_WIDTH_PX,
  TOAST_WIDTH_PX,
} from '@forkpoint/shared/constants';

/**
 * The spec's layout constants (part 1 §9) as CSS custom properties, so the stylesheets read the one shared
 * value instead of repeating the number. Breakpoints cannot be custom properties (media queries do not
 * read them); styles.test.ts checks every media query of the stylesheets against BREAKPOINTS_PX instead.
 */
export function layoutVariables(): Record<string, string> {
  const [gutterSmall, gutterLarge] = GUTTERS_PX;
  return {
    '--content-max-width': `${CONTENT_WIDTH_PX.max}px`,
    '--content-wide-max-width': `${CONTENT_WIDTH_PX.wideMax}px`,
    '--content-min-width': `${CONTENT_WIDTH_PX.min}px`,
    '--gutter-small': `${gutterSmall}px`,
    '--gutter-large': `${gutterLarge}px`,
    '--spinner-size': `${SPINNER_DEFAULTS.sizePx}px`,
    '--spinner-space': `${SPINNER_DEFAULTS.spacePx}px`,
    '--spinner-border': `${SPINNER_DEFAULTS.borderPx}px`,
    '--modal-max-width': `${MODAL_MAX_WIDTH_PX}px`,
    '--toast-width': `${TOAST_WIDTH_PX}px`,
    '--toast-max-width': `${TOAST_MAX_WIDTH_PX}px`,
    // react-toastify's own stylesheet sizes toasts with this one.
    '--toastify-toast-width': `${TOAST_WIDTH_PX}px`,
  };
}

/** Set through the CSSOM, which the CSP allows (style attributes in markup it does not). */
export function applyLayoutVariables(target: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(layoutVariables())) target.style.setProperty(name, value);
}
