import { Link } from 'react-router';
import { NEW_TAB_PROPS, NewTabNote } from '@/components/copy/copy-text';
import { paths } from '@/config/paths';
import type { Merchant } from '../api/get-merchant';
import { StaticMap } from './static-map';

/** The address with a small drawn map, a link to the search map around it and one to directions. */
export function MerchantLocation({ merchant }: { merchant: Merchant }) {
  const { address, neighborhood, latitude, longitude } = merchant.location;
  const searchHere = paths.search.getHref({ location: `${address.city}, ${address.state}` });
  const directions = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
  return (
    <section className="merchant-section merchant-location" aria-labelledby="merchant-location">
      <h2 id="merchant-location" className="merchant-section__title">
        Location
      </h2>
      <StaticMap latitude={latitude} longitude={longitude} />
      <address className="merchant-location__address">
        {address.street}
        <br />
        {address.city}, {address.state} {address.zip}
        {neighborhood && neighborhood.toLowerCase() !== address.city.toLowerCase() ? (
          <>
            <br />
            {neighborhood}
          </>
        ) : null}
      </address>
      <ul className="merchant-list merchant-location__links">
        <li>
          <Link to={searchHere}>More restaurants near {address.city}</Link>
        </li>
        <li>
          <a href={directions} {...NEW_TAB_PROPS}>
            Directions on OpenStreetMap
            <NewTabNote />
          </a>
        </li>
      </ul>
    </section>
  );
}
