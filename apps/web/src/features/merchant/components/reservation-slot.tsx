import { CopyText } from '@/components/copy/copy-text';
import { usePartner } from '@/lib/partner';
import type { Merchant } from '../api/get-merchant';
import { useMerchantEnvironment } from '../merchant-environment';

/**
 * The place of the reservation module (the reservations work draws it through the environment's
 * reservationModule). Until then it says whether the restaurant takes reservations, with the partner's
 * reservation bonus copy where there is one.
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
      {reservationModule ? (
        reservationModule(merchant)
      ) : takesReservations ? (
        <>
          {partner.hasReservationBonus && copy.reservationBonus ? (
            <p className="merchant-badge merchant-badge--bonus">
              <CopyText text={copy.reservationBonus} />
            </p>
          ) : null}
          <p>{merchant.name} takes table reservations. Booking opens here soon.</p>
        </>
      ) : (
        <p className="merchant-empty">{merchant.name} doesn&apos;t take online reservations.</p>
      )}
    </section>
  );
}
