import {
  RESERVATION_PATHS,
  availabilitySchema,
  type Availability,
  type AvailabilityQuery,
} from '@forkpoint/shared/contracts/reservations';
import { api } from '@/lib/api-client';

/**
 * GET /api/Reservations/Availability?merchantId&date&time&partySize: the slots around the asked time, or the
 * outcome that keeps it from offering any (docs/reservations.md). Open to visitors: they see the times and
 * sign in to book one.
 */
export function getAvailability(query: AvailabilityQuery, signal?: AbortSignal): Promise<Availability> {
  return api.get(RESERVATION_PATHS.availability, {
    query: { merchantId: query.merchantId, date: query.date, time: query.time, partySize: query.partySize },
    schema: availabilitySchema,
    signal,
  });
}
