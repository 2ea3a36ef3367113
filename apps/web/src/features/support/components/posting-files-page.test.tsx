import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  POSTING_SUPPORT_MESSAGES,
  type PostingFile,
  type PostingRejectedLine,
} from '@forkpoint/shared/contracts/postings';
import { errorResponse, jsonResponse, serveApi } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';

/**
 * The console's Posting files page (issue 33): the program's files with their lines' answers counted, a file's
 * rejected lines, and "Send again" for one; loading, empty and error states; other roles get neither page nor link.
 */

const session = (role: 'agent' | 'admin' | 'content_editor') => ({
  staff: { id: 1, email: 'sam.agent@test.example', displayName: 'Sam Agent', role, partnerCode: 'test' },
  expiresAt: '2030-06-01T12:15:00.000Z',
  absoluteExpiresAt: '2030-06-01T20:00:00.000Z',
  recoveryCodesLeft: 10,
});

const FILE = 'test-20300601-001.csv';

function file(fileName: string, overrides: Partial<PostingFile> = {}): PostingFile {
  return {
    fileName,
    lines: 3,
    accepted: 2,
    rejected: 1,
    outstanding: 0,
    acknowledgedAt: '2030-06-01T13:00:00.000Z',
    createdAt: '2030-06-01T06:00:00.000Z',
    totalAmount: 360,
    ...overrides,
  };
}

const rejectedLine = (overrides: Partial<PostingRejectedLine> = {}): PostingRejectedLine => ({
  line: 2,
  memberPublicId: 'demo-card-test',
  memberName: 'Casey Card',
  rewardId: '41',
  amount: 120,
  reason: 'Account closed',
  answeredAt: '2030-06-01T12:30:00.000Z',
  sentAgain: false,
  ...overrides,
});

/** The server as the page sees it; `posts` records each POST's path. */
function server({
  role = 'agent',
  files = [file(FILE), file('test-20300602-001.csv', { rejected: 0, accepted: 1, lines: 1 })],
  failFiles = false,
}: { role?: 'agent' | 'admin' | 'content_editor'; files?: PostingFile[]; failFiles?: boolean } = {}) {
  let line = rejectedLine();
  const posts: string[] = [];
  serveApi(async (url, request) => {
    if (url.pathname === '/api/Support/Session') return jsonResponse(session(role));
    if (url.pathname === '/api/Support/PostingFiles') {
      return failFiles ? errorResponse(500, 'Something went wrong.') : jsonResponse({ files });
    }
    if (url.pathname === `/api/Support/PostingFiles/${FILE}/RejectedLines`) {
      return jsonResponse({ fileName: FILE, lines: [line] });
    }
    if (request.method === 'POST' && url.pathname === `/api/Support/PostingFiles/${FILE}/Lines/2/SendAgain`) {
      posts.push(url.pathname);
      line = { ...line, sentAgain: true };
      return jsonResponse({ fileName: FILE, line: 2, rewardId: '41', message: POSTING_SUPPORT_MESSAGES.sentAgain });
    }
    return errorResponse(404, 'Not Found');
  });
  return { posts };
}

const page = () => screen.findByRole('heading', { level: 1, name: 'Posting files' });

describe('the posting files page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the files with their counts, shows a file’s rejected lines and sends one again', async () => {
    const { posts } = server();
    renderRoutes('/support/posting-files');
    await page();
    expect(screen.getByRole('navigation', { name: 'Console' })).toContainElement(
      screen.getByRole('link', { name: 'Posting files' }),
    );
    const files = await screen.findByRole('table', { name: 'Posting files of this program' });
    const row = within(files).getByText(FILE).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([FILE, expect.any(String), '3', '2', '1', '0', expect.any(String), 'Rejected lines']);
    // A file with nothing rejected has nothing to show.
    expect(within(files).getAllByRole('button')).toHaveLength(1);

    await userEvent.click(within(row).getByRole('button', { name: `Rejected lines of ${FILE}` }));
    const heading = await screen.findByRole('heading', { level: 2, name: `Rejected lines of ${FILE}` });
    expect(heading).toHaveFocus();
    const lines = await screen.findByRole('table', { name: 'Lines the partner rejected (1)' });
    expect(within(lines).getByText('Account closed')).toBeInTheDocument();
    expect(within(lines).getByText('demo-card-test')).toBeInTheDocument();
    expect(within(lines).getByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();

    await userEvent.click(within(lines).getByRole('button', { name: 'Send line 2 again' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(POSTING_SUPPORT_MESSAGES.sentAgain);
    await waitFor(() => expect(status).toHaveFocus());
    expect(posts).toEqual([`/api/Support/PostingFiles/${FILE}/Lines/2/SendAgain`]);
    expect(await within(lines).findByText('Sent again')).toBeInTheDocument();
    expect(within(lines).queryByRole('button', { name: 'Send line 2 again' })).not.toBeInTheDocument();
  });

  it('says so when there are no files yet', async () => {
    server({ files: [] });
    renderRoutes('/support/posting-files');
    await page();
    expect(await screen.findByText('No posting files yet.')).toBeInTheDocument();
  });

  it('shows the error when the files cannot be read', async () => {
    server({ failFiles: true });
    renderRoutes('/support/posting-files');
    await page();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('is neither linked nor shown to a content editor', async () => {
    server({ role: 'content_editor' });
    renderRoutes('/support/posting-files');
    await screen.findByRole('navigation', { name: 'Console' });
    expect(screen.queryByRole('link', { name: 'Posting files' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Posting files of this program' })).not.toBeInTheDocument();
  });
});
