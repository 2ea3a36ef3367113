import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESTAURANT_STATUS_MESSAGES, type RestaurantDetail } from '@forkpoint/shared/contracts/support-restaurants';
import { errorResponse, jsonResponse, serveApi } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';

/**
 * The restaurant's status in the console (issue 32): coming soon needs its first day (the server's field message
 * shows under the date), closing asks first, and a closed restaurant is reopened.
 */

const session = {
  staff: {
    id: 2,
    email: 'cora@test.example',
    displayName: 'Cora Catalog',
    role: 'catalog_manager',
    partnerCode: 'test',
  },
  expiresAt: '2030-06-01T12:15:00.000Z',
  absoluteExpiresAt: '2030-06-01T20:00:00.000Z',
  recoveryCodesLeft: 10,
};

const restaurant = (overrides: Partial<RestaurantDetail> = {}): RestaurantDetail => ({
  merchantId: 'FP0000042',
  name: 'Basin Grill',
  street: '1 Aultman St',
  city: 'Ely',
  state: 'NV',
  zip: '89301',
  neighborhood: null,
  priceLevel: 2,
  maxSpendPerMonth: null,
  maxVisitsPerMonth: null,
  status: 'open',
  opensOn: null,
  closesOn: null,
  timeZone: 'America/Los_Angeles',
  cuisines: ['American'],
  programs: ['test'],
  brand: null,
  imageIds: [],
  offers: [],
  ...overrides,
});

const STATUS_PATH = '/api/Support/Restaurants/FP0000042/Status';

/** The server as the page sees it: a past first day is refused; `posts()` are the status changes sent, in order. */
function serveConsole() {
  let current = restaurant();
  const requests = serveApi(async (url, request) => {
    if (url.pathname === '/api/Support/Session') return jsonResponse(session);
    if (url.pathname === '/api/Support/Restaurants/FP0000042' && request.method === 'GET') {
      return jsonResponse(current);
    }
    if (url.pathname === STATUS_PATH && request.method === 'POST') {
      const body = (await request.json()) as { status: RestaurantDetail['status']; opensOn?: string };
      if (body.status === 'comingSoon' && body.opensOn! <= '2030-06-01') {
        return jsonResponse(
          {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            error: 'Bad Request',
            message: 'Please check the form for errors.',
            fields: [{ field: 'opensOn', message: RESTAURANT_STATUS_MESSAGES.opensOn }],
          },
          { status: 400, statusText: 'Bad Request' },
        );
      }
      current = { ...current, status: body.status, opensOn: body.opensOn ?? null };
      return jsonResponse(current);
    }
    return errorResponse(404, 'Not Found');
  });
  const posts = () =>
    Promise.all(
      requests.filter((sent) => sent.url.pathname === STATUS_PATH).map((sent) => sent.request.clone().json()),
    );
  return { posts };
}

const statusRegion = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Basin Grill' });
  return screen.getByRole('region', { name: 'Status' });
};

describe('the restaurant status form', () => {
  it('asks for a first day for coming soon and shows the refusal under it', async () => {
    const { posts } = serveConsole();
    renderRoutes('/support/restaurants/FP0000042');
    const region = await statusRegion();
    await userEvent.selectOptions(within(region).getByRole('combobox', { name: 'Status' }), 'Coming soon');
    const day = within(region).getByLabelText('First day (on the restaurant’s clock)');
    await userEvent.type(day, '2030-06-01');
    await userEvent.click(within(region).getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(day).toHaveAccessibleDescription(RESTAURANT_STATUS_MESSAGES.opensOn));
    expect(day).toBeInvalid();
    await userEvent.clear(day);
    await userEvent.type(day, '2030-06-10');
    await userEvent.click(within(region).getByRole('button', { name: 'Save status' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'About' })).toHaveTextContent('Coming soon: opens on 2030-06-10'),
    );
    expect(await posts()).toEqual([
      { status: 'comingSoon', opensOn: '2030-06-01' },
      { status: 'comingSoon', opensOn: '2030-06-10' },
    ]);
  });

  it('closes only once confirmed, and reopens', async () => {
    const { posts } = serveConsole();
    renderRoutes('/support/restaurants/FP0000042');
    const region = await statusRegion();
    await userEvent.selectOptions(within(region).getByRole('combobox', { name: 'Status' }), 'Closed');
    await userEvent.click(within(region).getByRole('button', { name: 'Close…' }));
    const confirm = within(region).getByRole('group', { name: 'Close Basin Grill' });
    expect(within(confirm).getByRole('button', { name: 'Yes, close it' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Don’t close it' }));
    expect(await posts()).toEqual([]);

    await userEvent.selectOptions(within(region).getByRole('combobox', { name: 'Status' }), 'Closed');
    await userEvent.click(within(region).getByRole('button', { name: 'Close…' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Yes, close it' }));
    expect(await screen.findByText(/^Closed: members do not find it/)).toBeInTheDocument();
    expect(await posts()).toEqual([{ status: 'closed' }]);

    const reopen = await statusRegion();
    await userEvent.selectOptions(within(reopen).getByRole('combobox', { name: 'Status' }), 'Open');
    await userEvent.click(within(reopen).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(screen.queryByText(/^Closed: members do not find it/)).toBeNull());
    expect(await posts()).toEqual([{ status: 'closed' }, { status: 'open' }]);
  });
});
