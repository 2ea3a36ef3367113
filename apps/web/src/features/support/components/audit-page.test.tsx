import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@forkpoint/shared/contracts/support-audit';
import { RESTAURANT_ACTIONS } from '@forkpoint/shared/contracts/support-restaurants';
import { errorResponse, jsonResponse, serveApi } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';

/**
 * The audit log's action filter (issue 32): a supervisor finds the catalog's changes (restaurants, offers,
 * photos) by readable names, and the search asks the server for the recorded action.
 */

const session = {
  staff: { id: 1, email: 'ada.admin@test.example', displayName: 'Ada Admin', role: 'admin', partnerCode: 'test' },
  expiresAt: '2030-06-01T12:15:00.000Z',
  absoluteExpiresAt: '2030-06-01T20:00:00.000Z',
  recoveryCodesLeft: 10,
};

const paused: AuditEntry = {
  id: '7',
  at: '2030-06-01T11:00:00.000Z',
  staffId: 3,
  staffEmail: 'cam.catalog@test.example',
  staffRole: 'catalog_manager',
  action: RESTAURANT_ACTIONS.offerPause,
  targetType: 'offer',
  targetId: 'FP0000001/weekly',
  before: { state: 'active' },
  after: { state: 'paused' },
  ip: '127.0.0.1',
};

/** The server as the page sees it; `searches()` are the actions the audit searches asked for, in order. */
function serveConsole() {
  const requests = serveApi((url) => {
    if (url.pathname === '/api/Support/Session') return jsonResponse(session);
    if (url.pathname === '/api/Support/Audit') {
      const action = url.searchParams.get('action');
      const entries = action === null || action === paused.action ? [paused] : [];
      return jsonResponse({ entries, page: 1, pageSize: 50, hasMore: false });
    }
    return errorResponse(404, 'Not Found');
  });
  const searches = () =>
    requests
      .filter((sent) => sent.url.pathname === '/api/Support/Audit')
      .map((sent) => sent.url.searchParams.get('action'));
  return { searches };
}

describe('the audit log filter', () => {
  it('offers the catalog actions by readable names and searches for the one chosen', async () => {
    const { searches } = serveConsole();
    renderRoutes('/support/audit');
    const filter = await screen.findByRole('combobox', { name: 'Action' });
    const catalog = within(filter).getByRole('group', { name: 'Restaurants and offers' });
    const names = within(catalog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(
      expect.arrayContaining([
        'Restaurant details changed',
        'Restaurant status changed (soon, closed, reopened)',
        'Restaurant photo uploaded',
        'Offer created',
        'Offer changed',
        'Offer paused',
        'Offer resumed',
        'Offer ended',
      ]),
    );
    // The other actions are still there, by their recorded names.
    expect(within(filter).getByRole('option', { name: 'staff.sign-in' })).toBeInTheDocument();

    await userEvent.selectOptions(filter, 'Offer paused');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches().at(-1)).toBe('offer.pause'));
    // The entry's action reads as its name in the list too.
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Offer paused')).toBeInTheDocument();
    expect(within(table).getByText('FP0000001/weekly', { exact: false })).toBeInTheDocument();
  });
});
