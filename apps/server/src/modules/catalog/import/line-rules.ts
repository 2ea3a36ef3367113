import { DAYS_OF_WEEK, type DayOfWeek } from '@forkpoint/shared';
import { DAY_NAMES } from '@forkpoint/shared/contracts/merchant-constants';
import { CATALOG_LIMITS } from '@forkpoint/shared/contracts/catalog';
import { US_STATES } from '@forkpoint/shared/rules/location-query';
import type { OfferInput } from './location-input';

/** The checks both formats share, each answering the value or a reason that refuses the line. */

export class LineError extends Error {}

export function realDate(value: string, field: string): string {
  const parsed = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(value)) {
    throw new LineError(`${field} must be a date YYYY-MM-DD`);
  }
  return value;
}

export function stateCode(value: string): string {
  const code = value.trim().toUpperCase();
  if (!(code in US_STATES)) throw new LineError('state must be a two-letter US state code');
  return code;
}

export function knownPrograms(codes: readonly string[], known: ReadonlySet<string>): string[] {
  const unknown = codes.filter((code) => !known.has(code));
  if (unknown.length > 0) throw new LineError(`unknown program ${unknown.slice(0, 3).join(', ')}`);
  return [...new Set(codes)].sort();
}

export function daysOf(values: readonly string[], field: string): DayOfWeek[] {
  const bad = values.filter((d) => !(DAYS_OF_WEEK as readonly string[]).includes(d));
  if (bad.length > 0) throw new LineError(`${field} must be days ${DAYS_OF_WEEK.join('|')}`);
  // In the week's order, once each: Mon|Thu and Thu|Mon are the same offer.
  return DAYS_OF_WEEK.filter((d) => values.includes(d));
}

const MULTIPLIER_WORDS: Readonly<Record<number, string>> = { 2: 'Double', 3: 'Triple', 4: 'Quadruple' };

/**
 * An offer's words when the file gives none: "Double on Mondays and Thursdays", "Triple for a limited time"; a
 * fixed-amount offer "Bonus on Tuesdays" (its amount is said in each program's unit where it is shown).
 */
export function offerWords(multiplier: number | null, days: readonly DayOfWeek[], dated: boolean): [string, string] {
  const word = multiplier === null ? 'Bonus' : (MULTIPLIER_WORDS[multiplier] ?? `${multiplier}×`);
  const when =
    days.length === 7
      ? dated
        ? ' for a limited time'
        : ' every day'
      : ` on ${days.map((d) => `${DAY_NAMES[d]}s`).join(' and ')}`;
  if (multiplier === null) return [`${word}${when}`, `Earn a fixed bonus on each visit${when}.`];
  return [`${word}${when}`, `Earn ${word.toLowerCase()}${when}.`];
}

/** An offer's fields checked together: a multiplier or a fixed amount in range, days, dates in order. */
export function offerInput(given: {
  id: string;
  title?: string | undefined;
  description?: string | undefined;
  multiplier?: number | undefined;
  fixedAmount?: number | undefined;
  days?: readonly string[] | undefined;
  startsOn?: string | undefined;
  endsOn?: string | undefined;
  hours?: { from: string; until: string } | undefined;
  minimumSpendDollars?: number | undefined;
  usesPerMember?: number | undefined;
}): OfferInput {
  const fixedAmount = given.fixedAmount ?? null;
  const multiplier = fixedAmount === null ? (given.multiplier ?? Number.NaN) : null;
  if (fixedAmount !== null && given.multiplier !== undefined) {
    throw new LineError('an offer has a multiplier or a fixedAmount, not both');
  }
  if (
    fixedAmount !== null &&
    (!Number.isInteger(fixedAmount) || fixedAmount < 1 || fixedAmount > CATALOG_LIMITS.maxFixedAmount)
  ) {
    throw new LineError(`offer fixedAmount must be a whole number from 1 to ${CATALOG_LIMITS.maxFixedAmount}`);
  }
  if (
    multiplier !== null &&
    (!Number.isFinite(multiplier) || multiplier <= 1 || multiplier > CATALOG_LIMITS.maxMultiplier)
  ) {
    throw new LineError(`offer multiplier must be a number above 1, at most ${CATALOG_LIMITS.maxMultiplier}`);
  }
  const days = given.days && given.days.length > 0 ? daysOf(given.days, 'offer days') : [...DAYS_OF_WEEK];
  const startsOn = given.startsOn ? realDate(given.startsOn, 'offer starts_on') : null;
  const endsOn = given.endsOn ? realDate(given.endsOn, 'offer ends_on') : null;
  if (startsOn && endsOn && startsOn > endsOn) throw new LineError('offer ends_on is before its starts_on');
  if (given.hours && given.hours.from >= given.hours.until) throw new LineError('offer hours end before they start');
  const [title, description] = offerWords(multiplier, days, startsOn !== null || endsOn !== null);
  return {
    id: given.id,
    title: given.title ?? title,
    description: given.description ?? description,
    multiplier,
    ...(fixedAmount !== null ? { fixedAmount } : {}),
    days,
    startsOn,
    endsOn,
    hours: given.hours ?? null,
    minimumSpendDollars: given.minimumSpendDollars ?? null,
    usesPerMember: given.usesPerMember ?? null,
  };
}
