import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { PublicPartner } from '@forkpoint/shared/contracts/partners';
import type { Availability, Reservation } from '@forkpoint/shared/contracts/reservations';
import { getFeatureFlagsQueryOptions } from '@/lib/feature-flags';
import { getMemberQueryOptions, type Member } from '@/lib/member';
import { getPartnerQueryOptions } from '@/lib/partner';
import { createQueryClient } from '@/lib/query-client';
import { testPartner } from './fixtures';

/** An availability answer: four times around 19:00 for two at a restaurant that needs no card. */
export function testAvailability(overrides: Partial<Availability> = {}): Availability {
  return {
    merchantId: 'FP0000042',
    date: '2026-11-20',
    time: '19:00',
    partySize: 2,
    outcome: 'available',
    slots: [
      { time: '19:30', slot: '2026-11-20T19:30' },
      { time: '18:30', slot: '2026-11-20T18:30' },
      { time: '19:00', slot: '2026-11-20T19:00' },
      { time: '20:15', slot: '2026-11-20T20:15' },
    ],
    message: '',
    limits: { minPartySize: 2, maxPartySize: 8, maxDaysAhead: 60, minMinutesAhead: 120 },
    cardRequired: false,
    timeZone: 'America/New_York',
    ...overrides,
  };
}

/** A member's reservation as the server answers it. */
export function testReservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: '5f0c8a4e-0000-4000-8000-000000000001',
    confirmationNumber: 'FPR-7Q2K9',
    merchantId: 'FP0000042',
    merchantNumber: 42,
    merchantName: 'Luna Trattoria',
    merchantCity: 'New York',
    date: '2026-11-20',
    time: '19:30',
    startsAt: '2026-11-20T19:30:00-05:00',
    timeZone: 'America/New_York',
    partySize: 2,
    status: 'booked',
    cancellable: true,
    bonusAmount: 0,
    createdAt: '2026-11-18T10:00:00Z',
    ...overrides,
  };
}

function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders `ui` at `path` with the partner and member already in the cache (as after start-up); the current
 * location is shown in the "location" test id, and any other path draws "elsewhere".
 */
export function renderReservations(
  ui: ReactNode,
  {
    path = '/merchants/42',
    partner = testPartner({ hasReservationBonus: true }),
    member = null,
  }: { path?: string; partner?: PublicPartner; member?: Member | null } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(getPartnerQueryOptions().queryKey, partner);
  queryClient.setQueryData(getFeatureFlagsQueryOptions().queryKey, null);
  queryClient.setQueryData(getMemberQueryOptions().queryKey, member);
  const pathname = path.split('?')[0] ?? path;
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pathname} element={ui} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
