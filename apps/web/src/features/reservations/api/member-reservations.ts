import { useQuery } from '@tanstack/react-query';
import {
  RESERVATION_PATHS,
  memberReservationsSchema,
  reservationSchema,
  type MemberReservations,
  type Reservation,
} from '@forkpoint/shared/contracts/reservations';
import { api } from '@/lib/api-client';

/**
 * My reservations' calls: GET /api/Member/Reservations (upcoming soonest first, past newest first) and
 * DELETE /api/Reservations/{id}. Member calls: a 401 sends the member to /login and back. Nothing is kept
 * once the page is left, so the next visit never shows an old list first.
 */

export const MEMBER_RESERVATIONS_QUERY_KEY = ['reservations', 'member'] as const;

export function getMemberReservations(signal?: AbortSignal): Promise<MemberReservations> {
  return api.get(RESERVATION_PATHS.memberReservations, { schema: memberReservationsSchema, signal, auth: true });
}

export function useMemberReservations(enabled: boolean) {
  return useQuery({
    queryKey: MEMBER_RESERVATIONS_QUERY_KEY,
    queryFn: ({ signal }) => getMemberReservations(signal),
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Cancels one of the member's upcoming reservations; answers it as it now is (cancelled). */
export function cancelReservation(id: string): Promise<Reservation> {
  return api.delete(RESERVATION_PATHS.reservation(id), { schema: reservationSchema, auth: true });
}

/** The list with one reservation replaced by the server's answer, in its place: the row updates where it is. */
export function withReservation(list: MemberReservations, changed: Reservation): MemberReservations {
  const replace = (reservation: Reservation) => (reservation.id === changed.id ? changed : reservation);
  return { upcoming: list.upcoming.map(replace), past: list.past.map(replace) };
}
