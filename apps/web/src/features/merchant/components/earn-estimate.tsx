import { useId, useState } from 'react';
import type { FlexOffer } from '@forkpoint/shared/contracts/flex-offers';
import { earnTierOf } from '@forkpoint/shared/rules/earn-rates';
import type { Member } from '@/lib/member';
import { usePartner } from '@/lib/partner';
import type { Merchant } from '../api/get-merchant';
import { earnEstimate } from '../lib/earn-estimate';
import { useMerchantEnvironment } from '../merchant-environment';

/** The bill the estimate starts from, and the most it prices, in dollars. */
const DEFAULT_BILL = '50';
const MAX_BILL_DOLLARS = 100_000;

/** The typed bill in cents, or null when it is not a bill of $1 up to the most. */
function billCentsOf(value: string): number | null {
  const dollars = Number(value);
  if (value.trim() === '' || !Number.isFinite(dollars) || dollars < 1 || dollars > MAX_BILL_DOLLARS) return null;
  return Math.round(dollars * 100);
}

/**
 * "What you'd earn here today": the signed-in member types a bill and reads, as they type, what it earns here
 * now by the decision the rewards engine pays with (lib/earn-estimate.ts), their flex offer included.
 */
export function EarnEstimate({
  merchant,
  member,
  flexOffer,
}: {
  merchant: Merchant;
  member: Member;
  flexOffer: FlexOffer | null;
}) {
  const partner = usePartner();
  const { copy, now } = useMerchantEnvironment();
  const [bill, setBill] = useState(DEFAULT_BILL);
  const id = useId();
  const billCents = billCentsOf(bill);
  const estimate =
    billCents === null
      ? null
      : earnEstimate({
          merchant,
          partner,
          tierLevel: member.tierLevel,
          tierName: copy.tierNames[earnTierOf(member.tierLevel)],
          flexOffer,
          billCents,
          now: now ? now() : new Date(),
        });

  return (
    <div className="earn-estimate">
      <h3 className="merchant-section__subtitle">What you&apos;d earn here today</h3>
      <div className="earn-estimate__bill">
        <label htmlFor={`${id}-bill`}>Your bill</label>
        <span className="earn-estimate__field">
          <span className="earn-estimate__currency" aria-hidden="true">
            $
          </span>
          <input
            id={`${id}-bill`}
            className="earn-estimate__input"
            type="number"
            inputMode="decimal"
            min={1}
            max={MAX_BILL_DOLLARS}
            step="any"
            value={bill}
            aria-describedby={billCents === null ? `${id}-unit ${id}-error` : `${id}-unit`}
            aria-invalid={billCents === null ? true : undefined}
            onChange={(event) => setBill(event.target.value)}
          />
        </span>
        <span id={`${id}-unit`} className="visually-hidden">
          in dollars
        </span>
      </div>
      <div className="earn-estimate__result" aria-live="polite">
        {estimate ? (
          <>
            <p className="earn-estimate__total">{estimate.headline}</p>
            <ul className="earn-estimate__lines">
              {estimate.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {estimate.later ? <p className="earn-estimate__note">{estimate.later}</p> : null}
            {estimate.minimum ? <p className="earn-estimate__note">{estimate.minimum}</p> : null}
          </>
        ) : billCents === null ? (
          <p id={`${id}-error`} className="earn-estimate__note">
            Enter a bill from $1 to ${MAX_BILL_DOLLARS.toLocaleString('en-US')}.
          </p>
        ) : null}
      </div>
    </div>
  );
}
