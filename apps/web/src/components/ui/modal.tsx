import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useOverlayTurn } from '@/lib/overlays';
import './modal.css';

/**
 * How many open dialogs hold each element inert. Dialogs can overlap for a moment (a shell modal giving way to
 * a page dialog that opened on load, lib/overlays.ts): the page stays inert until the last of them closes, and
 * an element made inert by someone else is left as it is.
 */
const heldInert = new Map<HTMLElement, number>();

function holdInert(element: HTMLElement): boolean {
  const holders = heldInert.get(element);
  if (holders === undefined && element.hasAttribute('inert')) return false;
  heldInert.set(element, (holders ?? 0) + 1);
  element.setAttribute('inert', '');
  return true;
}

function releaseInert(element: HTMLElement) {
  const holders = heldInert.get(element) ?? 0;
  if (holders > 1) {
    heldInert.set(element, holders - 1);
    return;
  }
  heldInert.delete(element);
  element.removeAttribute('inert');
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: string;
  /** Called on Escape and on the backdrop; the caller decides whether to close. */
  onDismiss: () => void;
  children: ReactNode;
  /** Describes the dialog for assistive technology (aria-describedby), e.g. its question. */
  description?: ReactNode;
  /** The element to focus first; default the first focusable element of the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Which overlay this dialog is (lib/overlays.ts): a page's dialog by default, the member's own task, which the
   * shell's modals, hints, the install banner and the survey wait for; null for a dialog whose owner claimed
   * its turn already (the shell's modals).
   */
  overlay?: 'dialog' | null;
}

/**
 * An accessible modal dialog (WAI-ARIA dialog pattern): the rest of the page is inert while it is open,
 * Tab and Shift+Tab stay inside, Escape dismisses, and focus returns to where it was when it closes.
 * Rendered into <body> so no ancestor's overflow or stacking clips it.
 */
export function Modal({ title, onDismiss, children, description, initialFocusRef, overlay = 'dialog' }: ModalProps) {
  const id = useId();
  useOverlayTurn('dialog', overlay === 'dialog');
  const dialogRef = useRef<HTMLDivElement>(null);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const portal = dialog.closest('.modal-backdrop');
    // Everything else on the page leaves the focus order and the accessibility tree while the dialog is open.
    const madeInert = Array.from(document.body.children).filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element !== portal && holdInert(element),
    );
    (initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        dismissRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      for (const element of madeInert) releaseInert(element);
      // The opener may have been re-rendered away meanwhile; then there is nothing to return to.
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening: the dialog's own re-renders must not move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) dismissRef.current();
      }}
    >
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
      >
        <h2 id={`${id}-title`} className="modal__title">
          {title}
        </h2>
        {description ? (
          <div id={`${id}-description`} className="modal__description">
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
