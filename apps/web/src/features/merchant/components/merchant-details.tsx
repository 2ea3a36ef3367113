import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isDialogRouteState } from '@/lib/dialog-route';
import { usePartner } from '@/lib/partner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/config/paths';
import type { Merchant } from '../api/get-merchant';
import { EarnSection } from './earn-section';
import { LegalDisclosures } from './legal-disclosures';
import { MerchantAbout } from './merchant-about';
import { MerchantEvents } from './merchant-events';
import { MerchantGallery } from './merchant-gallery';
import { MerchantHeader } from './merchant-header';
import { MerchantLocation } from './merchant-location';
import { MerchantMenu } from './merchant-menu';
import { MerchantReviews } from './merchant-reviews';
import { OrderDialog } from './order-dialog';
import { ReservationSlot } from './reservation-slot';
import { WhenItEarns } from './when-it-earns';
import { PageMain } from '@/components/layout/page-main';

const openedFromPage = isDialogRouteState;

/** Every part of a loaded merchant's page. */
export function MerchantDetails({ merchant, orderOpen }: { merchant: Merchant; orderOpen: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const orderLink = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(orderOpen);
  // The tab reads the restaurant with the program, like a content page's "Page | Program".
  useDocumentTitle(`${merchant.name} | ${usePartner().terms.program}`);

  // Closing returns to /merchants/{id}: back in history when the order link opened it (so Back does not
  // reopen the dialog), otherwise in place of /Order.
  const closeOrder = useCallback(() => {
    if (openedFromPage(location.state)) void navigate(-1);
    else void navigate(paths.merchant.getHref(merchant.id), { replace: true });
  }, [location.state, navigate, merchant.id]);

  // Focus goes back to the control that opened the dialog.
  useEffect(() => {
    if (wasOpen.current && !orderOpen) orderLink.current?.focus();
    wasOpen.current = orderOpen;
  }, [orderOpen]);

  return (
    <PageMain className="page merchant-page">
      <MerchantHeader merchant={merchant} orderLinkRef={orderLink} />
      <MerchantGallery merchant={merchant} />
      <div className="merchant-page__columns">
        <div className="merchant-page__main">
          <EarnSection merchant={merchant} />
          <WhenItEarns merchant={merchant} />
          <MerchantAbout merchant={merchant} />
          <MerchantMenu merchant={merchant} />
          <MerchantEvents merchant={merchant} />
          <MerchantReviews merchant={merchant} />
        </div>
        <div className="merchant-page__side">
          <ReservationSlot merchant={merchant} />
          <MerchantLocation merchant={merchant} />
        </div>
      </div>
      <LegalDisclosures merchant={merchant} />
      <OrderDialog open={orderOpen} merchant={merchant} onClose={closeOrder} />
    </PageMain>
  );
}
