/**
 * The web app's one logger. It writes to the console; an error-reporting service (spec part 1 §7, issue 33)
 * plugs in here without touching the callers.
 */
export const logger = {
  info: (message: string, ...details: unknown[]): void => console.info(message, ...details),
  warn: (message: string, ...details: unknown[]): void => console.warn(message, ...details),
  error: (message: string, ...details: unknown[]): void => console.error(message, ...details),
};
