import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router';
import type { ContentEntry } from '@forkpoint/shared/contracts/content';
import type { Merchant } from '@forkpoint/shared/contracts/merchants';
import { expandCopyDeep, type CopyTerms } from '@forkpoint/shared/content/copy-tokens';
import { globalEarnFieldsSchema } from '@forkpoint/shared/content/content-global-schemas';
import { readEarnCopy } from '@forkpoint/shared/content/earn-copy';
import { MerchantPage } from '@/features/merchant/components/merchant-page';
import {
  MerchantEnvironmentProvider,
  type MerchantEarnCopy,
  type MerchantEnvironment,
} from '@/features/merchant/merchant-environment';
import { logger } from '@/lib/logger';
import { usePartner } from '@/lib/partner';
import { useCopyTerms, usePartnerContent } from '../hooks/use-partner-copy';

/**
 * The merchant page (features/merchant) composed with what it may not read itself: the global `earn` copy of
 * the content service, and the reservation module (features/reservations) for restaurants that take
 * reservations. /merchants/{id}/Order is the same page with the order dialog open.
 */

/** Its own chunk, loaded only on a restaurant that takes reservations: the page's first load does not grow. */
const ReservationModule = lazy(() =>
  import('@/features/reservations/components/reservation-module').then((m) => ({ default: m.ReservationModule })),
);

/**
 * The global `earn` copy with the partner's terms: shared content/earn-copy.ts reads it field by field with
 * the seeded wording as defaults, as the merchant cards do. Copy that breaks its schema is still logged.
 */
export function earnCopyOf(globalCopy: readonly ContentEntry[], terms: CopyTerms): MerchantEarnCopy {
  const fields = globalCopy.find((entry) => entry.slug === 'earn')?.fields;
  if (fields !== undefined) {
    const checked = globalEarnFieldsSchema.safeParse(fields);
    if (!checked.success) logger.warn('global earn copy does not match its schema', checked.error.issues);
  }
  return expandCopyDeep(readEarnCopy(fields), terms);
}

/** The reservation module for one restaurant; the reservation calls name it by its catalog id. */
function reservationModuleWith(bonusCopy: string | null) {
  return function reservationModule(merchant: Merchant) {
    return (
      <Suspense fallback={<p className="merchant-empty">Loading reservations…</p>}>
        <ReservationModule
          restaurant={{ merchantId: merchant.merchantId, name: merchant.name, phone: merchant.details.phone }}
          bonusCopy={bonusCopy}
        />
      </Suspense>
    );
  };
}

export function MerchantRoute({ orderOpen = false }: { orderOpen?: boolean }) {
  const { id } = useParams();
  const globalCopy = usePartnerContent('*');
  const terms = useCopyTerms();
  const partner = usePartner();
  const environment = useMemo<MerchantEnvironment>(() => {
    const copy = earnCopyOf(globalCopy, terms);
    const bonusCopy = partner.hasReservationBonus ? copy.reservationBonus : null;
    return { copy, reservationModule: reservationModuleWith(bonusCopy) };
  }, [globalCopy, terms, partner.hasReservationBonus]);
  return (
    <MerchantEnvironmentProvider value={environment}>
      <MerchantPage id={id} orderOpen={orderOpen} />
    </MerchantEnvironmentProvider>
  );
}
