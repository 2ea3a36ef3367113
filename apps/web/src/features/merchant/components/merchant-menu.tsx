import { NEW_TAB_PROPS, NewTabNote } from '@/components/copy/copy-text';
import type { Merchant } from '../api/get-merchant';

/** The menu: its pages as images, or a link to the restaurant's own menu, or a note that there is none. */
export function MerchantMenu({ merchant }: { merchant: Merchant }) {
  const { url, images } = merchant.menu;
  return (
    <section className="merchant-section" aria-labelledby="merchant-menu">
      <h2 id="merchant-menu" className="merchant-section__title">
        Menu
      </h2>
      {images.length > 0 ? (
        <ul className="merchant-menu">
          {images.map((image, index) => (
            <li key={image}>
              <a href={`${image}?w=600`} {...NEW_TAB_PROPS}>
                <img
                  src={`${image}?w=200`}
                  srcSet={`${image}?w=200 200w, ${image}?w=500 500w`}
                  sizes="200px"
                  width={200}
                  height={133}
                  loading="lazy"
                  alt={`Menu page ${index + 1} of ${images.length}`}
                />
                <NewTabNote />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {url ? (
        <p>
          <a href={url} {...NEW_TAB_PROPS} className="standalone-link">
            View the menu
            <NewTabNote />
          </a>
        </p>
      ) : null}
      {images.length === 0 && !url ? <p>The menu isn&apos;t available online yet.</p> : null}
    </section>
  );
}
