import type { CurrencyType } from '../constants';

/**
 * The one test of a cash program (Dollar and Credit; docs/rewards.md "Statement credits", decision 0030), for the
 * server, the web app and the shared rules alike: its rewards are dollars, counted in cents, and its balance is
 * paid out as a statement credit. Mile and Point programs count whole units.
 */

/** The programs whose rewards are dollars and whose balance is paid out as a statement credit. */
export type CashCurrencyType = Extract<CurrencyType, 'Dollar' | 'Credit'>;

export function isCashProgram(currency: CurrencyType): currency is CashCurrencyType {
  return currency === 'Dollar' || currency === 'Credit';
}
