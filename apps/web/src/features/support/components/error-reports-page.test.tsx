import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorReport } from '@forkpoint/shared/contracts/error-reports';
import { errorResponse, jsonResponse, pathsOf, serveApi } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';

/**
 * The console's Error reports page (issue 33 part 6): an admin sees the program's newest reports with where they
 * came from, the message (its stack folded) and the request id; other roles get neither the page nor its link.
 */

const session = (role: 'agent' | 'admin') => ({
  staff: { id: 1, email: 'ada.admin@test.example', displayName: 'Ada Admin', role, partnerCode: 'test' },
  expiresAt: '2030-06-01T12:15:00.000Z',
  absoluteExpiresAt: '2030-06-01T20:00:00.000Z',
  recoveryCodesLeft: 10,
});

const REPORT: ErrorReport = {
  id: 7,
  receivedAt: '2030-06-01T11:58:00.000Z',
  source: 'web',
  level: 'error',
  type: 'TypeError',
  message: 'Cannot read properties of undefined (reading "offers")',
  stack: 'at MerchantPage (https://test.localhost/assets/merchant-3c4d.js:2:7)',
  requestId: 'req-0f3a',
  url: 'https://test.localhost/merchant/42',
  release: 'web',
};

function server(role: 'agent' | 'admin', reports: ErrorReport[] | 'failing') {
  return serveApi((url) => {
    if (url.pathname === '/api/Support/Session') return jsonResponse(session(role));
    if (url.pathname === '/api/Support/ErrorReports') {
      return reports === 'failing' ? errorResponse(500, 'Internal Server Error') : jsonResponse({ reports });
    }
    return errorResponse(404, 'Not Found');
  });
}

const page = () => screen.findByRole('heading', { level: 1, name: 'Error reports' });

describe('the error reports page', () => {
  it('lists the reports with their source, page and request id, the stack folded under the message', async () => {
    server('admin', [REPORT, { ...REPORT, id: 8, source: 'server', type: '', message: 'boom', stack: '', url: null }]);
    renderRoutes('/support/error-reports');
    await page();
    const table = await screen.findByRole('table', { name: 'Latest reports' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Browser')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('req-0f3a')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Server')).toBeInTheDocument();
    const summary = within(rows[0]!).getByText(`TypeError: ${REPORT.message}`);
    expect(within(rows[0]!).getByText(REPORT.stack)).not.toBeVisible();
    await userEvent.click(summary);
    expect(within(rows[0]!).getByText(REPORT.stack)).toBeVisible();
  });

  it('says so when there are none, and shows a failure in an alert', async () => {
    server('admin', []);
    const { unmount } = renderRoutes('/support/error-reports');
    expect(await screen.findByText(/^No errors were reported/)).toBeInTheDocument();
    unmount();
    server('admin', 'failing');
    renderRoutes('/support/error-reports');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('is not for agents: no link, and the page says so without asking for the reports', async () => {
    const requests = server('agent', [REPORT]);
    renderRoutes('/support/error-reports');
    await screen.findByRole('heading', { level: 1, name: 'Not for your role' });
    expect(screen.queryByRole('link', { name: 'Error reports' })).toBeNull();
    expect(pathsOf(requests).filter((path) => path.startsWith('/api/Support/ErrorReports'))).toEqual([]);
  });
});
