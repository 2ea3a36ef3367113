import { useViewerKey } from '@/lib/member';
import { isMerchantId, isMerchantNotFound, useMerchant } from '../api/get-merchant';
import { MerchantDetails } from './merchant-details';
import { MerchantError, MerchantLoading, MerchantNotFound } from './merchant-states';
import './merchant-page.css';

export interface MerchantPageProps {
  /** The :id of /merchants/{id}. */
  id: string | undefined;
  /** /merchants/{id}/Order: the order dialog is open. */
  orderOpen: boolean;
}

/**
 * The merchant page, /merchants/{id} (spec part 1 §2, part 2 §2 "Merchant detail"): loading, error and
 * not-found states around the details. An id no merchant can have is not found without asking the server.
 */
export function MerchantPage({ id, orderOpen }: MerchantPageProps) {
  if (!isMerchantId(id)) return <MerchantNotFound />;
  return <LoadedMerchantPage id={id} orderOpen={orderOpen} />;
}

function LoadedMerchantPage({ id, orderOpen }: { id: string; orderOpen: boolean }) {
  const query = useMerchant(id, useViewerKey());
  if (query.isPending) return <MerchantLoading />;
  if (query.isError) {
    return isMerchantNotFound(query.error) ? (
      <MerchantNotFound />
    ) : (
      <MerchantError onRetry={() => void query.refetch()} />
    );
  }
  return <MerchantDetails merchant={query.data} orderOpen={orderOpen} />;
}
