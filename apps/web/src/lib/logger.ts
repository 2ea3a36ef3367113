/**
 * The web app's one logger. It writes to the console today; an error-reporting service (spec part 1 §7)
 * plugs in here later without touching the callers.
 */
export const logger = {
  info: (message: string, ...details: unknown[]): void => console.info(message, ...details),
  warn: (message: string, ...details: unknown[]): void => console.warn(message, ...details),
  error: (message: string, ...details: unknown[]): void => console.error(message, ...details),
};
