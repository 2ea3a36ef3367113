import { useEffect, useId, useState } from 'react';
import { useOverlayTurn } from '@/lib/overlays';
import { dineInPopoverStore } from '../lib/search-storage';

/**
 * The new dine-in filter highlight popover (spec part 1 §3 storage keys): points at the filter button
 * until dismissed, or until the filter panel is opened, and then never again on this browser. It is a
 * non-modal dialog beside the button (placed 10 px off it, spec part 2 §9 "popovers: offset 10 px"), so it
 * never takes the focus away from the search. It sits in the Filters button's own row, so it neither covers the
 * results nor pushes them down (search-page.css), and it waits while a modal is open: one overlay at a time
 * (lib/overlays.ts).
 */
export function DineInPopover({ open }: { open: boolean }) {
  const [visible, setVisible] = useState(() => !dineInPopoverStore.get());
  const titleId = useId();
  const bodyId = useId();

  const dismiss = () => {
    dineInPopoverStore.set(true);
    setVisible(false);
  };

  useEffect(() => {
    // Opening the panel is the popover's goal reached.
    if (open && visible) {
      dineInPopoverStore.set(true);
      setVisible(false);
    }
  }, [open, visible]);

  const onTurn = useOverlayTurn('pageHint', visible);
  if (!visible || !onTurn) return null;
  return (
    <div
      className="dine-in-popover"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <div className="dine-in-popover__text">
        <p className="dine-in-popover__title" id={titleId}>
          New: the <span className="dine-in-popover__nowrap">Dine-in</span> filter
        </p>
        <p className="dine-in-popover__body" id={bodyId}>
          Find restaurants where you can sit down to eat: choose Dine-in in Filters and sort.
        </p>
      </div>
      <button type="button" className="search-button search-button--small dine-in-popover__dismiss" onClick={dismiss}>
        {/* On a phone the words give way to a cross, keeping the popover as low as the button beside it. */}
        <span className="dine-in-popover__dismiss-text">Got it</span>
        <span className="dine-in-popover__dismiss-icon" aria-hidden="true">
          ×
        </span>
      </button>
    </div>
  );
}
