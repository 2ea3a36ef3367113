import type { Merchant } from '../api/get-merchant';
import { endSentence } from '../lib/end-sentence';

/**
 * Events at the restaurant. The catalog holds no events yet (docs/decisions/0007), so this is the empty
 * state every merchant shows until it does.
 */
export function MerchantEvents({ merchant }: { merchant: Merchant }) {
  return (
    <section className="merchant-section" aria-labelledby="merchant-events">
      <h2 id="merchant-events" className="merchant-section__title">
        Events
      </h2>
      <p className="merchant-empty">{endSentence(`No upcoming events at ${merchant.name}`)}</p>
    </section>
  );
}
