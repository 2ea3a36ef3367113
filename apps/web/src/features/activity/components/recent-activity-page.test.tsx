import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { CSRF_HEADER } from '@forkpoint/shared/constants';
import type { ActivityCredit, ActivityRecord, ActivityTransaction } from '@forkpoint/shared/contracts/rewards';
import type { ReviewRequest, ReviewResponse } from '@forkpoint/shared/contracts/reviews';
import type { PartnerFile } from '@forkpoint/shared/partners/partner-schema';
import { storeCsrfToken } from '@/lib/csrf-token';
import { testPartner } from '@/testing/fixtures';
import { errorResponse, jsonResponse, serveApi } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';
import { testMember } from '@/testing/serve-startup';

// Role queries over the whole shell are slow in jsdom; the page also loads its own chunk first.

const PAGE = '/account/recent_activity';
const member = testMember();
/** A moment `days` days ago at midday UTC, so its day is the same wherever the test runs. */
const daysAgo = (days: number) => {
  const day = new Date(Date.now() - days * DAY_MS);
  day.setUTCHours(12, 0, 0, 0);
  return day.toISOString();
};

let sequence = 0;
const txn = (overrides: Partial<ActivityTransaction> = {}): ActivityTransaction => ({
  recordType: 'transaction',
  sourceTransactionId: `N-${(sequence += 1)}`,
  date: daysAgo(2),
  merchantId: 'M-1001',
  merchantNumber: 1001,
  merchantName: 'Luna Trattoria',
  activeMerchant: true,
  benefitAmount: 150,
  ticketAmount: 50,
  cardLastFour: '4242',
  awardStatus: 'Awarded',
  statusReason: null,
  transactionType: 'settle',
  sourceCode: 'S',
  paidAt: null,
  earnExplanation: [],
  ...overrides,
});

const credit = (overrides: Partial<ActivityCredit> = {}): ActivityCredit => ({
  recordType: 'credit',
  creditId: 7,
  date: daysAgo(1),
  creditAmountCents: 2034,
  targetType: 'card',
  targetLabel: 'Visa ending in 4242',
  benefitProcessor: 'Forkpoint Rewards',
  payoutBrand: 'Visa',
  payoutMethod: 'Card',
  status: 'Paid',
  ...overrides,
});

interface ServerOptions {
  records?: ActivityRecord[];
  /** Answers the activity call instead of the records (an error, or held back). */
  activity?: (url: URL) => Response | Promise<Response>;
  balance?: number;
  /** Answers the balance call with this error status instead. */
  balanceStatus?: number;
  reviewed?: string[];
  review?: (body: ReviewRequest) => Response;
}

const published = (txnId: string): ReviewResponse => ({
  id: txnId,
  completed: true,
  status: 'published',
  reason: null,
  merchantRating: 4.5,
  merchantRatingCount: 12,
});

/** The member's calls answered from memory as the server answers them; the requests are recorded. */
function serveActivity(options: ServerOptions = {}) {
  const records = options.records ?? [];
  const reviewed = new Set(options.reviewed ?? []);
  const calls = { activity: [] as URL[], status: [] as string[][], reviews: [] as ReviewRequest[], balance: 0 };
  const requests = serveApi(async (url, request) => {
    if (url.pathname === '/api/Member') return jsonResponse(member);
    if (url.pathname === '/api/Member/Transactions' || url.pathname === '/api/Member/TransactionsStatementCredits') {
      calls.activity.push(url);
      if (options.activity) return options.activity(url);
      const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
      const size = Number(url.searchParams.get('resultsPerPage') ?? 10);
      return jsonResponse({
        data: records.slice((pageNo - 1) * size, pageNo * size),
        totalResultSize: records.length,
        totalPages: Math.ceil(records.length / size),
      });
    }
    if (url.pathname === '/api/Member/StatementCreditBalance') {
      calls.balance += 1;
      if (options.balanceStatus) return errorResponse(options.balanceStatus, 'Service Unavailable');
      return jsonResponse({ memberBalance: options.balance ?? 0 });
    }
    if (url.pathname === '/api/reviews/status') {
      const ids = url.searchParams.getAll('txnId');
      calls.status.push(ids);
      return jsonResponse(ids.map((id) => ({ id, completed: reviewed.has(id) })));
    }
    if (url.pathname === '/api/reviews' && request.method === 'POST') {
      const body = (await request.json()) as ReviewRequest;
      calls.reviews.push(body);
      const answer = options.review?.(body) ?? jsonResponse(published(body.txnId));
      if (answer.ok) reviewed.add(body.txnId);
      return answer;
    }
    return errorResponse(404, 'Not Found');
  });
  return { requests, calls };
}

const MILES: Partial<PartnerFile> = {};
const POINTS: Partial<PartnerFile> = {
  currencyType: 'Point',
  terms: {
    partner: 'Solstead Resorts',
    program: 'Solstead Sunpoints Dining',
    currencySingular: 'Sunpoint',
    currencyPlural: 'Sunpoints',
    bonusCurrency: 'bonus Sunpoints',
    partnerNumberLabel: 'Solstead Sunpoints Number',
  },
};
const DOLLARS: Partial<PartnerFile> = {
  currencyType: 'Dollar',
  terms: {
    partner: 'Kitefund',
    program: 'Kitefund Dining Cash Back',
    currencySingular: 'dollar',
    currencyPlural: 'dollars',
    bonusCurrency: 'bonus cash back',
    partnerNumberLabel: 'Kitefund Account ID',
  },
};
const CREDITS: Partial<PartnerFile> = {
  currencyType: 'Credit',
  terms: {
    partner: 'Maplestone Credit Union',
    program: 'Maplestone Dining Credits',
    currencySingular: 'statement credit',
    currencyPlural: 'statement credits',
    bonusCurrency: 'bonus statement credits',
    partnerNumberLabel: 'Maplestone Member Number',
  },
};

async function open(options: ServerOptions = {}, partner: Partial<PartnerFile> = MILES) {
  const served = serveActivity(options);
  const view = renderRoutes(PAGE, { member, partner: testPartner(partner) });
  await screen.findByRole('heading', { level: 1, name: 'Reviews & History' });
  return { ...served, view };
}

const list = () => screen.getByRole('region', { name: 'Recent activity' });
const rows = () => Array.from(list().querySelectorAll<HTMLElement>('.activity-list__rows > li'));
/** A row's review button, found within the list (role queries over the whole shell are slow). */
const reviewButton = (merchant: string) =>
  within(list()).findByRole('button', { name: `Write a review of ${merchant}` });
/** The row naming `text` (a merchant, a bonus or "Statement credit"). */
const rowOf = (text: string) => {
  const row = rows().find((item) => within(item).queryByText(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Reviews & History page', () => {
  it('says not to refresh while the activity loads', async () => {
    let release: (response: Response) => void = () => undefined;
    await open({ activity: () => new Promise<Response>((resolve) => (release = resolve)) });
    expect(await screen.findByText('Do not refresh, loading recent activity.')).toBeInTheDocument();
    release(jsonResponse({ data: [txn()], totalResultSize: 1, totalPages: 1 }));
    expect(await screen.findByRole('link', { name: 'Luna Trattoria' })).toBeInTheDocument();
    expect(screen.queryByText('Do not refresh, loading recent activity.')).not.toBeInTheDocument();
  });

  it('shows the missing-rewards banner (the claim panel) and the disclaimer', async () => {
    await open({ records: [txn()] });
    const banner = screen.getByRole('region', { name: 'Missing a reward?' });
    expect(banner).toHaveTextContent('If one is still missing 10 days after you dined, tell us');
    expect(screen.getByText(/Most rewards appear here within a few days/)).toBeInTheDocument();
  });

  it('words each status, dims Pending, Deferred and Forfeit rows, and shows why a reward was not earned', async () => {
    await open({
      records: [
        txn({ merchantName: 'Awarded Bistro' }),
        txn({ merchantName: 'Pending Grill', awardStatus: 'Pending' }),
        txn({
          merchantName: 'Deferred Deli',
          awardStatus: 'Deferred',
          statusReason: 'Turn on e-mail offers within 14 days to earn at this Select restaurant',
        }),
        txn({
          merchantName: 'Forfeit Fondue',
          awardStatus: 'Forfeit',
          statusReason: 'Only VIP members earn at this restaurant',
        }),
        txn({ merchantName: 'Paid Pho', awardStatus: 'Paid', paidAt: '2026-03-02T15:00:00.000Z' }),
      ],
    });
    await screen.findByText('Awarded Bistro');
    const status = (name: string) => rowOf(name).querySelector('.activity-row__status')!;

    expect(status('Awarded Bistro')).toBeEmptyDOMElement();
    expect(status('Pending Grill')).toHaveTextContent('Status: Processing');
    expect(status('Deferred Deli')).toHaveTextContent(
      'Status: Not earned yetTurn on e-mail offers within 14 days to earn at this Select restaurant',
    );
    expect(status('Forfeit Fondue')).toHaveTextContent('Status: Not earnedOnly VIP members earn at this restaurant');
    expect(status('Paid Pho')).toHaveTextContent('Status: Paid 3/2/26');
    expect(list()).not.toHaveTextContent('Expired');

    const dimmed = (name: string) => rowOf(name).classList.contains('activity-row--dimmed');
    expect(['Awarded Bistro', 'Pending Grill', 'Deferred Deli', 'Forfeit Fondue', 'Paid Pho'].map(dimmed)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('keeps the review button out of the dimmed cells: Pending Review with the button on a pending dine', async () => {
    await open({ records: [txn({ merchantName: 'Pending Grill', awardStatus: 'Pending' })] });
    const button = await reviewButton('Pending Grill');
    const row = rowOf('Pending Grill');
    expect(row).toHaveClass('activity-row--dimmed');
    expect(button.closest('.activity-row__cell')).toBeNull();
    expect(button.closest('.activity-row__review')).not.toBeNull();
    expect(within(row).getByText('Pending Review')).toBeInTheDocument();
  });

  it('shows the review area by the rule and the review status: Pending Review, Reviewed, Review expired, or nothing', async () => {
    const reviewedTxn = txn({ merchantName: 'Reviewed Ramen' });
    const { calls } = await open({
      records: [
        txn({ merchantName: 'Open Osteria' }),
        reviewedTxn,
        txn({ merchantName: 'Old Oyster Bar', date: daysAgo(40) }),
        txn({ merchantName: 'Forfeit Fondue', awardStatus: 'Forfeit' }),
        txn({
          merchantId: null,
          merchantName: null,
          activeMerchant: false,
          statusReason: 'New member bonus: 500 bonus miles',
          transactionType: 'manual',
          sourceCode: 'B',
          cardLastFour: null,
          ticketAmount: 0,
          benefitAmount: 500,
        }),
      ],
      reviewed: [reviewedTxn.sourceTransactionId],
    });
    expect(await reviewButton('Open Osteria')).toBeInTheDocument();
    expect(within(rowOf('Open Osteria')).getByText('Pending Review')).toBeInTheDocument();
    expect(within(rowOf('Reviewed Ramen')).getByText('Reviewed')).toBeInTheDocument();
    expect(within(rowOf('Old Oyster Bar')).getByText('Review expired')).toBeInTheDocument();
    expect(within(rowOf('Forfeit Fondue')).queryByRole('button')).toBeNull();
    expect(rowOf('Forfeit Fondue').querySelector('.activity-row__review')).toBeEmptyDOMElement();
    const bonus = rowOf('New member bonus: 500 bonus miles');
    expect(bonus.querySelector('.activity-row__review')).toBeEmptyDOMElement();
    expect(within(bonus).queryByRole('link')).toBeNull();
    expect(within(list()).getAllByRole('button', { name: /Write a review/ })).toHaveLength(1);
    // Asked once, with every transaction of the page.
    expect(calls.status).toHaveLength(1);
    expect(calls.status[0]).toHaveLength(5);
  });

  it('links an active restaurant to its page and names an inactive one, with the card and what was spent', async () => {
    await open({
      records: [
        txn({ merchantId: 'M-1001', merchantName: 'Luna Trattoria' }),
        txn({ merchantId: 'M-2002', merchantName: 'Closed Cafe', activeMerchant: false }),
      ],
    });
    expect(await screen.findByRole('link', { name: 'Luna Trattoria' })).toHaveAttribute('href', '/merchants/1001');
    expect(within(rowOf('Closed Cafe')).queryByRole('link')).toBeNull();
    expect(rowOf('Luna Trattoria')).toHaveTextContent('Card ending in 4242 · $50.00 spent');
    expect(
      within(rowOf('Luna Trattoria')).getByText(/Mar|Jan|Feb|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/),
    ).toBeInTheDocument();
  });

  it.each([
    ['Mile', MILES, 150, '150 miles'],
    ['Point', POINTS, 1250, '1,250 Sunpoints'],
    ['Dollar', DOLLARS, 2.16, '$2.16'],
  ] as const)('shows a %s partner’s rewards as %s', async (_kind, partner, amount, shown) => {
    await open({ records: [txn({ benefitAmount: amount })] }, partner);
    expect(await within(list()).findByText(shown)).toBeInTheDocument();
  });

  it('gives a Dollar partner its cash back balance, the progress toward the $20 credit and its paid credits', async () => {
    const { calls } = await open(
      {
        records: [
          txn({ benefitAmount: 2.16 }),
          credit({ creditAmountCents: 2098, targetLabel: 'Visa ending in 6380' }),
          txn({ merchantName: 'Paid Bistro', benefitAmount: 4.5, awardStatus: 'Paid', paidAt: daysAgo(1) }),
        ],
        balance: 2.16,
      },
      DOLLARS,
    );
    const summary = await screen.findByRole('region', { name: 'Your rewards' });
    expect(await within(summary).findByText('$2.16')).toBeInTheDocument();
    expect(summary).toHaveTextContent('$2.16 cash back balance');
    const progress = within(summary).getByRole('progressbar', {
      name: 'Progress toward your next $20.00 statement credit',
    });
    expect(progress).toHaveAttribute('value', '2.16');
    expect(progress).toHaveAttribute('max', '20');
    expect(progress).toHaveAttribute('aria-valuetext', '$2.16 of $20.00');
    expect(summary).toHaveTextContent(
      '$17.84 more to go. Your cash back is paid as a statement credit when your balance reaches $20.00.',
    );
    expect(calls.balance).toBe(1);

    // The activity comes with the statement credits, as a Credit partner's does.
    await within(list()).findByText('$4.50');
    expect(calls.activity.map((url) => url.pathname)).toEqual(['/api/Member/TransactionsStatementCredits']);
    expect(rowOf('Statement credit').textContent).toEqual(
      expect.stringContaining('Credited to Visa ending in 6380Rewards: $20.98Status: Paid'),
    );
    expect(within(list()).getByText('$2.16')).toBeInTheDocument();
    // Only transactions are asked about.
    expect(calls.status[0]).toHaveLength(2);
  });

  it('says a Dollar member’s cash back is on its way once the balance reaches the threshold', async () => {
    await open({ records: [txn({ benefitAmount: 21 })], balance: 21 }, DOLLARS);
    const summary = await screen.findByRole('region', { name: 'Your rewards' });
    const progress = await within(summary).findByRole('progressbar');
    expect(progress).toHaveAttribute('value', '20');
    expect(summary).toHaveTextContent('You have reached it: your cash back is on its way as a statement credit.');
  });

  it('says so when the balance cannot be loaded, and still lists the activity', async () => {
    await open({ records: [txn({ merchantName: 'Still Here' })], balanceStatus: 503 }, DOLLARS);
    const summary = await screen.findByRole('region', { name: 'Your rewards' });
    expect(await within(summary).findByText('Your balance could not be loaded just now.')).toBeInTheDocument();
    expect(await within(list()).findByText('Still Here')).toBeInTheDocument();
  });

  it('shows a Mile partner no rewards summary and reads the plain transactions call', async () => {
    const { calls } = await open({ records: [txn()] }, MILES);
    await within(list()).findByText('150 miles');
    expect(calls.activity.map((url) => url.pathname)).toEqual(['/api/Member/Transactions']);
    expect(calls.balance).toBe(0);
    expect(screen.queryByRole('region', { name: 'Your rewards' })).not.toBeInTheDocument();
  });

  it('gives a Credit partner its credit records, the balance and the progress toward the $20 credit', async () => {
    const { calls } = await open(
      {
        records: [
          credit(),
          credit({ creditId: 8, status: 'Pending', targetType: 'other', targetLabel: 'ada@example.com' }),
          txn({ benefitAmount: 3.6, awardStatus: 'Paid', paidAt: daysAgo(1) }),
        ],
        balance: 12.5,
      },
      CREDITS,
    );
    const summary = await screen.findByRole('region', { name: 'Your rewards' });
    expect(await within(summary).findByText('$12.50')).toBeInTheDocument();
    const progress = within(summary).getByRole('progressbar', {
      name: 'Progress toward your next $20.00 statement credit',
    });
    expect(progress).toHaveAttribute('value', '12.5');
    expect(progress).toHaveAttribute('max', '20');
    expect(summary).toHaveTextContent('$7.50 more to go.');

    await within(list()).findByText('$3.60');
    expect(calls.activity[0]?.pathname).toBe('/api/Member/TransactionsStatementCredits');
    expect(calls.activity[0]?.searchParams.get('pageNo')).toBe('1');
    expect(calls.activity[0]?.searchParams.get('resultsPerPage')).toBe('10');
    const credits = rows().filter((row) => within(row).queryByText('Statement credit'));
    expect(credits.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Credited to Visa ending in 4242Rewards: $20.34Status: Paid'),
      expect.stringContaining('Paid to ada@example.comRewards: $20.34Status: Processing'),
    ]);
    expect(credits.map((row) => row.classList.contains('activity-row--dimmed'))).toEqual([false, true]);
    // Only transactions are asked about.
    expect(calls.status[0]).toHaveLength(1);
  });

  it('uses the partner’s statement credit threshold for the progress', async () => {
    await open({ records: [credit()], balance: 30 }, { ...CREDITS, statementCreditThresholdDollars: 25 });
    const summary = await screen.findByRole('region', { name: 'Your rewards' });
    const progress = await within(summary).findByRole('progressbar', {
      name: 'Progress toward your next $25.00 statement credit',
    });
    expect(progress).toHaveAttribute('value', '25');
    expect(summary).toHaveTextContent('your statement credit is on its way');
  });

  it('pages ten at a time with a window of five page numbers, asking the review status after each page', async () => {
    const user = userEvent.setup();
    const records = Array.from({ length: 118 }, (_, i) => txn({ merchantName: `Restaurant ${i + 1}` }));
    const { calls } = await open({ records });
    await screen.findByText('Restaurant 1');
    expect(rows()).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Activity pages' });
    const numbers = () =>
      within(pager)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await waitFor(() => expect(calls.status).toHaveLength(1));

    await user.click(within(pager).getByRole('button', { name: 'Page 5' }));
    await screen.findByText('Restaurant 41');
    await user.click(within(pager).getByRole('button', { name: 'Page 7' }));
    await screen.findByText('Restaurant 61');
    expect(numbers()).toEqual(['5', '6', '7', '8', '9']);
    expect(pager).toHaveTextContent('Page 7 of 12');
    expect(screen.getByRole('heading', { name: 'Recent activity' })).toHaveFocus();
    expect(calls.activity.map((url) => url.searchParams.get('pageNo'))).toEqual(['1', '5', '7']);
    expect(calls.activity.every((url) => url.searchParams.get('resultsPerPage') === '10')).toBe(true);
    await waitFor(() => expect(calls.status).toHaveLength(3));
    expect(calls.status[2]).toEqual(records.slice(60, 70).map((record) => record.sourceTransactionId));

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await screen.findByText('Restaurant 71');
    for (const page of ['Page 9', 'Page 11', 'Page 12']) {
      await user.click(within(pager).getByRole('button', { name: page }));
    }
    await screen.findByText('Restaurant 118');
    expect(rows()).toHaveLength(8);
    expect(numbers()).toEqual(['8', '9', '10', '11', '12']);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows no pager when one page holds everything', async () => {
    await open({ records: [txn()] });
    await screen.findByText('Luna Trattoria');
    expect(screen.queryByRole('navigation', { name: 'Activity pages' })).not.toBeInTheDocument();
  });

  it('shows the not-found view with a search button when there is no activity', async () => {
    const { calls } = await open({ records: [] });
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
    expect(screen.getByText(/your visits and rewards show up here/)).toBeInTheDocument();
    expect(within(list()).getByRole('link', { name: 'Search restaurants' })).toHaveAttribute('href', '/search');
    expect(calls.status).toHaveLength(0);
  });

  it('shows the not-found view when the activity cannot be loaded, and tries again', async () => {
    let fail = true;
    await open({
      activity: () =>
        fail
          ? errorResponse(500, 'Internal Server Error')
          : jsonResponse({ data: [txn()], totalResultSize: 1, totalPages: 1 }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Activity not found' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Search restaurants' })).toHaveAttribute('href', '/search');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Luna Trattoria' })).toBeInTheDocument();
  });

  it('goes to /login when the activity call answers 401', async () => {
    serveActivity({ activity: () => errorResponse(401, 'Unauthorized', 'UNAUTHORIZED') });
    renderRoutes(PAGE, { member, partner: testPartner() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('reviewing a dine from its row', () => {
  it('rates the four parts, posts the review with the CSRF header, and shows the row as reviewed', async () => {
    storeCsrfToken('csrf-token');
    const user = userEvent.setup();
    const dine = txn({ merchantName: 'Luna Trattoria' });
    const { calls, requests } = await open({ records: [dine] });
    const button = await reviewButton('Luna Trattoria');
    await user.click(button);

    const dialog = screen.getByRole('dialog', { name: 'Review Luna Trattoria' });
    // Focus starts on the first star of the first rating.
    expect(
      within(within(dialog).getByRole('group', { name: 'Food' })).getByRole('radio', { name: '1 star' }),
    ).toHaveFocus();
    for (const [legend, stars] of [
      ['Food', '5 stars'],
      ['Service', '4 stars'],
      ['Cleanliness', '3 stars'],
      ['Value', '4 stars'],
    ] as const) {
      await user.click(within(within(dialog).getByRole('group', { name: legend })).getByRole('radio', { name: stars }));
    }
    await user.type(within(dialog).getByRole('textbox', { name: /Tell others about your visit/ }), 'Lovely pasta.');
    expect(within(dialog).getByText('13 / 1,000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    expect(await within(dialog).findByText('Thank you! Your review has been posted.')).toBeInTheDocument();
    expect(calls.reviews).toEqual([
      { txnId: dine.sourceTransactionId, food: 5, service: 4, cleanliness: 3, value: 4, text: 'Lovely pasta.' },
    ]);
    const post = requests.find((sent) => sent.url.pathname === '/api/reviews');
    expect(post?.headers.get(CSRF_HEADER)).toBe('csrf-token');
    // The status is asked again: the row now reads Reviewed.
    await waitFor(() => expect(calls.status.length).toBeGreaterThanOrEqual(2));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const reviewed = within(rowOf('Luna Trattoria')).getByText('Reviewed');
    expect(reviewed.closest('p')).toHaveFocus();
    expect(within(list()).queryByRole('button', { name: /Write a review/ })).not.toBeInTheDocument();
  });

  it('thanks the member kindly when moderation did not publish the review, and says why', async () => {
    const user = userEvent.setup();
    await open({
      records: [txn({ merchantName: 'Luna Trattoria' })],
      review: (body) =>
        jsonResponse({
          ...published(body.txnId),
          status: 'rejected',
          reason: 'The review contains a link or web address; reviews are published without them.',
        }),
    });
    await user.click(await reviewButton('Luna Trattoria'));
    const dialog = screen.getByRole('dialog');
    for (const legend of ['Food', 'Service', 'Cleanliness', 'Value']) {
      await user.click(
        within(within(dialog).getByRole('group', { name: legend })).getByRole('radio', { name: '3 stars' }),
      );
    }
    await user.type(within(dialog).getByRole('textbox'), 'See www.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    const thanks = await within(dialog).findByRole('status');
    expect(thanks).toHaveTextContent('Thank you for reviewing your visit. We could not publish your review:');
    expect(thanks).toHaveTextContent('reviews are published without them.');
    expect(thanks).toHaveTextContent('Your visit still counts as reviewed.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await within(rowOf('Luna Trattoria')).findByText('Reviewed')).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog and refreshes the row’s review status', async () => {
    const user = userEvent.setup();
    const { calls } = await open({
      records: [txn({ merchantName: 'Luna Trattoria' })],
      review: () =>
        jsonResponse(
          { statusCode: 409, code: 'CONFLICT', error: 'Conflict', message: 'You have already reviewed this visit.' },
          { status: 409, statusText: 'Conflict' },
        ),
    });
    await user.click(await reviewButton('Luna Trattoria'));
    const dialog = screen.getByRole('dialog');
    for (const legend of ['Food', 'Service', 'Cleanliness', 'Value']) {
      await user.click(
        within(within(dialog).getByRole('group', { name: legend })).getByRole('radio', { name: '2 stars' }),
      );
    }
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('ERROR');
    expect(alert).toHaveTextContent('You have already reviewed this visit.');
    await waitFor(() => expect(calls.status).toHaveLength(2));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
