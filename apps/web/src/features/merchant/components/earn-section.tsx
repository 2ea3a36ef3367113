import { Link } from 'react-router';
import { CopyLink } from '@/components/copy/copy-link';
import { CopyText } from '@/components/copy/copy-text';
import { paths } from '@/config/paths';
import { useNotActivatedVisitor } from '@/lib/known-visitor';
import { useCurrentMember } from '@/lib/member';
import { offersSignIn, usePartner } from '@/lib/partner';
import type { Merchant } from '../api/get-merchant';
import { useFlexOffer } from '../api/get-flex-offer';
import { canEstimateIn } from '../lib/earn-estimate';
import { earnRateLines } from '../lib/earn-rates';
import { offerTerms, visitLimitLines } from '../lib/merchant-facts';
import { useMerchantEnvironment } from '../merchant-environment';
import { EarnEstimate } from './earn-estimate';
import './earn-section.css';

/**
 * How a member earns here: the earn rates by tier, the member's flex offer, the merchant's offers with their
 * terms, what a bill would earn the member here today (earn-estimate.tsx) and the visit limits. Tier-gated
 * (spec part 1 §6): a visitor sees "Sign in to see offers", a member who is not activated the activation text,
 * and a member whose tier lacks access the "Unlock access to earn" copy.
 */
export function EarnSection({ merchant }: { merchant: Merchant }) {
  return (
    <section className="merchant-section" aria-labelledby="merchant-earn">
      <h2 id="merchant-earn" className="merchant-section__title">
        Earn here
      </h2>
      {merchant.access.canEarn ? <EarnDetails merchant={merchant} /> : <EarnGate merchant={merchant} />}
    </section>
  );
}

function EarnGate({ merchant }: { merchant: Merchant }) {
  const { copy } = useMerchantEnvironment();
  // A partner without sign-in (enrollment none) has no sign-in page to send a visitor to.
  const login = offersSignIn(usePartner()) ? paths.login.getHref() : null;
  const { reason, unlockTier } = merchant.access;
  // A known visitor who is not activated (lib/known-visitor.ts) activates rather than signs in.
  const notActivated = useNotActivatedVisitor();
  if (reason === 'signInRequired' && notActivated) {
    return (
      <p className="earn-gate">
        <Link to={paths.activate.getHref({ public_id: notActivated.publicId })} className="standalone-link">
          <CopyText text={copy.tierEarnText.NonActivated} />
        </Link>
      </p>
    );
  }
  if (reason === 'signInRequired') {
    return (
      <p className="earn-gate">
        {login ? (
          <Link to={login} className="standalone-link">
            <CopyText text={copy.signInToSeeOffers} />
          </Link>
        ) : (
          <CopyText text={copy.signInToSeeOffers} />
        )}
      </p>
    );
  }
  if (reason === 'activationRequired') {
    return (
      <>
        <p className="earn-gate">
          <CopyText text={copy.tierEarnText.NonActivated} />
        </p>
        <EarnRatesByTier merchant={merchant} />
      </>
    );
  }
  const unlock = unlockTier ? copy.unlockModal[unlockTier] : null;
  return (
    <>
      <div className="earn-gate">
        <p className="earn-gate__title">
          <CopyText text={copy.unlockAccess} />
        </p>
        {unlock ? (
          <>
            <h3 className="merchant-section__subtitle">
              <CopyText text={unlock.title} />
            </h3>
            <p>
              <CopyText text={unlock.body} />
            </p>
            <p>
              <CopyLink text={unlock.cta.text} url={unlock.cta.url} className="standalone-link" />
            </p>
          </>
        ) : null}
      </div>
      {/* A member who cannot earn here yet still sees every tier's rate, theirs marked: what unlocking pays. */}
      <EarnRatesByTier merchant={merchant} />
    </>
  );
}

/**
 * Spec part 1 §2 "the earn rate per tier": every tier the program has (Basic, Select, VIP where it has VIP),
 * each with its rate and whether it earns here, the member's own marked. The rates, the tier of a member and
 * the gates are the shared rules' (rules/earn-rates.ts, rules/merchant-access.ts, through lib/earn-rates.ts).
 */
function EarnRatesByTier({ merchant }: { merchant: Merchant }) {
  const partner = usePartner();
  const { member } = useCurrentMember();
  const { copy } = useMerchantEnvironment();
  if (!partner.showEarnRate) return null;
  const lines = earnRateLines(partner, merchant, copy.tierNames, member?.tierLevel ?? null);
  return (
    <>
      <h3 className="merchant-section__subtitle">Earn rates by tier</h3>
      <ul className="earn-rates">
        {lines.map((line) => (
          <li
            key={line.tier}
            className={line.isYours ? 'earn-rates__line earn-rates__line--yours' : 'earn-rates__line'}
          >
            <span className="earn-rates__tier">
              <CopyText text={line.name} />
              {line.isYours ? <span className="earn-rates__yours"> (your tier)</span> : null}
            </span>{' '}
            <span>{line.earnsHere ? line.rate : `${line.rate}, not at this restaurant`}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function EarnDetails({ merchant }: { merchant: Merchant }) {
  const partner = usePartner();
  const { member } = useCurrentMember();
  const flexOffer = useFlexOffer(merchant.merchantId, member, partner.hasFlexOffers);
  return (
    <>
      {flexOffer ? (
        <p className="flex-offer">
          <strong>Your member offer:</strong> earn an extra {flexOffer.webMessageOfferAmount} on your next visit.
        </p>
      ) : null}
      <EarnRatesByTier merchant={merchant} />
      <h3 className="merchant-section__subtitle">Offers</h3>
      {merchant.offers.length > 0 ? (
        <ul className="merchant-offers">
          {merchant.offers.map((offer) => (
            <li key={offer.id} className="merchant-offer">
              <span className="merchant-badge">{offer.type === 'Limited' ? 'Limited time' : 'Ongoing'}</span>
              <strong className="merchant-offer__title">{offer.title}</strong>
              <span>{offer.description}</span>
              <ul className="merchant-offer__terms">
                {offerTerms(offer, {
                  type: partner.currencyType,
                  singular: partner.terms.currencySingular,
                  plural: partner.terms.currencyPlural,
                }).map((term) => (
                  <li key={term}>{term}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p>No special offers right now. You still earn at your tier&apos;s rate.</p>
      )}
      {member && member.tierLevel !== 'NonActivated' && partner.showEarnRate && canEstimateIn(merchant.timeZone) ? (
        <EarnEstimate merchant={merchant} member={member} flexOffer={flexOffer} />
      ) : null}
      <h3 className="merchant-section__subtitle">Visit limits</h3>
      <ul className="merchant-list">
        {visitLimitLines(merchant.visitLimits).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
