import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVATION_PATHS, type PagedActivity, type Reservation } from '@forkpoint/shared';
import { outcomeSignedText } from '../src/modules/reservations/outcome-routes';
import { RESERVATION_BONUS_REASON } from '../src/modules/reservations/reservation-outcome';
import { signFeed } from '../src/lib/feed-signature';
import type { Browser, IdentityContext } from './identity-helper';
import {
  addRestaurant,
  booked,
  bookingFor,
  buildReservationApp,
  memberOf,
  minutes,
  postOutcome,
  reservationsOf,
} from './reservations-helper';
import { FEED_SECRET } from './rewards-helper';

/**
 * POST /api/Reservations/{id}/Outcome: the booking provider's signed word, after the reservation's start. An
 * honoured reservation pays the program's reservation bonus once (aerovia: 50 miles, source B), which the
 * member then sees in their transactions; a no-show pays nothing. The clock is Monday 3 June 2030, 12:00 in
 * Los Angeles; the reservations here start at 13:00.
 */
let ctx: IdentityContext;
let member: Browser;
const nowSeconds = () => Math.floor(ctx.clock.now().getTime() / 1000);

beforeAll(async () => {
  ctx = await buildReservationApp();
  member = await memberOf(ctx);
});
afterAll(async () => ctx?.close());

async function bookAtOne(browser = member, partners?: string[]): Promise<Reservation> {
  const restaurant = await addRestaurant(ctx, partners ? { partners } : {});
  return booked(browser, bookingFor(restaurant.merchantId, '2030-06-03T13:00'));
}

/** Moves the clock past the start for the test's body (and back after it). */
async function afterTheStart<T>(work: () => Promise<T>): Promise<T> {
  ctx.clock.advance(minutes(75));
  try {
    return await work();
  } finally {
    ctx.clock.advance(-minutes(75));
  }
}

async function bonusesOf(browser: Browser, reservationId: string) {
  const response = await browser.request('GET', '/api/Member/Transactions?pageNo=1&resultsPerPage=100');
  expect(response.statusCode).toBe(200);
  const records = (response.json() as PagedActivity).data;
  return records.filter(
    (record) => record.recordType === 'transaction' && record.sourceTransactionId === `reservation-${reservationId}`,
  );
}

describe('the outcome webhook', () => {
  it('pays the reservation bonus once for an honoured reservation, and the member sees it', async () => {
    const reservation = await bookAtOne();
    await afterTheStart(async () => {
      const response = await postOutcome(ctx, reservation.id, 'honoured');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: reservation.id,
        status: 'honoured',
        bonusAmount: 50,
        cancellable: false,
      });
      // The provider sends it again: nothing changes, nothing more is paid.
      expect((await postOutcome(ctx, reservation.id, 'honoured')).statusCode).toBe(200);
      const bonuses = await bonusesOf(member, reservation.id);
      expect(bonuses).toHaveLength(1);
      expect(bonuses[0]).toMatchObject({
        sourceCode: 'B',
        transactionType: 'manual',
        benefitAmount: 50,
        merchantId: reservation.merchantId,
        statusReason: RESERVATION_BONUS_REASON,
        // Development posts at once: the partner has the miles.
        awardStatus: 'Awarded',
      });
      expect((await reservationsOf(member)).past.find((r) => r.id === reservation.id)).toMatchObject({
        status: 'honoured',
        bonusAmount: 50,
      });
      // Once honoured it cannot become a no-show.
      expect((await postOutcome(ctx, reservation.id, 'no_show')).statusCode).toBe(409);
    });
  });

  it('pays nothing for a no-show', async () => {
    const reservation = await bookAtOne();
    await afterTheStart(async () => {
      const response = await postOutcome(ctx, reservation.id, 'no_show');
      expect(response.json()).toMatchObject({ status: 'no_show', bonusAmount: 0 });
      expect(await bonusesOf(member, reservation.id)).toHaveLength(0);
      expect((await postOutcome(ctx, reservation.id, 'honoured')).statusCode).toBe(409);
    });
  });

  it('pays nothing where the program has no reservation bonus', async () => {
    const brambleway = await memberOf(ctx, 'card', 'brambleway');
    const reservation = await bookAtOne(brambleway, ['brambleway']);
    expect(reservation.bonusAmount).toBe(0);
    await afterTheStart(async () => {
      const response = await postOutcome(ctx, reservation.id, 'honoured', { partner: 'brambleway' });
      expect(response.json()).toMatchObject({ status: 'honoured', bonusAmount: 0 });
      expect(await bonusesOf(brambleway, reservation.id)).toHaveLength(0);
    });
  });

  it('waits for the start', async () => {
    const reservation = await bookAtOne();
    ctx.clock.advance(minutes(59));
    try {
      const early = await postOutcome(ctx, reservation.id, 'honoured');
      expect(early.statusCode).toBe(409);
      ctx.clock.advance(minutes(1));
      expect((await postOutcome(ctx, reservation.id, 'honoured')).statusCode).toBe(200);
    } finally {
      ctx.clock.advance(-minutes(60));
    }
  });

  it('refuses an unsigned, stale or borrowed signature (401), changing nothing', async () => {
    const reservation = await bookAtOne();
    const other = await bookAtOne(await memberOf(ctx, 'vip'));
    await afterTheStart(async () => {
      expect((await postOutcome(ctx, reservation.id, 'honoured', { signature: null })).statusCode).toBe(401);
      const stale = await postOutcome(ctx, reservation.id, 'honoured', {
        signedAt: new Date(ctx.clock.now().getTime() - minutes(6)),
      });
      expect(stale.statusCode).toBe(401);
      // A valid signature of another reservation's call does not fit this one's path.
      const otherUrl = `${RESERVATION_PATHS.outcome(other.id)}?partner=aerovia`;
      const body = JSON.stringify({ outcome: 'honoured' });
      const header = signFeed(FEED_SECRET, outcomeSignedText('POST', otherUrl, body), nowSeconds());
      expect((await postOutcome(ctx, other.id, 'honoured', { signature: header })).statusCode).toBe(200);
      expect((await postOutcome(ctx, reservation.id, 'honoured', { signature: header })).statusCode).toBe(401);
      expect(await bonusesOf(member, reservation.id)).toHaveLength(0);
    });
  });

  it("answers 404 for another program's reservation and 400 for an outcome that is not one", async () => {
    const reservation = await bookAtOne();
    await afterTheStart(async () => {
      expect((await postOutcome(ctx, reservation.id, 'honoured', { partner: 'cirrella' })).statusCode).toBe(404);
      expect((await postOutcome(ctx, 'not-a-reservation', 'honoured')).statusCode).toBe(404);
      expect((await postOutcome(ctx, reservation.id, 'came')).statusCode).toBe(400);
      expect((await reservationsOf(member)).past.find((r) => r.id === reservation.id)?.status).toBe('booked');
    });
  });
});
