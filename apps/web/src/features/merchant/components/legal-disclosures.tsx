import { usePartner } from '@/lib/partner';
import type { Merchant } from '../api/get-merchant';
import { legalDisclosures } from '../lib/merchant-facts';
import { useMerchantEnvironment } from '../merchant-environment';

/** The legal disclosures of the merchant page, from the merchant's own terms. */
export function LegalDisclosures({ merchant }: { merchant: Merchant }) {
  const partner = usePartner();
  const { copy } = useMerchantEnvironment();
  const lines = legalDisclosures(merchant, {
    program: partner.terms.program,
    currencyPlural: partner.terms.currencyPlural,
    reservationBonus:
      partner.hasReservationBonus && copy.reservationBonus !== null && merchant.reservationProviders.openTable !== null,
  });
  return (
    <section className="merchant-section merchant-legal" aria-labelledby="merchant-legal">
      <h2 id="merchant-legal" className="merchant-section__title">
        Legal disclosures
      </h2>
      <ul className="merchant-legal__list">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
