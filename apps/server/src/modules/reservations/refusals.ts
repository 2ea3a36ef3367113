import {
  RESERVATION_MESSAGES,
  availabilityMessage,
  type BookingRefusal,
  type OutcomeLimits,
} from '@forkpoint/shared/contracts/reservation-constants';
import { AppError, type ErrorCode } from '../../lib/app-error';

/**
 * Each refusal of a hold or booking as its own answer (docs/reservations.md "Outcomes"): the one error body
 * with `reason` (BOOKING_REFUSALS) added, so the widget shows that outcome's state.
 *
 * | reason                                   | status | code                        |
 * | ---------------------------------------- | ------ | --------------------------- |
 * | the availability outcomes, overlap, card | 409    | RESERVATION_REFUSED         |
 * | deactivated                              | 403    | BOOKING_ACCOUNT_DEACTIVATED |
 * | failed_dependency                        | 424    | FAILED_DEPENDENCY           |
 * | unable                                   | 502    | RESERVATION_FAILED          |
 */
export function refusalError(reason: BookingRefusal, limits: OutcomeLimits | null = null): AppError {
  const [code, message] = answerFor(reason, limits);
  return new AppError(code, message, undefined, { reason });
}

function answerFor(reason: BookingRefusal, limits: OutcomeLimits | null): [ErrorCode, string] {
  switch (reason) {
    case 'none_available':
    case 'party_too_small':
    case 'party_too_large':
    case 'too_far_ahead':
    case 'too_close':
      return ['RESERVATION_REFUSED', limits ? availabilityMessage(reason, limits) : RESERVATION_MESSAGES.unable];
    case 'overlap':
      return ['RESERVATION_REFUSED', RESERVATION_MESSAGES.overlap];
    case 'card_required':
      return ['RESERVATION_REFUSED', RESERVATION_MESSAGES.cardRequired];
    case 'deactivated':
      return ['BOOKING_ACCOUNT_DEACTIVATED', RESERVATION_MESSAGES.deactivated];
    case 'failed_dependency':
      return ['FAILED_DEPENDENCY', RESERVATION_MESSAGES.failedDependency];
    case 'unable':
      return ['RESERVATION_FAILED', RESERVATION_MESSAGES.unable];
  }
}
