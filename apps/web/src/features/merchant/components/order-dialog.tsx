import { useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { NEW_TAB_PROPS, NewTabNote } from '@/components/copy/copy-text';
import { usePartner } from '@/lib/partner';
import type { Merchant } from '../api/get-merchant';

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The order dialog of /merchants/{id}/Order (spec part 1 §2): a modal <dialog> that sends the member to the
 * merchant's online-ordering provider. The browser's modal dialog keeps focus inside and the page behind it
 * inert; Escape and Close both close it through onClose, which moves the route back to /merchants/{id}.
 */
export function OrderDialog({ open, merchant, onClose }: { open: boolean; merchant: Merchant; onClose: () => void }) {
  const { terms } = usePartner();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // showModal makes the rest of the page inert; without it (older engines, jsdom) the dialog still opens.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      if (!element.contains(document.activeElement)) element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    // Handled here so the route, not the browser, decides what closing means.
    event.preventDefault();
    onClose();
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  const { ordering } = merchant;
  return (
    <dialog
      ref={dialog}
      className="order-dialog"
      aria-labelledby="order-dialog-title"
      onKeyDown={onKeyDown}
      onCancel={onCancel}
    >
      <h2 id="order-dialog-title" className="order-dialog__title">
        Order online from {merchant.name}
      </h2>
      {ordering ? (
        <>
          <p>
            {merchant.name} takes online orders through {ordering.provider}. Pay with a card linked to {terms.program}{' '}
            to earn {terms.currencyPlural} on eligible orders.
          </p>
          <p>
            <a href={ordering.url} className="button button--v1" {...NEW_TAB_PROPS}>
              Order with {ordering.provider}
              <NewTabNote />
            </a>
          </p>
        </>
      ) : (
        <p>{merchant.name} doesn&apos;t take online orders. You can still dine in and earn with a linked card.</p>
      )}
      <p>
        <button type="button" className="button button--v2" onClick={onClose}>
          Close
        </button>
      </p>
    </dialog>
  );
}
