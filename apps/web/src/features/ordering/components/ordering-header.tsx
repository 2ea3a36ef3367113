import { Link } from 'react-router';
import type { OrderingMenu } from '@forkpoint/shared/contracts/ordering';
import { paths } from '@/config/paths';
import { hoursText } from '../lib/ordering-text';

/** The restaurant the order is for: name, address, phone, ordering hours and whether it takes orders now. */
export function OrderingHeader({ menu }: { menu: OrderingMenu }) {
  const { merchant, hours } = menu;
  const { street, city, state, zip } = merchant.address;
  return (
    <header className="ordering-header">
      <p className="ordering-header__eyebrow">Order online</p>
      <h1 className="page__title ordering-header__name">{merchant.name}</h1>
      <p className="ordering-header__address">
        {street}, {city}, {state} {zip}
        {merchant.phone ? (
          <>
            {' · '}
            <a href={`tel:${merchant.phone.replace(/[^\d+]/g, '')}`}>{merchant.phone}</a>
          </>
        ) : null}
      </p>
      <p className="ordering-header__hours">
        <span className={`ordering-status ordering-status--${hours.openNow ? 'open' : 'closed'}`}>
          {hours.openNow ? 'Taking orders now' : 'Closed now'}
        </span>{' '}
        Orders {hoursText(hours)}, local time.
        {hours.openNow ? null : ' Orders placed now are made when the restaurant opens.'}
      </p>
      <p className="ordering-header__back">
        <Link to={paths.merchant.getHref(merchant.id)}>Back to the restaurant page</Link>
      </p>
    </header>
  );
}
