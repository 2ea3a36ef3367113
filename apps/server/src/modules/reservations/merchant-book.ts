import type { Kysely } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import { RESERVATION_FIELD_MESSAGES, RESERVATION_MESSAGES } from '@forkpoint/shared/contracts/reservations';
import { localDateIn } from '@forkpoint/shared/dates/zoned-clock';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isInDateWindow, isInSpan } from './book-rules';

/**
 * Which restaurant a reservation call is about, and whether it takes reservations here: one the request's
 * program carries (merchant_partners), in a program with openTableReservationsEnabled, listed with the
 * booking provider (open_table_id, what the search filter and the merchant page's reservationProviders read)
 * and with a book. An unknown restaurant, or one the program does not carry, is a 404; one that takes no
 * reservations here a 400 on merchantId. Both name the field.
 */

export interface BookMerchant {
  id: number;
  merchantId: string;
  timeZone: string;
  cardRequired: boolean;
}

export async function reservableMerchant(db: Kysely<DB>, partner: Partner, reference: string): Promise<BookMerchant> {
  const byNumber = /^\d{1,9}$/.test(reference);
  const row = await db
    .selectFrom('merchants as m')
    .innerJoin('merchant_partners as mp', (join) =>
      join.onRef('mp.merchant_id', '=', 'm.id').on('mp.partner_code', '=', partner.code),
    )
    .leftJoin('reservation_books as b', 'b.merchant_id', 'm.id')
    .select(['m.id', 'm.merchant_id', 'm.time_zone', 'm.open_table_id', 'b.merchant_id as book', 'b.card_required'])
    .$if(byNumber, (qb) => qb.where('m.id', '=', Number(reference)))
    .$if(!byNumber, (qb) => qb.where('m.merchant_id', '=', reference))
    .executeTakeFirst();
  if (!row) {
    throw new AppError('NOT_FOUND', RESERVATION_MESSAGES.notFound, [
      { field: 'merchantId', message: RESERVATION_MESSAGES.notFound },
    ]);
  }
  if (!partner.openTableReservationsEnabled || row.open_table_id === null || row.book === null) {
    throw new AppError('VALIDATION_FAILED', RESERVATION_MESSAGES.notTaking, [
      { field: 'merchantId', message: RESERVATION_MESSAGES.notTaking },
    ]);
  }
  return { id: row.id, merchantId: row.merchant_id, timeZone: row.time_zone, cardRequired: row.card_required ?? false };
}

/** The asked date must lie in the widget's window on the restaurant's calendar (400 on date otherwise). */
export function assertDateInWindow(merchant: BookMerchant, date: string, now: Date): void {
  if (!isInDateWindow(date, localDateIn(merchant.timeZone, now))) {
    throw new AppError('VALIDATION_FAILED', RESERVATION_FIELD_MESSAGES.date, [
      { field: 'date', message: RESERVATION_FIELD_MESSAGES.date },
    ]);
  }
}

/** The chosen slot must be one availability could have offered for the asked date and time (400 on slot). */
export function assertSlotInSpan(slot: string, asked: { date: string; time: string }): void {
  if (!isInSpan(slot, asked)) {
    throw new AppError('VALIDATION_FAILED', RESERVATION_FIELD_MESSAGES.slot, [
      { field: 'slot', message: RESERVATION_FIELD_MESSAGES.slot },
    ]);
  }
}
