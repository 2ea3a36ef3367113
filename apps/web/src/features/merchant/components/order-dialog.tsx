import { useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { NEW_TAB_PROPS, NewTabNote } from '@/components/copy/copy-text';
import { paths } from '@/config/paths';
import { usePartner } from '@/lib/partner';
import type { Merchant } from '../api/get-merchant';

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The order dialog of /merchants/{id}/Order (spec part 1 §2): a modal <dialog> that sends the member to the
 * merchant's online-ordering provider (the server's ORDERING_PROVIDER_URL, by default the stand-in page of this
 * app, opened in the same tab; another origin opens in a new tab), or says why there is nothing to order and
 * what the member can do instead. The browser's modal dialog keeps focus inside and the page behind it inert;
 * Escape and Close both close it through onClose, which moves the route back to /merchants/{id}.
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
            <ProviderLink url={ordering.url} provider={ordering.provider} />
          </p>
        </>
      ) : (
        <NoOnlineOrdering merchant={merchant} />
      )}
      <p>
        <button type="button" className="button button--v2" onClick={onClose}>
          Close
        </button>
      </p>
    </dialog>
  );
}

/** Same origin: a link within the app, in this tab. Another provider's site: a new tab, and the note says so. */
function ProviderLink({ url, provider }: { url: string; provider: string }) {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) {
    return (
      <Link to={`${target.pathname}${target.search}${target.hash}`} className="button button--v1">
        Order with {provider}
      </Link>
    );
  }
  return (
    <a href={target.href} className="button button--v1" {...NEW_TAB_PROPS}>
      Order with {provider}
      <NewTabNote />
    </a>
  );
}

/** Why there is nothing to order, and what the member can do instead: call, the website, or dine in and earn. */
function NoOnlineOrdering({ merchant }: { merchant: Merchant }) {
  const { terms } = usePartner();
  const { phone, website } = merchant.details;
  return (
    <>
      <p>{merchant.name} doesn&apos;t take online orders, so there is no ordering page to send you to.</p>
      <ul className="order-dialog__options">
        {phone ? (
          <li>
            Order by phone: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </li>
        ) : null}
        {website ? (
          <li>
            See the restaurant&apos;s website:{' '}
            <a href={website} {...NEW_TAB_PROPS}>
              {new URL(website).hostname}
              <NewTabNote />
            </a>
          </li>
        ) : null}
        <li>
          Dine in and earn {terms.currencyPlural} when you pay with a card linked to {terms.program}.
        </li>
        <li>
          <Link to={paths.search.getHref({ features: 'online ordering' })}>
            Find restaurants that take online orders
          </Link>
        </li>
      </ul>
    </>
  );
}
