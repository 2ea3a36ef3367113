import { describe, expect, it } from 'vitest';
import { BASE_TERMS, type EarnTerms } from './earn-decision';
import {
  DEFERRAL_REASONS,
  FORFEIT_REASONS,
  earnTierFor,
  eligibleCents,
  gateFor,
  isVipFor,
  rewardAmount,
  statusFor,
  ticketOf,
  type EarningMember,
  type EarningMerchant,
  type EarningPartner,
  type Gate,
} from './earn-rules';

const airline: EarningPartner = {
  currencyType: 'Mile',
  earnRates: {
    basic: { amount: 1, perDollars: 2 },
    select: { amount: 3, perDollars: 1 },
    vip: { amount: 5, perDollars: 1 },
  },
  hasVIP: true,
  dinesRequired: 11,
};
const member = (overrides: Partial<EarningMember> = {}): EarningMember => ({
  tierLevel: 'OptedIn',
  emailOptIn: true,
  vipThrough: null,
  ...overrides,
});
const merchant = (overrides: Partial<EarningMerchant> = {}): EarningMerchant => ({
  accessTier: 'basic',
  acclaimedLevel: 0,
  maxSpendPerMonthCents: null,
  ...overrides,
});
const open: Gate = { kind: 'open' };

describe('ticketOf', () => {
  it('is the settled amount once settled, the authorization until then, less refunds, never below 0', () => {
    expect(ticketOf({ authorizedCents: 4800, settledCents: null, refundedCents: 0, reversed: false })).toBe(4800);
    expect(ticketOf({ authorizedCents: 4800, settledCents: 5600, refundedCents: 0, reversed: false })).toBe(5600);
    expect(ticketOf({ authorizedCents: 4800, settledCents: 5600, refundedCents: 600, reversed: false })).toBe(5000);
    expect(ticketOf({ authorizedCents: 4800, settledCents: 5600, refundedCents: 5600, reversed: false })).toBe(0);
    expect(ticketOf({ authorizedCents: 4800, settledCents: null, refundedCents: 0, reversed: true })).toBe(0);
  });
});

describe('tiers and rates (AeroVia: Basic 1 per $2, Select 3 per $1, VIP 5 per $1)', () => {
  it('earns VIP from the 12th qualified dine of a year: 11 dines before it', () => {
    expect(isVipFor(member(), airline, 2030, 10)).toBe(false);
    expect(isVipFor(member(), airline, 2030, 11)).toBe(true);
  });

  it('keeps VIP through the year after a qualifying year, and never where the program has no VIP', () => {
    expect(isVipFor(member({ vipThrough: 2031 }), airline, 2031, 0)).toBe(true);
    expect(isVipFor(member({ vipThrough: 2031 }), airline, 2032, 0)).toBe(false);
    expect(isVipFor(member({ tierLevel: 'VIP' }), { ...airline, hasVIP: false }, 2030, 50)).toBe(false);
  });

  it('earns Select with e-mail opt-in and Basic without', () => {
    expect(earnTierFor(member(), false)).toBe('select');
    expect(earnTierFor(member({ tierLevel: 'OptedOut', emailOptIn: false }), false)).toBe('basic');
    expect(earnTierFor(member({ tierLevel: 'NonActivated', emailOptIn: true }), false)).toBe('basic');
    expect(earnTierFor(member(), true)).toBe('vip');
  });

  it('rounds down to whole miles: $42.50 earns 21 Basic, 127 Select, 212 VIP miles', () => {
    expect(rewardAmount(4250, 'basic', airline, BASE_TERMS)).toBe(21);
    expect(rewardAmount(4250, 'select', airline, BASE_TERMS)).toBe(127);
    expect(rewardAmount(4250, 'vip', airline, BASE_TERMS)).toBe(212);
  });

  it('pays cash programs in cents: 3% of $42.50 is 127 cents', () => {
    const cash: EarningPartner = {
      ...airline,
      currencyType: 'Dollar',
      earnRates: { basic: { amount: 0.02, perDollars: 1 }, select: { amount: 0.03, perDollars: 1 }, vip: null },
      hasVIP: false,
    };
    expect(rewardAmount(4250, 'select', cash, BASE_TERMS)).toBe(127);
    expect(rewardAmount(4250, 'vip', cash, BASE_TERMS)).toBe(127); // no VIP rate: Select's
  });

  it("multiplies the tier's rate by the offer before rounding, adds bonuses, and pays nothing on nothing", () => {
    const tripled: EarnTerms = {
      offer: { id: 'o1', version: 1, title: 'Triple for a limited time', multiplier: 3 },
      bonuses: [{ id: 'flex-fp1-weeknight-bonus', version: 1, title: 'Weeknight bonus', amount: 300 }],
    };
    // $97.53 at 3 per $1 tripled: floor(877.77) = 877, not 3 × 292 = 876; plus the 300-mile bonus.
    expect(rewardAmount(9753, 'select', airline, tripled)).toBe(1177);
    expect(rewardAmount(0, 'select', airline, tripled)).toBe(0);
  });
});

describe('tier gates', () => {
  it('forfeits at a VIP restaurant for a member who is not VIP, and opens it to a VIP', () => {
    expect(gateFor(member(), merchant({ accessTier: 'vip' }), false)).toEqual({
      kind: 'forfeit',
      reason: FORFEIT_REASONS.vipOnly,
    });
    expect(gateFor(member(), merchant({ acclaimedLevel: 2 }), false).kind).toBe('forfeit');
    expect(gateFor(member(), merchant({ accessTier: 'vip' }), true)).toEqual(open);
  });

  it('defers at a Select restaurant until e-mail opt-in, and for a member not yet activated', () => {
    const optedOut = member({ tierLevel: 'OptedOut', emailOptIn: false });
    expect(gateFor(optedOut, merchant({ accessTier: 'select' }), false)).toEqual({
      kind: 'defer',
      reason: DEFERRAL_REASONS.emailOptIn,
    });
    expect(gateFor(optedOut, merchant({ acclaimedLevel: 1 }), false).kind).toBe('defer');
    expect(gateFor(optedOut, merchant(), false)).toEqual(open);
    expect(gateFor(member({ tierLevel: 'NonActivated' }), merchant(), false)).toEqual({
      kind: 'defer',
      reason: DEFERRAL_REASONS.notActivated,
    });
  });
});

describe('monthly spend limit', () => {
  it('earns on the part of the ticket the month still allows, and nothing past it', () => {
    const limited = merchant({ maxSpendPerMonthCents: 50_000 });
    expect(eligibleCents(20_000, limited, 0)).toBe(20_000);
    expect(eligibleCents(20_000, limited, 40_000)).toBe(10_000);
    expect(eligibleCents(20_000, limited, 50_000)).toBe(0);
    expect(eligibleCents(20_000, limited, 60_000)).toBe(0);
    expect(eligibleCents(20_000, merchant(), 1_000_000)).toBe(20_000);
  });
});

describe('statusFor', () => {
  const base = { gate: open, ticketCents: 4800, eligibleCents: 4800, settled: false, reversed: false, cash: false };

  it('is Pending at authorization, Pending at settlement until posted (miles), Awarded at settlement (cash)', () => {
    expect(statusFor(base, null)).toEqual({ status: 'Pending', reason: null });
    expect(statusFor({ ...base, settled: true }, null).status).toBe('Pending');
    expect(statusFor({ ...base, settled: true, cash: true }, null).status).toBe('Awarded');
  });

  it('keeps a posted, paid or deferred reward in its state when a refund changes its amount', () => {
    for (const status of ['Awarded', 'Paid', 'Deferred'] as const) {
      expect(statusFor({ ...base, settled: true, ticketCents: 1000 }, { status, reason: null }).status).toBe(status);
    }
  });

  it('forfeits a fully refunded or reversed purchase, a gated one and one over the spend limit', () => {
    expect(statusFor({ ...base, ticketCents: 0, eligibleCents: 0 }, null).reason).toBe(FORFEIT_REASONS.refunded);
    expect(statusFor({ ...base, reversed: true }, null).reason).toBe(FORFEIT_REASONS.reversed);
    expect(statusFor({ ...base, gate: { kind: 'forfeit', reason: 'x' } }, null)).toEqual({
      status: 'Forfeit',
      reason: 'x',
    });
    expect(statusFor({ ...base, eligibleCents: 0 }, null).reason).toBe(FORFEIT_REASONS.spendLimit);
    expect(statusFor({ ...base, gate: { kind: 'defer', reason: 'y' } }, null)).toEqual({
      status: 'Deferred',
      reason: 'y',
    });
  });
});
