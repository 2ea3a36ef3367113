import type { Reservation, ReservationStatus } from '@forkpoint/shared/contracts/reservations';

/** A reservation's status as the member reads it (issue 16: honoured is "Completed"). */
export const STATUS_WORDS: Record<ReservationStatus, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  honoured: 'Completed',
  no_show: 'No-show',
};

const startOf = (reservation: Reservation) => Date.parse(reservation.startsAt);

/** Upcoming soonest first. */
export const soonestFirst = (list: readonly Reservation[]) => [...list].sort((a, b) => startOf(a) - startOf(b));

/** Past newest first. */
export const newestFirst = (list: readonly Reservation[]) => [...list].sort((a, b) => startOf(b) - startOf(a));
