import { useEffect, useId, useState } from 'react';
import { dineInPopoverStore } from '../lib/search-storage';

/**
 * The new dine-in filter highlight popover (spec part 1 §3 storage keys): points at the filter button
 * until dismissed, or until the filter panel is opened, and then never again on this browser. It is a
 * non-modal dialog beside the button (placed 10 px off it, spec part 2 §9 "popovers: offset 10 px"), so it
 * never takes the focus away from the search; it takes its own room there instead of covering the results
 * (search-page.css).
 */
export function DineInPopover({ open }: { open: boolean }) {
  const [visible, setVisible] = useState(() => !dineInPopoverStore.get());
  const titleId = useId();

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

  if (!visible) return null;
  return (
    <div className="dine-in-popover" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <div className="dine-in-popover__text">
        <p className="dine-in-popover__title" id={titleId}>
          New: the Dine-in filter
        </p>
        <p className="dine-in-popover__body">
          Find restaurants where you can sit down to eat: choose Dine-in in Filters and sort.
        </p>
      </div>
      <button type="button" className="search-button search-button--small" onClick={dismiss}>
        Got it
      </button>
    </div>
  );
}
