import { NEW_TAB_PROPS, NewTabNote } from '@/components/copy/copy-text';
import type { Merchant } from '../api/get-merchant';

const FEATURE_NAMES: Record<Merchant['features'][number], string> = {
  delivery: 'Delivery',
  'dine-in': 'Dine-in',
  takeout: 'Takeout',
  'online ordering': 'Online ordering',
};

const capitalised = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

/** About the restaurant: its description, how it serves, its meals, phone and website. */
export function MerchantAbout({ merchant }: { merchant: Merchant }) {
  const { about, phone, website } = merchant.details;
  return (
    <section className="merchant-section" aria-labelledby="merchant-about">
      <h2 id="merchant-about" className="merchant-section__title">
        About
      </h2>
      <p>{about || `${merchant.name} has not written a description yet.`}</p>
      <dl className="merchant-facts">
        {merchant.features.length > 0 ? (
          <div>
            <dt>Service</dt>
            <dd>{merchant.features.map((f) => FEATURE_NAMES[f]).join(', ')}</dd>
          </div>
        ) : null}
        {merchant.mealsServed.length > 0 ? (
          <div>
            <dt>Meals</dt>
            <dd>{merchant.mealsServed.map(capitalised).join(', ')}</dd>
          </div>
        ) : null}
        {phone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </dd>
          </div>
        ) : null}
        {website ? (
          <div>
            <dt>Website</dt>
            <dd>
              <a href={website} {...NEW_TAB_PROPS}>
                {new URL(website).hostname}
                <NewTabNote />
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
