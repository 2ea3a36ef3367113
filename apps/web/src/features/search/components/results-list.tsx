import { useEffect, useRef, type MouseEvent } from 'react';
import type { MerchantCard as MerchantSearchResult } from '@forkpoint/shared/contracts/merchants';
import { MerchantCard } from './merchant-card';

/**
 * The results: a numbered list of merchant cards (the numbers are the map pins'), the selected one
 * highlighted, and "Show more restaurants" while the server has more (its `hasMore`). After more load,
 * the keyboard moves to the first new restaurant, so nobody has to find their place again.
 */

export const resultItemId = (merchantId: number) => `search-result-${merchantId}`;

export interface ResultsListProps {
  merchants: readonly MerchantSearchResult[];
  selectedId: number | null;
  onSelect: (merchantId: number) => void;
  /** A merchant's page was opened from its card. */
  onOpen: (merchantId: number) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

export function ResultsList(props: ResultsListProps) {
  const { merchants } = props;
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || merchants.length <= index) return;
    firstNew.current = null;
    const merchant = merchants[index];
    if (merchant) document.getElementById(resultItemId(merchant.id))?.focus();
  }, [merchants]);

  const opened = (merchantId: number) => (event: MouseEvent) => {
    if ((event.target as Element).closest?.('a[href^="/merchants/"]')) props.onOpen(merchantId);
  };

  return (
    <>
      <ol className="search-results__list">
        {merchants.map((merchant, index) => {
          const selected = merchant.id === props.selectedId;
          return (
            // The item takes focus only from script (after "Show more"); its click only notes an opened page.
            <li
              key={merchant.id}
              id={resultItemId(merchant.id)}
              tabIndex={-1}
              className={`search-results__item${selected ? ' search-results__item--selected' : ''}`}
              onClick={opened(merchant.id)}
            >
              <span className="search-results__number" aria-hidden="true">
                {index + 1}
              </span>
              <MerchantCard
                merchant={merchant}
                selected={selected}
                onSelect={() => props.onSelect(merchant.id)}
                headingLevel={3}
                id={`merchant-card-${merchant.id}`}
              />
            </li>
          );
        })}
      </ol>
      {props.hasMore ? (
        <p className="search-results__more">
          <button
            type="button"
            className="search-button search-button--secondary"
            aria-disabled={props.loadingMore || undefined}
            onClick={() => {
              if (props.loadingMore) return;
              firstNew.current = merchants.length;
              props.onMore();
            }}
          >
            {props.loadingMore ? 'Loading more restaurants…' : 'Show more restaurants'}
          </button>
        </p>
      ) : null}
    </>
  );
}
