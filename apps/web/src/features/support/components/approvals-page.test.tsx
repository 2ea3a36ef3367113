import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADJUSTMENT_MESSAGES, type AdjustmentApproval } from '@forkpoint/shared/contracts/support-adjustments';
import { errorResponse, jsonResponse, serveApi } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';

/**
 * The console's approvals queue (issue 28): adjustments past their requester's 24-hour limits wait for an admin
 * other than the requester. An admin approves or declines (with a reason) others' requests, never their own; an
 * agent sees their own requests pending and how they were decided.
 */

const ADMIN = 'ada.admin@test.example';
const AGENT = 'sam.agent@test.example';

const session = (role: 'agent' | 'admin') => ({
  staff: {
    id: role === 'admin' ? 1 : 2,
    email: role === 'admin' ? ADMIN : AGENT,
    displayName: role === 'admin' ? 'Ada Admin' : 'Sam Agent',
    role,
    partnerCode: 'test',
  },
  expiresAt: '2030-06-01T12:15:00.000Z',
  absoluteExpiresAt: '2030-06-01T20:00:00.000Z',
  recoveryCodesLeft: 10,
});

function approval(id: number, requestedBy: string, overrides: Partial<AdjustmentApproval> = {}): AdjustmentApproval {
  return {
    id,
    status: 'pending',
    kind: 'M',
    amount: 5000,
    reason: 'Goodwill after a long call',
    reverses: null,
    member: { publicId: `demo-${id}`, firstName: 'Casey', lastName: `Member${id}` },
    requestedBy,
    requestedAt: '2030-06-01T10:00:00.000Z',
    usedOnMember: 10_000,
    usedByStaff: 20_000,
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    adjustmentId: null,
    ...overrides,
  };
}

const unit = { cash: false, label: 'miles' };

/** The server as the approvals page sees it; `decisions` records each POST (path and body). */
function server(role: 'agent' | 'admin', queues: () => AdjustmentApproval[]) {
  const decisions: Array<{ path: string; body: unknown }> = [];
  serveApi(async (url, request) => {
    if (url.pathname === '/api/Support/Session') return jsonResponse(session(role));
    if (url.pathname === '/api/Support/Approvals' && request.method === 'GET') {
      return jsonResponse({ approvals: queues(), unit, canDecide: role === 'admin' });
    }
    const decided = /^\/api\/Support\/Approvals\/(\d+)\/(Approve|Decline)$/.exec(url.pathname);
    if (decided && request.method === 'POST') {
      const body: unknown = await request.json();
      decisions.push({ path: url.pathname, body });
      const id = Number(decided[1]);
      return decided[2] === 'Approve'
        ? jsonResponse({
            approval: approval(id, AGENT, { status: 'approved', decidedBy: ADMIN, adjustmentId: 77 }),
            message: ADJUSTMENT_MESSAGES.approved('5,000 miles'),
          })
        : jsonResponse({
            approval: approval(id, AGENT, { status: 'declined', decidedBy: ADMIN, decisionNote: 'No' }),
            message: ADJUSTMENT_MESSAGES.declined,
          });
    }
    return errorResponse(404, 'Not Found');
  });
  return { decisions };
}

const page = () => screen.findByRole('heading', { level: 1, name: 'Approvals' });
const queueTable = () => screen.findByRole('table', { name: /^Waiting for a decision: / });

describe('the approvals queue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lets an admin approve another's request, never their own, and shows the outcome", async () => {
    let pending = [approval(1, AGENT), approval(2, ADMIN, { amount: 100_000 })];
    const { decisions } = server('admin', () => pending);
    renderRoutes('/support/approvals');
    await page();
    expect(screen.getByRole('navigation', { name: 'Console' })).toContainElement(
      screen.getByRole('link', { name: 'Approvals' }),
    );
    const table = await queueTable();
    expect(within(table).getAllByText('10,000 miles on this member, 20,000 miles in all')).toHaveLength(2);
    // Their own request: no buttons, another admin decides.
    expect(within(table).queryByRole('button', { name: 'Approve request #2' })).toBeNull();
    expect(within(table).getByText('Your request: another admin decides')).toBeInTheDocument();

    pending = [approval(2, ADMIN, { amount: 100_000 })];
    await userEvent.click(within(table).getByRole('button', { name: 'Approve request #1' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Approved: 5,000 miles written.');
    expect(decisions).toEqual([{ path: '/api/Support/Approvals/1/Approve', body: {} }]);
    // The queue is asked again: the approved request has left it.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve request #1' })).toBeNull());
    expect(await screen.findByRole('table', { name: 'Waiting for a decision: 1' })).toBeInTheDocument();
  });

  it('declines only with a reason for the requester', async () => {
    const { decisions } = server('admin', () => [approval(3, AGENT)]);
    renderRoutes('/support/approvals');
    await page();
    await userEvent.click(within(await queueTable()).getByRole('button', { name: 'Decline request #3' }));
    const heading = await screen.findByRole('heading', { name: 'Decline request #3' });
    expect(heading).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Decline request' }));
    const reason = screen.getByRole('textbox', { name: 'Reason for the requester' });
    expect(reason).toHaveAccessibleDescription(ADJUSTMENT_MESSAGES.approvalDeclineReason);
    expect(decisions).toEqual([]);

    await userEvent.type(reason, 'Already credited by the partner');
    await userEvent.click(screen.getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ADJUSTMENT_MESSAGES.declined);
    expect(decisions).toEqual([
      { path: '/api/Support/Approvals/3/Decline', body: { reason: 'Already credited by the partner' } },
    ]);
    expect(screen.queryByRole('heading', { name: 'Decline request #3' })).toBeNull();
  });

  it('shows an agent their own requests, pending or as an admin decided them, with nothing to decide', async () => {
    server('agent', () => [
      approval(4, AGENT),
      approval(5, AGENT, { status: 'declined', decidedBy: ADMIN, decisionNote: 'Already credited' }),
      approval(6, AGENT, { status: 'approved', decidedBy: ADMIN, adjustmentId: 91 }),
    ]);
    renderRoutes('/support/approvals');
    await page();
    expect(screen.getByText(/Your adjustments past your 24-hour limits wait here/)).toBeInTheDocument();
    const table = await queueTable();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).getByText('Waiting for an admin')).toBeInTheDocument();
    expect(within(table).getByText(`Declined by ${ADMIN}: Already credited`)).toBeInTheDocument();
    expect(within(table).getByText(`Approved by ${ADMIN} (adjustment #91)`)).toBeInTheDocument();
  });

  it("answers the server's refusal in an alert", async () => {
    serveApi((url, request) => {
      if (url.pathname === '/api/Support/Session') return jsonResponse(session('admin'));
      if (url.pathname === '/api/Support/Approvals' && request.method === 'GET') {
        return jsonResponse({ approvals: [approval(7, AGENT)], unit, canDecide: true });
      }
      if (url.pathname === '/api/Support/Approvals/7/Approve') {
        return jsonResponse(
          {
            statusCode: 409,
            code: 'CONFLICT',
            error: 'Conflict',
            message: ADJUSTMENT_MESSAGES.approvalDecided('approved'),
          },
          { status: 409 },
        );
      }
      return errorResponse(404, 'Not Found');
    });
    renderRoutes('/support/approvals');
    await page();
    await userEvent.click(within(await queueTable()).getByRole('button', { name: 'Approve request #7' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADJUSTMENT_MESSAGES.approvalDecided('approved'));
  });
});
