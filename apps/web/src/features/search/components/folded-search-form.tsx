import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * On a phone the search form filled the first screen, so no result showed without scrolling (issue 15,
 * defect 8). There the form folds into one line saying what is searched, with an "Edit search" disclosure
 * button that opens it again; every new search folds it away. Elsewhere the form is always open.
 */

/** Whether the form is opened, folding it again whenever the search changes (`searchKey`). */
export function useSearchFormFold(searchKey: string) {
  const [open, setOpen] = useState(false);
  const [foldedFor, setFoldedFor] = useState(searchKey);
  if (foldedFor !== searchKey) {
    setFoldedFor(searchKey);
    setOpen(false);
  }
  return { open, setOpen };
}

export interface FoldedSearchFormProps {
  /** Phones: the one-line summary and its button are shown, and the form may fold. */
  foldable: boolean;
  /** Folded now: the form is hidden (it stays mounted, keeping what was typed). */
  folded: boolean;
  onToggle: () => void;
  /** The place searched, and the restaurant or cuisine if any. */
  place: string;
  text: string;
  children: ReactNode;
}

export function FoldedSearchForm({ foldable, folded, onToggle, place, text, children }: FoldedSearchFormProps) {
  const formId = useId();
  const formBox = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // A search sent from the open form folds it: the keyboard goes to the button instead of being lost
  // with the hidden Search button (before paint, while the focused element is still the hidden one).
  useLayoutEffect(() => {
    if (folded && formBox.current?.contains(document.activeElement)) toggle.current?.focus();
  }, [folded]);

  if (!foldable) return <>{children}</>;
  return (
    <>
      <div className="search-summary">
        <p className="search-summary__text">
          <span className="visually-hidden">Searching for </span>
          {text ? (
            <>
              <strong>{text}</strong> near{' '}
            </>
          ) : null}
          {place}
        </p>
        <button
          ref={toggle}
          type="button"
          className="search-button search-button--secondary search-button--small"
          aria-expanded={!folded}
          aria-controls={formId}
          onClick={onToggle}
        >
          Edit search
        </button>
      </div>
      <div id={formId} ref={formBox} hidden={folded}>
        {children}
      </div>
    </>
  );
}
