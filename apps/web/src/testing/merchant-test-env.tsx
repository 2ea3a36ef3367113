import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { MerchantEnvironmentProvider, type MerchantEnvironment } from '@/features/merchant/merchant-environment';

/** The environment app/routes/merchant-route.tsx provides, for tests of the merchant page. */
export function testEnvironment(overrides: Partial<MerchantEnvironment> = {}): MerchantEnvironment {
  return {
    partner: {
      program: 'Test Air Dining',
      currencyType: 'Mile',
      terms: { currencySingular: 'mile', currencyPlural: 'miles' },
      earnRates: {
        basic: { amount: 1, perDollars: 2 },
        select: { amount: 3, perDollars: 1 },
        vip: { amount: 5, perDollars: 1 },
      },
      hasVIP: true,
      acclaimedEnabled: true,
      acclaimed2Enabled: true,
      showEarnRate: true,
      hasFlexOffers: false,
      hasReservationBonus: true,
    },
    member: null,
    copy: {
      tierNames: { basic: 'Basic', select: 'Select', vip: 'VIP' },
      tierEarnText: {
        OptedOut: 'Basic earn rate',
        NonActivated: 'Activate to earn',
        OptedIn: 'Select earn rate',
        VIP: 'VIP earn rate',
      },
      signInToSeeOffers: 'Sign in to see offers',
      unlockAccess: 'Unlock access to earn',
      unlockModal: {
        2: {
          title: 'Unlock Select',
          body: 'Turn on e-mail offers.',
          cta: { text: 'Turn on', url: '/account/user_profile' },
        },
        3: { title: 'A VIP favorite', body: 'Reach VIP.', cta: { text: 'See VIP', url: '/earn/vip-upgrade' } },
      },
      acclaimedBadge: 'Acclaimed',
      reservationBonus: 'Book here and earn 50 miles',
    },
    links: {
      search: '/search',
      login: '/login',
      merchant: (id) => `/merchants/${id}`,
      order: (id) => `/merchants/${id}/Order`,
    },
    now: () => new Date(2026, 10, 20),
    ...overrides,
  };
}

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname}</output>;
}

/** Renders `page` at /merchants/:id and /merchants/:id/Order, with the path shown in a test id. */
export function renderMerchantRoutes(
  path: string,
  page: (orderOpen: boolean) => ReactNode,
  environment: MerchantEnvironment = testEnvironment(),
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
