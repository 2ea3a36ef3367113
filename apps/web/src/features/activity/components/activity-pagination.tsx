import { pageWindow } from '../lib/pagination';

export interface ActivityPaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/**
 * The pager under the list (spec part 2 §2, §9): previous, a window of up to five page numbers, next.
 * Nothing when everything fits on one page.
 */
export function ActivityPagination({ page, totalPages, onPage }: ActivityPaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav className="activity-pager" aria-label="Activity pages">
      <ul className="activity-pager__list">
        <li>
          <button
            type="button"
            className="activity-pager__button activity-pager__step"
            disabled={page <= 1}
            aria-label="Previous page"
            onClick={() => onPage(page - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="activity-pager__step-text"> Previous</span>
          </button>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className="activity-pager__button"
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => {
                if (number !== page) onPage(number);
              }}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="activity-pager__button activity-pager__step"
            disabled={page >= totalPages}
            aria-label="Next page"
            onClick={() => onPage(page + 1)}
          >
            <span className="activity-pager__step-text">Next </span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
      <p className="activity-pager__where" aria-live="polite">
        Page {page} of {totalPages}
      </p>
    </nav>
  );
}
