/**
 * The server's notion of "now", injected so tests can move time (session expiry, lockouts,
 * recovery links) without waiting. Everything time-dependent in identity reads it, never Date.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
