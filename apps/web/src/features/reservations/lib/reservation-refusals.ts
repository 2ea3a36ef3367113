import { BOOKING_REFUSALS, type BookingRefusal } from '@forkpoint/shared/contracts/reservation-constants';
import { ApiRequestError } from '@/lib/api-client';

/**
 * Why a hold or booking failed, from the error the API client threw: the refusal body's `reason`
 * (docs/reservations.md), else what the status and code say (424: the card provider did not answer; the
 * booking provider's deactivation), else the general "unable" (a network failure among them).
 */
export function refusalOf(error: unknown): BookingRefusal {
  if (!(error instanceof ApiRequestError)) return 'unable';
  const reason = (error.data as { reason?: unknown } | undefined)?.reason;
  if ((BOOKING_REFUSALS as readonly unknown[]).includes(reason)) return reason as BookingRefusal;
  if (error.status === 424) return 'failed_dependency';
  if (error.body?.code === 'BOOKING_ACCOUNT_DEACTIVATED') return 'deactivated';
  return 'unable';
}
