import { describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleOffer } from '@forkpoint/shared/contracts/support-restaurants';
import { createQueryClient } from '@/lib/query-client';
import { bodyOf, jsonResponse, serveApi } from '@/testing/msw';
import { OfferForm } from './offer-form';
import { offerTerms } from './restaurant-offers';

/**
 * The console's offer form (issue 32 part 2, decision 0040): staff choose what an offer pays, a multiplier or a
 * fixed amount, in a radio group; only the chosen kind is sent, and the server's field messages show at the field.
 */

const OFFERS_PATH = '/api/Support/Restaurants/RS-1/Offers';

const saved: ConsoleOffer = {
  id: 'of-1',
  version: 1,
  state: 'active',
  effectiveFrom: '2030-06-01T12:00:00.000Z',
  type: 'Unlimited',
  title: 'Tuesday treat',
  description: '',
  daysOfWeek: ['Tue'],
  earnMultiplier: null,
  fixedAmount: 500,
  startsOn: null,
  endsOn: null,
  hours: null,
  minimumSpendDollars: null,
  usesPerMember: null,
  budgetDollars: null,
  endedByBudget: false,
};

/** The server: the CSRF token, and the offers call answered by `answer`. */
function serve(answer: () => Response) {
  return serveApi((url) => {
    if (url.pathname === '/api/CSRF') return jsonResponse({ csrfToken: 'csrf-token' });
    if (url.pathname === OFFERS_PATH) return answer();
    return jsonResponse({});
  });
}

function renderForm(offer: ConsoleOffer | null = null) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OfferForm merchantId="RS-1" offer={offer} brand={null} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('the offer form', () => {
  it('offers Multiplier or Fixed amount as a radio group, and sends only the chosen kind', async () => {
    const requests = serve(() => jsonResponse({ offer: saved, merchantIds: ['RS-1'] }, { status: 201 }));
    const onClose = renderForm();
    const group = screen.getByRole('group', { name: 'What the offer pays' });
    const multiplier = screen.getByRole('radio', { name: /Multiplier/ });
    const fixed = screen.getByRole('radio', { name: /Fixed amount/ });
    expect(group).toContainElement(fixed);
    expect(multiplier).toBeChecked();
    expect(fixed).toHaveAccessibleDescription('Adds the same amount to each visit, on top of the rate.');
    expect(screen.getByRole('textbox', { name: 'Earn multiplier' })).toBeInTheDocument();

    await userEvent.click(fixed);
    expect(screen.queryByRole('textbox', { name: 'Earn multiplier' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Tuesday treat');
    await userEvent.type(screen.getByRole('textbox', { name: 'Fixed amount per visit (reward units)' }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Add offer' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await bodyOf(requests, OFFERS_PATH)).toMatchObject({
      title: 'Tuesday treat',
      earnMultiplier: null,
      fixedAmount: 500,
      forBrand: false,
    });
  });

  it("shows the server's message at the fixed amount, tied to the field", async () => {
    serve(() =>
      jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          error: 'Bad Request',
          message: 'Please check the form for errors.',
          fields: [{ field: 'fixedAmount', message: 'Enter a whole amount from 1 to 100,000.' }],
        },
        { status: 400, statusText: 'Bad Request' },
      ),
    );
    const onClose = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: /Fixed amount/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Half a mile');
    const amount = screen.getByRole('textbox', { name: 'Fixed amount per visit (reward units)' });
    await userEvent.type(amount, '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add offer' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Enter a whole amount from 1 to 100,000.'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('opens a fixed-amount offer on its kind, and lists it with its amount', () => {
    renderForm(saved);
    expect(screen.getByRole('radio', { name: /Fixed amount/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Fixed amount per visit (reward units)' })).toHaveValue('500');
    expect(offerTerms(saved)).toBe('+ 500 reward units a visit · Tue · every visit');
  });
});
