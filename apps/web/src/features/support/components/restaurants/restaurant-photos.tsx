import { useRef, type FormEvent } from 'react';
import { apiPath } from '@forkpoint/shared/contracts/api-path';
import { MERCHANT_PATHS } from '@forkpoint/shared/contracts/merchant-constants';
import { PHOTO_CONTENT_TYPES } from '@forkpoint/shared/contracts/photos';
import type { RestaurantDetail } from '@forkpoint/shared/contracts/support-restaurants';
import { errorMessage } from '../../api/staff-session';
import { usePhotoUpload } from '../../api/support-restaurants';

/** The restaurant's pictures, first first, and an upload (JPEG, PNG or WebP, at least 600 × 400). */
export function RestaurantPhotos({ restaurant }: { restaurant: RestaurantDetail }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = usePhotoUpload(restaurant.merchantId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return;
    if (await upload.run(file)) input.current!.value = '';
  };
  return (
    <section className="support-section" aria-labelledby="section-photos">
      <h2 id="section-photos">Photos</h2>
      {restaurant.imageIds.length === 0 ? (
        <p className="support-muted">No pictures yet.</p>
      ) : (
        <ul className="restaurant-photos">
          {restaurant.imageIds.map((id, index) => (
            <li key={id}>
              <img
                src={`${apiPath(MERCHANT_PATHS.merchantImage, { imageId: id })}?w=200`}
                width={200}
                height={133}
                alt={
                  index === 0
                    ? `${restaurant.name}: the picture members see first`
                    : `${restaurant.name}, picture ${index + 1}`
                }
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
      <form className="restaurant-status" onSubmit={(e) => void submit(e)}>
        <div className="form-field">
          <label htmlFor="restaurant-photo">Upload a photo</label>
          <input
            id="restaurant-photo"
            ref={input}
            type="file"
            accept={PHOTO_CONTENT_TYPES.join(',')}
            aria-describedby="restaurant-photo-hint"
          />
          <p id="restaurant-photo-hint" className="support-muted">
            JPEG, PNG or WebP, at least 600 × 400 pixels. It becomes the first picture members see.
          </p>
        </div>
        <button type="submit" className="button button--v1" disabled={upload.state.status === 'pending'}>
          Upload
        </button>
      </form>
      <div aria-live="polite">
        {upload.state.status === 'done' ? <p className="support-success">Photo uploaded.</p> : null}
        {upload.state.status === 'failed' ? (
          <p role="alert" className="support-error">
            {errorMessage(upload.state.error)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
