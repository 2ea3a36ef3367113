import {
  RESERVATION_PATHS,
  reservationHoldSchema,
  reservationSchema,
  type BookingRequest,
  type Reservation,
  type ReservationHold,
} from '@forkpoint/shared/contracts/reservations';
import { api } from '@/lib/api-client';

/**
 * The booking calls (signed-in members only; the API client sends the CSRF header, and a 401 takes the member
 * to /login and back). A refusal is an error whose body names its `reason` (lib/reservation-refusals.ts).
 */

/** POST /api/Reservations/Holds: keeps the chosen slot while the member confirms. */
export function placeHold(request: BookingRequest): Promise<ReservationHold> {
  return api.post(RESERVATION_PATHS.holds, { body: request, schema: reservationHoldSchema, auth: true });
}

/** POST /api/Reservations with the hold's id: books the table. */
export function bookReservation(request: BookingRequest): Promise<Reservation> {
  return api.post(RESERVATION_PATHS.book, { body: request, schema: reservationSchema, auth: true });
}
