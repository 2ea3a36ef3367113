import type { Merchant } from '../api/get-merchant';

/**
 * The merchant's photos in a row that scrolls sideways (by keyboard too: the row takes focus), each drawn
 * at the image route's transform widths (spec part 1 §9: 200, 500, 600).
 */
export function MerchantGallery({ merchant }: { merchant: Merchant }) {
  const photos = merchant.images.gallery.length > 0 ? merchant.images.gallery : [merchant.images.imageBaseUrl];
  return (
    <section className="merchant-gallery" aria-label={`Photos of ${merchant.name}`} tabIndex={0}>
      <ul className="merchant-gallery__list">
        {photos.map((url, index) => (
          <li key={url} className="merchant-gallery__item">
            <img
              src={`${url}?w=600`}
              srcSet={`${url}?w=200 200w, ${url}?w=500 500w, ${url}?w=600 600w`}
              sizes="(min-width: 661px) 600px, 90vw"
              width={600}
              height={400}
              alt={`${merchant.name}, photo ${index + 1} of ${photos.length}`}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
