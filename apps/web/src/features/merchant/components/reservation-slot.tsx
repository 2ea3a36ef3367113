import { CopyText } from '@/components/copy/copy-text';
import { usePartner } from '@/lib/partner';
import type { Merchant } from '../api/get-merchant';
import { useMerchantEnvironment } from '../merchant-environment';

/**
 * The place of the reservation module (features/reservations, drawn through the environment's
 * reservationModule) for a restaurant that takes reservations, under the partner's reservation bonus copy
 * where there is one. Without the module (a page composed without the reservations feature) it gives the restaurant's phone; a restaurant that takes
 * none says so.
 */
export function ReservationSlot({ merchant }: { merchant: Merchant }) {
  const { reservationModule, copy } = useMerchantEnvironment();
  const partner = usePartner();
  const takesReservations = merchant.reservationProviders.openTable !== null;
  return (
    <section className="merchant-section merchant-reservations" aria-labelledby="merchant-reservations">
      <h2 id="merchant-reservations" className="merchant-section__title">
        Reservations
      </h2>
      {takesReservations ? (
        <>
          {partner.hasReservationBonus && copy.reservationBonus ? (
            <p className="merchant-badge merchant-badge--bonus">
              <CopyText text={copy.reservationBonus} />
            </p>
          ) : null}
          {reservationModule ? (
            reservationModule(merchant)
          ) : (
            <p>
              {merchant.name} takes table reservations
              {merchant.details.phone ? <>: call {merchant.details.phone} to book.</> : '.'}
            </p>
          )}
        </>
      ) : (
        <p className="merchant-empty">{merchant.name} doesn&apos;t take online reservations.</p>
      )}
    </section>
  );
}
