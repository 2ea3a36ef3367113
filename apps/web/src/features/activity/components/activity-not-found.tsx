import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The not-found view of the activity (spec part 2 §2, §6): an empty list or a failed call shows a title, a
 * tagline and a search button. A failure says so, and offers to try again.
 */
export function ActivityNotFound({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <div className="activity-empty" role={failed ? 'alert' : undefined}>
      <h3 className="activity-empty__title">{failed ? 'Activity not found' : 'No activity yet'}</h3>
      <p className="page__tagline activity-empty__tagline">
        {failed
          ? 'We could not load your activity just now. Please try again in a moment.'
          : 'Dine at a participating restaurant with a linked card and your visits and rewards show up here.'}
      </p>
      <p className="activity-empty__actions">
        <Link to={paths.search.getHref()} className="button button--v1">
          Search restaurants
        </Link>
        {failed ? (
          <button type="button" className="button button--v2" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </p>
    </div>
  );
}
