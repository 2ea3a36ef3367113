import { ERROR_STATUS, type ErrorCode } from '@forkpoint/shared/contracts/error-codes';

/**
 * The one error model of the server. Services throw AppError with a code from the shared table
 * (packages/shared/src/contracts/error-codes.ts, which the web reads too); the error handler answers
 * that code's HTTP status with the apiErrorSchema body, plus `extra` fields where a call's contract
 * adds some (the lockout's recoverPath and lockedUntil).
 */
export { ERROR_STATUS, type ErrorCode };

export interface FieldMessage {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldMessage[],
    readonly extra?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}
