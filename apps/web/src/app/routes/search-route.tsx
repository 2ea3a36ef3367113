import { MerchantCardViewerProvider } from '@/features/search/components/merchant-card-viewer';
import { SearchPage } from '@/features/search/components/search-page';
import { usePartner } from '@/lib/partner';
import { useMerchantCardViewer } from '../hooks/use-merchant-card-viewer';

/**
 * /search: the search page with what it needs from other features, joined here: the partner's filter
 * options (its searchFilters setting) and who looks at the merchant cards.
 */
export function SearchRoute() {
  const partner = usePartner();
  const viewer = useMerchantCardViewer();
  return (
    <MerchantCardViewerProvider value={viewer}>
      <SearchPage filterOptions={partner.searchFilters} />
    </MerchantCardViewerProvider>
  );
}
