import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { PublicPartner } from '@forkpoint/shared/contracts/partners';
import { MerchantEnvironmentProvider, type MerchantEnvironment } from '@/features/merchant/merchant-environment';
import { getMemberQueryOptions, type Member } from '@/lib/member';
import { getFeatureFlagsQueryOptions } from '@/lib/feature-flags';
import { getPartnerQueryOptions } from '@/lib/partner';
import { createQueryClient } from '@/lib/query-client';
import { testPartner } from './fixtures';
import { DEFAULT_EARN_COPY } from '@forkpoint/shared/content/earn-copy';

/** The partner of the merchant page tests: VIP, both Acclaimed levels and the reservation bonus, no flex offers. */
export function testMerchantPartner(overrides: Partial<PublicPartner> = {}): PublicPartner {
  return {
    ...testPartner({
      hasVIP: true,
      earnRates: {
        basic: { amount: 1, perDollars: 2 },
        select: { amount: 3, perDollars: 1 },
        vip: { amount: 5, perDollars: 1 },
      },
      acclaimedEnabled: true,
      acclaimed2Enabled: true,
      showEarnRate: true,
      hasFlexOffers: false,
      hasReservationBonus: true,
    }),
    ...overrides,
  };
}

/** The environment app/routes/merchant-route.tsx provides (the global earn copy), for tests of the merchant page. */
export function testEnvironment(overrides: Partial<MerchantEnvironment> = {}): MerchantEnvironment {
  return {
    // The seed's copy, with test words where the tests look for them (a tier 3 modal, a reservation bonus).
    copy: {
      ...DEFAULT_EARN_COPY,
      unlockModal: {
        ...DEFAULT_EARN_COPY.unlockModal,
        3: { title: 'A VIP favorite', body: 'Reach VIP.', cta: { text: 'See VIP', url: '/earn/vip-upgrade' } },
      },
      reservationBonus: 'Book here and earn 50 miles',
    },
    now: () => new Date(2026, 10, 20),
    ...overrides,
  };
}

export interface MerchantTestOptions {
  environment?: MerchantEnvironment;
  partner?: PublicPartner;
  /** The signed-in member; null (the default) is a visitor. */
  member?: Member | null;
}

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname}</output>;
}

/**
 * Renders `page` at /merchants/:id and /merchants/:id/Order, with the path shown in a test id, and the
 * partner and member already in the cache (as after start-up).
 */
export function renderMerchantRoutes(
  path: string,
  page: (orderOpen: boolean) => ReactNode,
  { environment = testEnvironment(), partner = testMerchantPartner(), member = null }: MerchantTestOptions = {},
) {
  // The app's client: start-up data (partner, member) is not fetched again on mount.
  const queryClient = createQueryClient();
  queryClient.setQueryData(getPartnerQueryOptions().queryKey, partner);
  // No flags answer: the partner's own settings stand (lib/feature-flags.ts).
  queryClient.setQueryData(getFeatureFlagsQueryOptions().queryKey, null);
  queryClient.setQueryData(getMemberQueryOptions().queryKey, member);
  return render(
    <QueryClientProvider client={queryClient}>
      <MerchantEnvironmentProvider value={environment}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/merchants/:id" element={page(false)} />
            <Route path="/merchants/:id/Order" element={page(true)} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </MerchantEnvironmentProvider>
    </QueryClientProvider>,
  );
}
