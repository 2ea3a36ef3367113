import { useEffect, useId, useState, type ReactNode } from 'react';

/**
 * An info button with a tooltip: shown on hover, on keyboard focus and on a tap or click, hidden again by Escape (WCAG 1.4.13,
 * content on hover or focus must be dismissable). The tooltip text is the button's description either way.
 */
export function InfoTooltip({ label, children, icon }: { label: string; children: ReactNode; icon: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // Escape dismisses it wherever focus is, also when it was opened by hovering.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <span
      className="info-tooltip"
      // Hover is a mouse's: a tap's pointer leaves at once (touch browsers send it), which would close the
      // tooltip the tap just opened.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
    >
      <button
        type="button"
        className="info-tooltip__button"
        aria-label={label}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        // A tap or click focuses the button too (which opened it): toggling here would close it at once.
        onClick={() => setOpen(true)}
      >
        {icon}
      </button>
      <span id={id} role="tooltip" className={`info-tooltip__text${open ? ' info-tooltip__text--open' : ''}`}>
        {children}
      </span>
    </span>
  );
}
