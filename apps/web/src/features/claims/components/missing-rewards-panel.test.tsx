import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { CLAIM_MESSAGES, type RewardClaim } from '@forkpoint/shared/contracts/claims';
import { createQueryClient } from '@/lib/query-client';
import { REWARD_CLAIMS_PATH } from '@forkpoint/shared/contracts/claim-constants';
import { http, jsonResponse, server } from '@/testing/msw';
import { MissingRewardsPanel } from './missing-rewards-panel';

const cards = [{ id: 'card-1', label: 'Visa ending in 4242' }];
const restaurants = [
  { merchantId: 'M-1', name: 'Harbor Grill', place: 'Brooklyn, NY' },
  { merchantId: 'M-2', name: 'Harbor Noodles', place: 'Queens, NY' },
];
const pending: RewardClaim = {
  id: 7,
  purchaseDate: '2030-05-14',
  amountCents: 4250,
  merchantId: 'M-1',
  merchantName: 'Harbor Grill',
  cardLastFour: '4242',
  status: 'pending',
  finding: 'We have not received this purchase from the card network yet.',
  createdAt: '2030-06-01T12:00:00.000Z',
};

function renderPanel(claims: RewardClaim[] = []) {
  const posted: unknown[] = [];
  server.use(
    http.get('/api/CSRF', () => jsonResponse({ csrfToken: 'token' })),
    http.post(REWARD_CLAIMS_PATH, async ({ request }) => {
      posted.push(await request.json());
      claims = [pending, ...claims];
      return jsonResponse(pending, { status: 201 });
    }),
    http.get(REWARD_CLAIMS_PATH, () => jsonResponse(claims)),
  );
  const search = vi.fn(async () => restaurants);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MissingRewardsPanel cards={cards} searchRestaurants={search} defaultLocation="10001" />
    </QueryClientProvider>,
  );
  return { search, posted };
}

describe('the missing-rewards panel', () => {
  it('files a claim from the banner: date, amount, a restaurant found by name, the card', async () => {
    const user = userEvent.setup();
    const { posted, search } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Report a missing reward' }));
    const dialog = screen.getByRole('dialog', { name: 'Report a missing reward' });

    await user.click(await within(dialog).findByRole('button', { name: 'Send claim' }));
    expect(await within(dialog).findByText(CLAIM_MESSAGES.amount)).toBeInTheDocument();
    expect(within(dialog).getByText(CLAIM_MESSAGES.merchant)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Date of the purchase/), '2030-05-14');
    await user.type(within(dialog).getByLabelText(/Amount paid/), '42.50');
    await user.type(within(dialog).getByLabelText('Restaurant name'), 'harbor{Enter}');
    expect(search).toHaveBeenCalledWith('harbor', '10001');
    await user.click(await within(dialog).findByRole('radio', { name: /Harbor Grill/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send claim' }));

    expect(await screen.findByRole('status')).toHaveTextContent(pending.finding);
    expect(posted).toEqual([{ purchaseDate: '2030-05-14', amount: '42.50', merchantId: 'M-1', cardId: 'card-1' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Your claims (1)')).toBeInTheDocument();
  });

  it("lists the member's claims with what was found", async () => {
    renderPanel([pending]);
    await userEvent.click(await screen.findByText('Your claims (1)'));
    expect(screen.getByText('With our support team')).toBeInTheDocument();
    expect(screen.getByText(pending.finding)).toBeInTheDocument();
  });
});
