import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewRequest } from '@forkpoint/shared/contracts/reviews';
import { createQueryClient } from '@/lib/query-client';
import { errorResponse, jsonResponse, serveApi } from '@/testing/msw';
import { ReviewDialog } from './review-dialog';

const target = { txnId: 'N-1001', merchantName: 'Luna Trattoria', date: '2026-03-02T17:00:00.000Z' };

function renderDialog(answer: (body: ReviewRequest) => Response | Promise<Response>) {
  const posts: ReviewRequest[] = [];
  serveApi(async (url, request) => {
    if (url.pathname !== '/api/reviews') return errorResponse(404, 'Not Found');
    const body = (await request.json()) as ReviewRequest;
    posts.push(body);
    return answer(body);
  });
  const handlers = { onClose: vi.fn(), onReviewed: vi.fn(), onRefused: vi.fn() };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <button type="button">Write a review</button>
      <ReviewDialog target={target} {...handlers} />
    </QueryClientProvider>,
  );
  return { posts, ...handlers, dialog: screen.getByRole('dialog', { name: 'Review Luna Trattoria' }) };
}

const group = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });

async function rateAll(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, stars = '4 stars') {
  for (const name of ['Food', 'Service', 'Cleanliness', 'Value']) {
    await user.click(within(group(dialog, name)).getByRole('radio', { name: stars }));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the review dialog', () => {
  it('asks about the visit and offers four star ratings of 1 to 5 as radio groups', () => {
    const { dialog } = renderDialog(() => jsonResponse({}));
    expect(dialog).toHaveAccessibleDescription(/How was your visit on Mar 2, 2026\?/);
    for (const name of ['Food', 'Service', 'Cleanliness', 'Value']) {
      const radios = within(group(dialog, name)).getAllByRole<HTMLInputElement>('radio');
      expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual([
        '★1 star',
        '★2 stars',
        '★3 stars',
        '★4 stars',
        '★5 stars',
      ]);
    }
  });

  it('is worked with the keyboard: arrows choose a star, Tab moves to the next rating', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog(() => jsonResponse({}));
    const food = within(group(dialog, 'Food'));
    expect(food.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(food.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(group(dialog, 'Food')).toHaveTextContent('3 of 5');
    await user.tab();
    expect(within(group(dialog, 'Service')).getByRole('radio', { name: '1 star' })).toHaveFocus();
  });

  it('says which ratings are missing, focusing the first, and posts nothing', async () => {
    const user = userEvent.setup();
    const { dialog, posts } = renderDialog(() => jsonResponse({}));
    await user.click(within(group(dialog, 'Food')).getByRole('radio', { name: '5 stars' }));
    await user.click(within(group(dialog, 'Value')).getByRole('radio', { name: '2 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please rate all four parts of your visit.');
    expect(group(dialog, 'Service')).toHaveAccessibleDescription('Please rate the service from 1 to 5 stars.');
    expect(group(dialog, 'Cleanliness')).toHaveAccessibleDescription('Please rate the cleanliness from 1 to 5 stars.');
    expect(group(dialog, 'Food')).not.toHaveAccessibleDescription();
    expect(within(group(dialog, 'Service')).getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(posts).toEqual([]);
    // Choosing a star clears that rating's message.
    await user.keyboard('{ArrowRight}');
    expect(group(dialog, 'Service')).not.toHaveAccessibleDescription();
  });

  it('counts the text up to 1000 characters, as the member sees them, and holds back a longer one', async () => {
    const user = userEvent.setup();
    const { dialog, posts } = renderDialog(() => jsonResponse({}));
    const text = within(dialog).getByRole('textbox', { name: /Tell others about your visit/ });
    await user.click(text);
    await user.paste('🍝'.repeat(3));
    expect(text).toHaveAccessibleDescription('3 / 1,000 characters');
    await user.paste('a'.repeat(998));
    expect(within(dialog).getByText('1,001 / 1,000 characters')).toHaveClass('review-dialog__count--over');
    await rateAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please keep your review to 1,000 characters.');
    expect(text).toHaveFocus();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
    await user.keyboard('{Backspace}');
    expect(text).not.toHaveAttribute('aria-invalid');
  });

  it('sends no text when none was written', async () => {
    const user = userEvent.setup();
    const { dialog, posts, onReviewed } = renderDialog((body) =>
      jsonResponse({
        id: body.txnId,
        completed: true,
        status: 'published',
        reason: null,
        merchantRating: 4,
        merchantRatingCount: 3,
      }),
    );
    await rateAll(user, dialog, '5 stars');
    await user.type(within(dialog).getByRole('textbox'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByText('Thank you! Your review has been posted.')).toBeInTheDocument();
    expect(posts).toEqual([{ txnId: 'N-1001', food: 5, service: 5, cleanliness: 5, value: 5 }]);
    expect(onReviewed).toHaveBeenCalledWith(expect.objectContaining({ status: 'published' }));
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('says it is sending and does not post twice', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => undefined;
    const { dialog, posts } = renderDialog(() => new Promise<Response>((resolve) => (release = resolve)));
    await rateAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    const sending = within(dialog).getByRole('button', { name: 'Sending…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.click(sending);
    expect(posts).toHaveLength(1);
    await act(async () => release(errorResponse(503, 'Service Unavailable')));
  });

  it('shows the server’s message and per-rating messages of a refused form', async () => {
    const user = userEvent.setup();
    const { dialog, onRefused } = renderDialog(() =>
      jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          error: 'Bad Request',
          message: 'Please check your review for errors.',
          fields: [{ field: 'food', message: 'must be a whole number from 1 to 5' }],
        },
        { status: 400, statusText: 'Bad Request' },
      ),
    );
    await rateAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please check your review for errors.');
    expect(group(dialog, 'Food')).toHaveAccessibleDescription('This rating must be a whole number from 1 to 5.');
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('tells a refused review (409) and lets the page refresh its status', async () => {
    const user = userEvent.setup();
    const { dialog, onRefused, onReviewed } = renderDialog(() =>
      jsonResponse(
        {
          statusCode: 409,
          code: 'CONFLICT',
          error: 'Conflict',
          message: 'Visits can be reviewed for 35 days; this one is too old to review.',
        },
        { status: 409, statusText: 'Conflict' },
      ),
    );
    await rateAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Visits can be reviewed for 35 days; this one is too old to review.',
    );
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onReviewed).not.toHaveBeenCalled();
  });

  it('says to try again when the post fails without a word from the server', async () => {
    const user = userEvent.setup();
    // No answer at all: the network failed (fetch rejects), as when the server cannot be reached.
    const { dialog } = renderDialog(() => Response.error());
    await rateAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your review could not be sent. Please try again.',
    );
    // The ratings are kept for the next try.
    expect(within(group(dialog, 'Value')).getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('closes on Cancel and on Escape', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog(() => jsonResponse({}));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
