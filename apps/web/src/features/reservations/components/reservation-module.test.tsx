import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESERVATION_MESSAGES } from '@forkpoint/shared/contracts/reservation-constants';
import type { Availability } from '@forkpoint/shared/contracts/reservations';
import { jsonResponse, offContract, serveApi } from '@/testing/msw';
import { renderReservations, testAvailability, testReservation } from '@/testing/reservations-test-env';
import { testMember } from '@/testing/serve-startup';
import type { Member } from '@/lib/member';
import { ReservationModule } from './reservation-module';

const NOW = () => new Date(2026, 10, 20, 12, 0);
const restaurant = { merchantId: 'FP0000042', name: 'Luna Trattoria', phone: '(212) 555-0142' };

interface Answers {
  availability?: (url: URL) => Availability | Response;
  hold?: () => Response;
  book?: () => Response;
}

function refusal(status: number, code: string, reason: string, message = 'Refused.') {
  return jsonResponse({ statusCode: status, code, error: 'Refused', message, requestId: 'r1', reason }, { status });
}

/** The reservation calls answered as the server does; the analytics events sent are collected. */
function serve(answers: Answers = {}) {
  const events: string[] = [];
  const requests = serveApi(async (url, request) => {
    if (url.pathname === '/api/Impressions') {
      const records = (await request.json()) as { event: string }[];
      events.push(...records.map((record) => record.event));
      return jsonResponse({ accepted: records.length }, { status: 202 });
    }
    if (url.pathname === '/api/Reservations/Availability') {
      const answer = answers.availability?.(url) ?? testAvailability();
      return answer instanceof Response ? answer : jsonResponse(answer);
    }
    if (url.pathname === '/api/Reservations/Holds') {
      return answers.hold?.() ?? jsonResponse({ holdId: 'hold-1', expiresAt: '2026-11-20T17:05:00Z' }, { status: 201 });
    }
    if (url.pathname === '/api/Reservations' && request.method === 'POST') {
      return answers.book?.() ?? jsonResponse(testReservation(), { status: 201 });
    }
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Nope.' }, { status: 404 });
  });
  const calls = (pathname: string) => requests.filter((sent) => sent.url.pathname === pathname);
  return { events, calls };
}

function open(member: Member | null = testMember(), bonusCopy: string | null = 'Book here and earn 50 bonus miles') {
  return renderReservations(<ReservationModule restaurant={restaurant} bonusCopy={bonusCopy} now={NOW} />, {
    member,
  });
}

const status = () => screen.getAllByRole('status').find((el) => el.closest('.reservation-flow'))!;
const times = () => screen.findByRole('group', { name: /Choose a time/ });
/** The refusal's panel (its words are also in the live status line, for screen readers only). */
const refused = async () => (await screen.findByRole('heading', { name: 'Not booked' })).parentElement!;

describe('the reservation module', () => {
  beforeEach(() => sessionStorage.setItem('fp.csrfToken', 'token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('runs the default search on load (today, 7:00 PM, 2 people) and offers the times in order as buttons', async () => {
    const server = serve();
    open();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-20');
    expect(screen.getByLabelText('Date')).toHaveAttribute('min', '2026-11-19');
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2027-11-20');
    expect(screen.getByLabelText('Time')).toHaveDisplayValue('7:00 PM');
    expect(screen.getByLabelText('Party size')).toHaveDisplayValue('2 people');
    expect(status()).toHaveTextContent('Finding tables…');

    const group = await times();
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['6:30 PM', '7:00 PM', '7:30 PM', '8:15 PM']);
    expect(status()).toHaveTextContent('4 times available around 7:00 PM on Fri, Nov 20 for 2 people.');
    const [asked] = server.calls('/api/Reservations/Availability');
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({
      merchantId: 'FP0000042',
      date: '2026-11-20',
      time: '19:00',
      partySize: '2',
    });
    await waitFor(() => expect(server.events).toEqual(['reservation_default_search']));
  });

  it('shows the six times nearest the asked one, and all of them on "Show all"', async () => {
    const user = userEvent.setup();
    const slots = Array.from({ length: 13 }, (_, index) => {
      const minutes = 17 * 60 + 30 + index * 15;
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      return { time, slot: `2026-11-20T${time}` };
    });
    serve({ availability: () => testAvailability({ slots }) });
    open();
    const group = await times();
    const labels = () =>
      within(group)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent);
    expect(labels()).toEqual(['6:15 PM', '6:30 PM', '6:45 PM', '7:00 PM', '7:15 PM', '7:30 PM']);
    const more = within(group).getByRole('button', { name: 'Show all 13 times' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(labels()).toHaveLength(13);
    expect(labels()[0]).toBe('5:30 PM');
    expect(within(group).getByRole('button', { name: 'Show fewer times' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('books a held time: confirm with the bonus copy, complete, then the booked state with its number', async () => {
    const user = userEvent.setup();
    const server = serve();
    open();
    await user.click(within(await times()).getByRole('button', { name: '7:30 PM' }));

    const confirm = await screen.findByRole('heading', { name: 'Confirm your reservation' });
    expect(confirm).toHaveFocus();
    // The confirmation is a step of its own: the search waits behind "Change time".
    expect(screen.queryByRole('form', { name: 'Find a table' })).not.toBeInTheDocument();
    expect(screen.getByText('Friday, November 20, 2026')).toBeInTheDocument();
    expect(screen.getByText('Book here and earn 50 bonus miles')).toBeInTheDocument();
    const [hold] = server.calls('/api/Reservations/Holds');
    expect(await hold!.request.json()).toEqual({
      merchantId: 'FP0000042',
      date: '2026-11-20',
      time: '19:30',
      partySize: 2,
      slot: '2026-11-20T19:30',
    });

    // "Change time" goes back to the times (and the search), focus on them; the same time is held again.
    await user.click(screen.getByRole('button', { name: 'Change time' }));
    expect(within(await times()).getByRole('heading')).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Find a table' })).toBeInTheDocument();
    await user.click(within(await times()).getByRole('button', { name: '7:30 PM' }));
    await screen.findByRole('heading', { name: 'Confirm your reservation' });

    await user.click(screen.getByRole('button', { name: 'Complete reservation' }));
    const booked = await screen.findByRole('heading', { name: "You're booked" });
    expect(booked).toHaveFocus();
    expect(screen.getByText('FPR-7Q2K9')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See My Reservations' })).toHaveAttribute('href', '/account/reservations');
    expect(status()).toHaveTextContent("You're booked. Confirmation number FPR-7Q2K9.");
    const [book] = server.calls('/api/Reservations');
    expect(await book!.request.json()).toMatchObject({ holdId: 'hold-1', slot: '2026-11-20T19:30' });
    expect(server.calls('/api/Reservations/Holds')).toHaveLength(2);
    await waitFor(() =>
      expect(server.events).toEqual([
        'reservation_default_search',
        'reservation_slot_selected',
        'reservation_slot_selected',
        'reservation_user_submit',
        'reservation_booking_success',
      ]),
    );
  });

  it('asks a visitor to sign in, keeping the search in the page address for the way back', async () => {
    const user = userEvent.setup();
    const server = serve();
    open(null);
    await user.click(within(await times()).getByRole('button', { name: '8:15 PM' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to book 8:15 PM' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByTestId('location')).toHaveTextContent('/merchants/42?date=2026-11-20&time=20%3A15&partySize=2');
    expect(server.calls('/api/Reservations/Holds')).toHaveLength(0);
    await waitFor(() =>
      expect(server.events).toEqual([
        'reservation_default_search',
        'reservation_slot_selected',
        'reservation_login_prompt',
      ]),
    );
    // Back to the times: the prompt goes, and the focus goes to the times it came from.
    await user.click(screen.getByRole('button', { name: 'Back to times' }));
    expect(screen.queryByRole('heading', { name: /Sign in to book/ })).not.toBeInTheDocument();
    expect(within(await times()).getByRole('heading')).toHaveFocus();
  });

  it('starts from the search the address names, as after signing in', async () => {
    const server = serve();
    renderReservations(<ReservationModule restaurant={restaurant} bonusCopy={null} now={NOW} />, {
      path: '/merchants/42?date=2026-11-27&time=20:15&partySize=4',
      member: testMember(),
    });
    await times();
    const [asked] = server.calls('/api/Reservations/Availability');
    expect(asked!.url.search).toBe('?merchantId=FP0000042&date=2026-11-27&time=20%3A15&partySize=4');
  });

  it('tells a member without a card to link one where the restaurant secures tables with a card', async () => {
    const user = userEvent.setup();
    const server = serve({ availability: () => testAvailability({ cardRequired: true }) });
    open(testMember({ memberType: 'NonCardMember' }));
    const group = await times();
    expect(screen.getByText(/secures reservations with a card/)).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: '7:00 PM' }));
    expect(await screen.findByRole('heading', { name: 'Link a card to book' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Link a card' })).toHaveAttribute('href', '/add_card');
    expect(server.calls('/api/Reservations/Holds')).toHaveLength(0);
    await waitFor(() =>
      expect(server.events).toEqual([
        'reservation_default_search_card_required',
        'reservation_slot_selected_card_required',
      ]),
    );
  });

  it('sends a changed search as a user search, and says a date outside the window at the field', async () => {
    const user = userEvent.setup();
    const server = serve();
    open();
    await times();
    await user.selectOptions(screen.getByLabelText('Party size'), '4 people');
    await user.selectOptions(screen.getByLabelText('Time'), '8:30 PM');
    await user.click(screen.getByRole('button', { name: 'Find a table' }));
    await waitFor(() => expect(server.calls('/api/Reservations/Availability')).toHaveLength(2));
    const asked = server.calls('/api/Reservations/Availability')[1]!.url;
    expect(asked.searchParams.get('partySize')).toBe('4');
    expect(asked.searchParams.get('time')).toBe('20:30');
    await waitFor(() => expect(server.events).toEqual(['reservation_default_search', 'reservation_user_search']));

    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2028-01-01');
    await user.click(screen.getByRole('button', { name: 'Find a table' }));
    expect(screen.getByText('Choose a date from yesterday to one year ahead.')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
    expect(server.calls('/api/Reservations/Availability')).toHaveLength(2);
  });

  it.each([
    ['none_available', 'No tables for 2 people around 7:00 PM on Fri, Nov 20.', 'Try another time or date.'],
    [
      'party_too_small',
      'Luna Trattoria takes online reservations for parties of 2 or more.',
      'Choose a party size of 2 or more.',
    ],
    [
      'party_too_large',
      'Luna Trattoria takes online reservations for up to 8 people.',
      'For a party of 2, call the restaurant.',
    ],
    [
      'too_far_ahead',
      'Luna Trattoria takes reservations up to 60 days ahead.',
      'Choose a date on or before Tuesday, January 19, 2027.',
    ],
    ['too_close', 'Luna Trattoria takes reservations at least 2 hours ahead.', 'Choose a later time or another day.'],
  ] as const)('says why there are no times (%s) and what to do next', async (outcome, summary, next) => {
    const server = serve({ availability: () => testAvailability({ outcome, slots: [] }) });
    open();
    await waitFor(() => expect(status()).toHaveTextContent(summary));
    expect(screen.getByText(next)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Choose a time/ })).not.toBeInTheDocument();
    if (outcome === 'party_too_large') {
      expect(screen.getByRole('link', { name: 'Call (212) 555-0142' })).toHaveAttribute('href', 'tel:2125550142');
    }
    await waitFor(() => expect(server.events).toEqual(['reservation_default_search', 'reservation_no_availability']));
  });

  it.each([
    ['overlap', refusal(409, 'RESERVATION_REFUSED', 'overlap'), RESERVATION_MESSAGES.overlap],
    ['deactivated', refusal(403, 'BOOKING_ACCOUNT_DEACTIVATED', 'deactivated'), RESERVATION_MESSAGES.deactivated],
    ['unable', refusal(502, 'RESERVATION_FAILED', 'unable'), RESERVATION_MESSAGES.unable],
    [
      'a body without reason',
      offContract(jsonResponse({ nope: true }, { status: 500 }), 'a proxy in front of the server'),
      RESERVATION_MESSAGES.unable,
    ],
  ])('says a refused booking (%s) in its own words and takes the focus there', async (_name, answer, words) => {
    const user = userEvent.setup();
    const server = serve({ book: () => answer });
    open();
    await user.click(within(await times()).getByRole('button', { name: '7:00 PM' }));
    await user.click(await screen.findByRole('button', { name: 'Complete reservation' }));
    const panel = await refused();
    expect(within(panel).getByRole('heading')).toHaveFocus();
    expect(within(panel).getByText(words)).toBeVisible();
    expect(status()).toHaveTextContent(words);
    await waitFor(() => expect(server.events.at(-1)).toBe('reservation_booking_failure'));
  });

  it('says the card provider is not answering on a 424, sends the failed-dependency event, and tries again', async () => {
    const user = userEvent.setup();
    let failing = true;
    const server = serve({
      availability: () => testAvailability({ cardRequired: true }),
      book: () =>
        failing
          ? refusal(424, 'FAILED_DEPENDENCY', 'failed_dependency')
          : jsonResponse(testReservation(), { status: 201 }),
    });
    open();
    await user.click(within(await times()).getByRole('button', { name: '7:00 PM' }));
    await user.click(await screen.findByRole('button', { name: 'Complete reservation' }));
    const panel = await refused();
    expect(
      within(panel).getByText("The card provider that secures this reservation isn't answering right now."),
    ).toBeVisible();
    expect(within(panel).getByText('Please try again in a few minutes.')).toBeVisible();
    await waitFor(() =>
      expect(server.events.slice(-2)).toEqual([
        'reservation_booking_failure_card_required',
        'reservation_failed_dependency_card_required',
      ]),
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "You're booked" })).toBeInTheDocument();
    expect(server.calls('/api/Reservations/Holds')).toHaveLength(1);
  });

  it('offers other times when the table was just taken, searching again', async () => {
    const user = userEvent.setup();
    const server = serve({ hold: () => refusal(409, 'RESERVATION_REFUSED', 'none_available') });
    open();
    await user.click(within(await times()).getByRole('button', { name: '7:00 PM' }));
    expect(within(await refused()).getByText('Someone else just booked that table.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'See other times' }));
    const group = await times();
    await waitFor(() => expect(within(group).getByRole('heading')).toHaveFocus());
    expect(server.calls('/api/Reservations/Availability')).toHaveLength(2);
  });

  it('says a failed search and asks again on "Try again"', async () => {
    const user = userEvent.setup();
    let fail = true;
    serve({
      availability: () =>
        fail
          ? jsonResponse({ statusCode: 500, code: 'X', error: 'E', message: 'm' }, { status: 500 })
          : testAvailability(),
    });
    open();
    await waitFor(() => expect(status()).toHaveTextContent("We couldn't check for tables just now. Please try again."));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await times();
  });
});
