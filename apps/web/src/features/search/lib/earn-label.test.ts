import { describe, expect, it } from 'vitest';
import type { TierLevel } from '@forkpoint/shared/constants';
import { readEarnCopy } from '@forkpoint/shared/content/earn-copy';
import type { MerchantOffer } from '@forkpoint/shared/contracts/merchants';
import { DOUBLE_TUESDAYS, EARN_FIELDS as earnFields, testMerchant } from '@/testing/merchant-card-fixture';
import { merchantEarnLabel, type MerchantCardViewer } from './earn-label';

const rates = {
  basic: { amount: 1, perDollars: 2 },
  select: { amount: 3, perDollars: 1 },
  vip: { amount: 5, perDollars: 1 },
};
const miles = { type: 'Mile', singular: 'mile', plural: 'miles' } as const;

function viewer(overrides: Partial<MerchantCardViewer> = {}): MerchantCardViewer {
  return {
    tierLevel: 'OptedIn',
    memberId: 'demo-card',
    key: 'demo-card:EnrolledCardMember:OptedIn',
    copy: readEarnCopy(earnFields),
    earnRates: rates,
    currency: miles,
    signInHref: '/login',
    activateHref: '/activate?public_id=demo-card',
    ...overrides,
  };
}

const granted = { canEarn: true, reason: null, unlockTier: null } as const;

describe('the earn label of a merchant card', () => {
  it.each<[TierLevel, string]>([
    ['OptedOut', 'Basic earn rate · 1 mile per $2 spent'],
    ['OptedIn', 'Select earn rate · 3 miles per $1 spent'],
    ['VIP', 'VIP earn rate · 5 miles per $1 spent'],
  ])('gives a %s member their own short earning text and rate', (tierLevel, expected) => {
    const label = merchantEarnLabel(testMerchant({ access: granted }), viewer({ tierLevel }));
    expect(label.kind).toBe('earn');
    if (label.kind !== 'earn') return;
    expect(`${label.text} · ${label.rate}`).toBe(expected);
    expect(label.offer).toBeNull();
  });

  describe('the offer tag', () => {
    const tripleWednesdays = {
      ...DOUBLE_TUESDAYS,
      id: 'o2',
      title: 'Triple Wednesdays',
      daysOfWeek: ['Wed'],
      earnMultiplier: 3,
    } satisfies MerchantOffer;
    const dinnerTriple = {
      ...DOUBLE_TUESDAYS,
      id: 'o3',
      title: 'Triple at dinner',
      daysOfWeek: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
      earnMultiplier: 3,
      hours: { from: '17:00', until: '22:00' },
      minimumSpendDollars: 75,
    } satisfies MerchantOffer;
    const endedLimited = {
      ...DOUBLE_TUESDAYS,
      id: 'o4',
      type: 'Limited',
      title: 'Fall triple',
      earnMultiplier: 3,
      startsOn: '2026-10-01',
      endsOn: '2026-11-30',
    } satisfies MerchantOffer;
    const tagAt = (iso: string, offers: MerchantOffer[], timeZone = 'America/New_York') => {
      const label = merchantEarnLabel(testMerchant({ access: granted, offers, timeZone }), viewer(), new Date(iso));
      return label.kind === 'earn' ? label.offer : undefined;
    };

    it('tags the offer a meal at the restaurant earns under now', () => {
      // Tuesday 1 December 2026, noon and 6 PM in New York.
      expect(tagAt('2026-12-01T17:00:00Z', [DOUBLE_TUESDAYS, dinnerTriple])).toBe('Double on Tues');
      // At dinner the triple wins; its $75 minimum is met by the bill the card prices.
      expect(tagAt('2026-12-01T23:00:00Z', [DOUBLE_TUESDAYS, dinnerTriple])).toBe('Triple at dinner');
    });

    it("reads the day on the restaurant's clock: the same instant is Tuesday in Los Angeles, Wednesday in New York", () => {
      const offers = [DOUBLE_TUESDAYS, tripleWednesdays];
      expect(tagAt('2026-12-02T06:00:00Z', offers, 'America/New_York')).toBe('Triple Wednesdays');
      expect(tagAt('2026-12-02T06:00:00Z', offers, 'America/Los_Angeles')).toBe('Double on Tues');
    });

    it('otherwise tags the first offer still running, never one that has ended', () => {
      // Thursday 3 December: neither offer applies today; the Fall triple ended on 30 November.
      expect(tagAt('2026-12-03T17:00:00Z', [endedLimited, tripleWednesdays, DOUBLE_TUESDAYS])).toBe(
        'Triple Wednesdays',
      );
      expect(tagAt('2026-12-03T17:00:00Z', [endedLimited])).toBeNull();
      expect(tagAt('2026-11-30T17:00:00Z', [endedLimited])).toBe('Fall triple');
    });

    it("says a fixed-amount offer with its amount in the program's words (decision 0040)", () => {
      const tuesdayTreat = {
        ...DOUBLE_TUESDAYS,
        id: 'o5',
        title: 'Tuesday treat',
        earnMultiplier: null,
        fixedAmount: 500,
      } satisfies MerchantOffer;
      // Tuesday noon in New York: the treat applies, and no multiplier offer does.
      expect(tagAt('2026-12-01T17:00:00Z', [tuesdayTreat])).toBe('Tuesday treat: 500 bonus miles');
      const cash = merchantEarnLabel(
        testMerchant({ access: granted, offers: [tuesdayTreat], timeZone: 'America/New_York' }),
        viewer({ currency: { type: 'Dollar', singular: 'dollar', plural: 'dollars' } }),
        new Date('2026-12-01T17:00:00Z'),
      );
      expect(cash.kind === 'earn' ? cash.offer : undefined).toBe('Tuesday treat: $5 back');
      // Beside a multiplier offer that applies too, the card tags the multiplier.
      expect(tagAt('2026-12-01T17:00:00Z', [tuesdayTreat, DOUBLE_TUESDAYS])).toBe('Double on Tues');
    });

    it('tags the first offer where the time zone is unknown', () => {
      expect(tagAt('2026-12-03T17:00:00Z', [DOUBLE_TUESDAYS], 'Mars/Olympus_Mons')).toBe('Double on Tues');
    });
  });

  it('leaves the rate out where the partner does not show earn rates', () => {
    expect(merchantEarnLabel(testMerchant({ access: granted }), viewer({ earnRates: null }))).toEqual({
      kind: 'earn',
      text: 'Select earn rate',
      rate: null,
      offer: null,
    });
  });

  it('shows a visitor "Sign in to see offers" linking to the login page', () => {
    expect(merchantEarnLabel(testMerchant(), viewer({ tierLevel: null, memberId: null }))).toEqual({
      kind: 'signIn',
      text: 'Sign in to see offers',
      href: '/login',
    });
  });

  it('asks a known visitor who is not activated to activate, not to sign in (issue 15, defect 6)', () => {
    const known = viewer({ tierLevel: 'NonActivated', memberId: null, activateHref: '/activate?public_id=known-1' });
    expect(merchantEarnLabel(testMerchant(), known)).toEqual({
      kind: 'activate',
      text: 'Activate to earn',
      href: '/activate?public_id=known-1',
    });
  });

  it('says nothing to a visitor where the partner has no sign-in', () => {
    expect(merchantEarnLabel(testMerchant(), viewer({ tierLevel: null, signInHref: null }))).toEqual({ kind: 'none' });
  });

  it('prompts a member who is not activated with the NonActivated text, linking to activation', () => {
    const access = { canEarn: false, reason: 'activationRequired', unlockTier: null } as const;
    expect(merchantEarnLabel(testMerchant({ access }), viewer({ tierLevel: 'NonActivated' }))).toEqual({
      kind: 'activate',
      text: 'Activate to earn',
      href: '/activate?public_id=demo-card',
    });
  });

  it.each([
    ['VIP merchant', { canEarn: false, reason: 'vipRequired', unlockTier: 3 } as const, 'A VIP favorite'],
    [
      'Select merchant',
      { canEarn: false, reason: 'emailOptInRequired', unlockTier: 2 } as const,
      'Unlock Select to earn here',
    ],
    [
      'second-level acclaimed merchant',
      { canEarn: false, reason: 'acclaimedCampaignRequired', unlockTier: 3 } as const,
      'A VIP favorite',
    ],
  ])('offers "Unlock access to earn" with the unlocking tier\'s modal on a %s', (_, access, title) => {
    const label = merchantEarnLabel(testMerchant({ access }), viewer({ tierLevel: 'OptedOut' }));
    expect(label).toMatchObject({ kind: 'unlock', text: 'Unlock access to earn', tier: access.unlockTier });
    expect(label.kind === 'unlock' && label.modal.title).toBe(title);
  });

  it('offers no unlock control when the copy has no modal for the tier (a partner without VIP)', () => {
    const copy = readEarnCopy({ ...earnFields, unlock_modal: { ...earnFields.unlock_modal, tier_3: null } });
    const access = { canEarn: false, reason: 'vipRequired', unlockTier: 3 } as const;
    expect(merchantEarnLabel(testMerchant({ access }), viewer({ copy }))).toEqual({ kind: 'none' });
  });
});
