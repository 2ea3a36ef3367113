import { DAYS_OF_WEEK, type DayOfWeek, type MerchantOffer } from '@forkpoint/shared';
import { DAY_NAMES } from '@forkpoint/shared/contracts/merchant-constants';
import { PLAIN_OFFER_TERMS } from '@forkpoint/shared/rules/earn-decision';
import type { Random } from '../../../lib/prng';
import { DAY_MS } from '@forkpoint/shared/dates/durations';

/** A weekly offer on one day. */
export function weeklyOffer(id: string, day: DayOfWeek): MerchantOffer {
  return {
    id,
    type: 'Unlimited',
    title: `Double on ${DAY_NAMES[day]}s`,
    description: `Earn double every ${DAY_NAMES[day]}.`,
    daysOfWeek: [day],
    earnMultiplier: 2,
    startsOn: null,
    endsOn: null,
    ...PLAIN_OFFER_TERMS,
  };
}

/** A weekly offer on one day's evening, from 5 PM to 10 PM local time. */
export function eveningOffer(id: string, day: DayOfWeek): MerchantOffer {
  return {
    ...weeklyOffer(id, day),
    title: `Double on ${DAY_NAMES[day]} evenings`,
    description: `Earn double every ${DAY_NAMES[day]} from 5 PM to 10 PM.`,
    hours: { from: '17:00', until: '22:00' },
  };
}

/** A limited-time offer running from `startsOn` to `endsOn` (YYYY-MM-DD, both days included). */
export function limitedOffer(id: string, startsOn: string, endsOn: string): MerchantOffer {
  return {
    id,
    type: 'Limited',
    title: 'Triple for a limited time',
    description: 'Earn triple for a limited time.',
    daysOfWeek: [...DAYS_OF_WEEK],
    earnMultiplier: 3,
    startsOn,
    endsOn,
    ...PLAIN_OFFER_TERMS,
  };
}

/**
 * A merchant's offers, dated around `today` (the catalog's date: the first start's) so a fresh
 * catalog always has live limited offers, and also some that start later and some that have ended:
 * the server answers only the live ones (modules/merchants/offer-liveness.ts). About 30% of
 * merchants run offers; weekly ones fall on the quiet nights, Sunday to Thursday.
 */
export function pickOffers(random: Random, index: number, today: Date): MerchantOffer[] {
  if (!random.chance(0.3)) return [];
  const id = `o${index + 1}`;
  const offers: MerchantOffer[] = [];
  if (random.chance(0.55)) {
    const day = random.pick(DAYS_OF_WEEK.slice(0, 5));
    // Some weekly offers fill the dining room after work only (by index, as above).
    offers.push(index % 3 === 2 ? eveningOffer(id, day) : weeklyOffer(id, day));
    // Some weekly-offer merchants run a limited promotion as well.
    if (!random.chance(0.2)) return offers;
  }
  const phase = random.next();
  const day = (offset: number) => isoDate(new Date(today.getTime() + offset * DAY_MS));
  let start: number;
  let end: number;
  if (phase < 0.65) {
    // Live: started up to three weeks ago, ends in one to seven weeks. No date is within a day of
    // today's, so what is live, upcoming or ended is the same on every US clock.
    start = -random.int(1, 21);
    end = random.int(7, 49);
  } else if (phase < 0.82) {
    // Not started yet.
    start = random.int(3, 30);
    end = start + random.int(14, 45);
  } else {
    // Ended in the last month.
    end = -random.int(2, 30);
    start = end - random.int(14, 45);
  }
  const limited = limitedOffer(offers.length > 0 ? `${id}-2` : id, day(start), day(end));
  // Some restaurants fund their promotion only on a real dinner, and for a member's first visits: decided by the
  // restaurant's index, not drawn, so every other restaurant's draws stay as they were.
  offers.push(index % 4 === 1 ? { ...limited, minimumSpendDollars: 30, usesPerMember: 2 } : limited);
  return offers;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
