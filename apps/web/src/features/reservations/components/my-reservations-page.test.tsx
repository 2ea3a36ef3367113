import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberReservations } from '@forkpoint/shared/contracts/reservations';
import { jsonResponse, serveApi } from '@/testing/msw';
import { renderReservations, testReservation } from '@/testing/reservations-test-env';
import { testMember } from '@/testing/serve-startup';
import { MyReservationsPage, type MyReservationsViewer } from './my-reservations-page';

const PATH = '/account/reservations';

function open(viewer: MyReservationsViewer = 'member') {
  return renderReservations(
    <MyReservationsPage
      viewer={viewer}
      hrefs={{ login: '/login', findTable: '/search?reservations=true' }}
      bonusWords={(amount) => `${amount} bonus miles`}
    />,
    { path: PATH, member: viewer === 'member' ? testMember() : null },
  );
}

function serve(
  list: () => MemberReservations | Response,
  cancel: () => Response = () =>
    jsonResponse(testReservation({ id: 'r-sooner', status: 'cancelled', cancellable: false })),
) {
  return serveApi(async (url, request) => {
    if (url.pathname === '/api/Member/Reservations') {
      const answer = list();
      return answer instanceof Response ? answer : jsonResponse(answer);
    }
    if (url.pathname.startsWith('/api/Reservations/') && request.method === 'DELETE') return cancel();
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Nope.' }, { status: 404 });
  });
}

const later = testReservation({
  id: 'r-later',
  merchantName: 'Harbor Oyster Bar',
  merchantNumber: 7,
  date: '2026-12-05',
  time: '18:00',
  startsAt: '2026-12-05T18:00:00-05:00',
  partySize: 4,
});
const sooner = testReservation({ id: 'r-sooner' });
const honoured = testReservation({
  id: 'r-honoured',
  merchantName: 'Copper Pot',
  date: '2026-10-02',
  startsAt: '2026-10-02T19:30:00-04:00',
  status: 'honoured',
  cancellable: false,
  bonusAmount: 50,
});
const noShow = testReservation({
  id: 'r-noshow',
  merchantName: 'Saffron House',
  date: '2026-10-20',
  startsAt: '2026-10-20T19:30:00-04:00',
  status: 'no_show',
  cancellable: false,
});

const rowOf = (name: string) => screen.getByRole('listitem', { name });

describe('My Reservations', () => {
  beforeEach(() => sessionStorage.setItem('fp.csrfToken', 'token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('lists upcoming soonest first and past newest first, each linked to its restaurant with its status', async () => {
    serve(() => ({ upcoming: [later, sooner], past: [honoured, noShow] }));
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your reservations…');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(
      within(upcoming)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('h3')?.textContent),
    ).toEqual(['Luna Trattoria', 'Harbor Oyster Bar']);
    const past = screen.getByRole('region', { name: 'Past' });
    expect(
      within(past)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('h3')?.textContent),
    ).toEqual(['Saffron House', 'Copper Pot']);

    const luna = rowOf('Luna Trattoria');
    expect(within(luna).getByRole('link', { name: 'Luna Trattoria' })).toHaveAttribute('href', '/merchants/42');
    expect(luna).toHaveTextContent('Friday, November 20, 2026 at 7:30 PM');
    expect(luna).toHaveTextContent('2 people · New York · Confirmation FPR-7Q2K9');
    expect(luna).toHaveTextContent('Status: Booked');
    expect(within(rowOf('Harbor Oyster Bar')).getByRole('link')).toHaveAttribute('href', '/merchants/7');
    expect(rowOf('Copper Pot')).toHaveTextContent('Completed');
    expect(rowOf('Copper Pot')).toHaveTextContent('Earned 50 bonus miles');
    expect(rowOf('Saffron House')).toHaveTextContent('No-show');
    expect(rowOf('Saffron House')).not.toHaveTextContent('Earned');
    expect(within(past).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels after the confirmation dialog: the row says Cancelled, keeps the focus, and the page announces it', async () => {
    const user = userEvent.setup();
    const requests = serve(() => ({ upcoming: [sooner], past: [] }));
    open();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel reservation at Luna Trattoria on Fri, Nov 20' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel this reservation?' });
    expect(within(dialog).getByRole('button', { name: 'Keep reservation' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep reservation' }));
    expect(requests.filter((sent) => sent.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Cancel reservation at/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel reservation' }));
    await waitFor(() => expect(rowOf('Luna Trattoria')).toHaveTextContent('Status: Cancelled'));
    expect(rowOf('Luna Trattoria')).toHaveFocus();
    expect(within(rowOf('Luna Trattoria')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your reservation at Luna Trattoria on Fri, Nov 20 is cancelled.',
    );
    const deleted = requests.find((sent) => sent.method === 'DELETE');
    expect(deleted?.url.pathname).toBe('/api/Reservations/r-sooner');
  });

  it("shows the server's reason on the row when a cancel is refused, and keeps the reservation", async () => {
    const user = userEvent.setup();
    serve(
      () => ({ upcoming: [sooner], past: [] }),
      () =>
        jsonResponse(
          {
            statusCode: 409,
            code: 'CONFLICT',
            error: 'Conflict',
            message: 'This reservation has already started, so it can no longer be cancelled.',
          },
          { status: 409 },
        ),
    );
    open();
    await user.click(await screen.findByRole('button', { name: /^Cancel reservation at/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel reservation' }));
    expect(await within(rowOf('Luna Trattoria')).findByRole('alert')).toHaveTextContent(
      'This reservation has already started, so it can no longer be cancelled.',
    );
    expect(rowOf('Luna Trattoria')).toHaveTextContent('Status: Booked');
  });

  it('says there are none yet, with a way to restaurants that take reservations', async () => {
    serve(() => ({ upcoming: [], past: [] }));
    open();
    expect(await screen.findByRole('heading', { name: 'No reservations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a restaurant that takes reservations' })).toHaveAttribute(
      'href',
      '/search?reservations=true',
    );
  });

  it('says when the list could not be loaded, and loads it again on "Try again"', async () => {
    const user = userEvent.setup();
    let failing = true;
    serve(() =>
      failing
        ? jsonResponse({ statusCode: 500, code: 'INTERNAL', error: 'Error', message: 'x' }, { status: 500 })
        : { upcoming: [sooner], past: [] },
    );
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your reservations. Please try again.");
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Upcoming' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in and makes no member call', () => {
    const requests = serve(() => ({ upcoming: [], past: [] }));
    open('visitor');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(requests).toEqual([]);
  });
});
