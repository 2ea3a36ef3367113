import { afterEach, describe, expect, it } from 'vitest';
import type { Bonus } from '@forkpoint/shared/contracts/rewards';
import type { EarnBannerFields } from '@forkpoint/shared/content/content-schemas';
import type { DiningProgress } from '@forkpoint/shared/contracts/members';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { bonusBannersFor, type BannerEntry } from './bonus-banners';
import { enrolledMarks, markEnrolled } from './enrolled-marks';
import { membershipStateOf, progressYearOf, visitMeterOf, type StatusMember } from './membership-status';
import { referralLinkFor } from './referral-link';

const progress = (overrides: Partial<DiningProgress> = {}): DiningProgress => ({
  status: 'Building',
  dinesRequired: 11,
  remainingDines: 8,
  dollarsRequired: 0,
  remainingDollars: 0,
  ytdMilesOrDollars: 450,
  ...overrides,
});
const bonus = (overrides: Partial<Bonus> = {}): Bonus => ({
  code: 'WELCOME',
  bonusStatus: 'eligible',
  createDateUtc: '2030-05-01T00:00:00.000Z',
  description: 'Earn 1,000 bonus miles',
  isNewMemberBonus: true,
  memberIsEligibleForNMB: true,
  ...overrides,
});
const member = (overrides: Partial<StatusMember> = {}): StatusMember => ({
  emailOptIn: true,
  tierLevel: 'OptedIn',
  diningProgress: progress(),
  activeBonuses: [],
  ...overrides,
});

describe('membershipStateOf (the member copy states, in the spec order)', () => {
  it('puts e-mail opt-in off at Basic first, then an eligible new-member bonus, then the dining status', () => {
    const everything = { diningProgress: progress({ status: 'Qualified' }), activeBonuses: [bonus()] };
    expect(membershipStateOf(member({ ...everything, emailOptIn: false, tierLevel: 'OptedOut' }))).toBe('optedOut');
    expect(membershipStateOf(member(everything))).toBe('newMemberBonus');
    expect(membershipStateOf(member({ activeBonuses: [bonus({ memberIsEligibleForNMB: false })] }))).toBe('building');
    expect(membershipStateOf(member({ diningProgress: progress({ status: 'QualifiedAndBuilding' }) }))).toBe(
      'renewing',
    );
    expect(membershipStateOf(member({ diningProgress: progress({ status: 'Qualified' }) }))).toBe('complete');
    expect(membershipStateOf(member({ diningProgress: null }))).toBe('member');
  });

  it('shows next year for Complete and Renewing, this year while Building', () => {
    const now = new Date(2030, 5, 1);
    expect(progressYearOf(progress(), now)).toBe(2030);
    expect(progressYearOf(progress({ status: 'QualifiedAndBuilding' }), now)).toBe(2031);
    expect(progressYearOf(progress({ status: 'Qualified' }), now)).toBe(2031);
  });

  it('runs the visit meter from 0 to dinesRequired, 11 by default', () => {
    expect(visitMeterOf(progress())).toEqual({ value: 3, max: 11 });
    expect(visitMeterOf(progress({ remainingDines: 0 }))).toEqual({ value: 11, max: 11 });
    expect(visitMeterOf(progress({ remainingDines: 15 }))).toEqual({ value: 0, max: 11 });
    expect(visitMeterOf(progress({ dinesRequired: 0, remainingDines: 4 }))).toEqual({ value: 7, max: 11 });
  });
});

describe('bonusBannersFor', () => {
  const banner = (code: string, fields: Partial<EarnBannerFields> = {}): BannerEntry => ({
    slug: code.toLowerCase(),
    fields: {
      type: 'bonus',
      order: 1,
      code,
      text: [{ type: 'title', text_desktop: code, text_mobile: code }],
      ...fields,
    },
  });
  const base = {
    userState: 'tier_2' as const,
    enrolledMarks: new Set<string>(),
    inNativeApp: false,
    now: new Date('2030-05-10T00:00:00Z'),
  };

  it('puts eligible bonuses under Available and enrolled or qualified ones under Active, by order', () => {
    const result = bonusBannersFor({
      ...base,
      entries: [banner('B', { order: 2 }), banner('A', { order: 1 }), banner('C', { order: 3 }), banner('NONE')],
      bonuses: [bonus({ code: 'A' }), bonus({ code: 'B' }), bonus({ code: 'C', bonusStatus: 'qualified' })],
    });
    expect(result.available.map((b) => b.bonus.code)).toEqual(['A', 'B']);
    expect(result.active.map((b) => b.bonus.code)).toEqual(['C']);
  });

  it('honours days_to_display, user_states and the 35-minute enrolled mark', () => {
    const result = bonusBannersFor({
      ...base,
      enrolledMarks: new Set(['MARKED']),
      entries: [
        banner('OLD', { days_to_display: 9 }),
        banner('FRESH', { days_to_display: 10 }),
        banner('VIPONLY', { user_states: ['tier_3'] }),
        banner('MARKED'),
      ],
      bonuses: ['OLD', 'FRESH', 'VIPONLY', 'MARKED'].map((code) => bonus({ code })),
    });
    expect(result.available.map((b) => b.bonus.code)).toEqual(['FRESH']);
    expect(result.active.map((b) => [b.bonus.code, b.bonus.bonusStatus])).toEqual([['MARKED', 'enrolled']]);
  });

  it('shows app-store links for an app-only bonus outside the native app only', () => {
    const input = { ...base, entries: [banner('APP', { app_only_bonus: true })], bonuses: [bonus({ code: 'APP' })] };
    expect(bonusBannersFor(input).available[0]?.showAppLinks).toBe(true);
    expect(bonusBannersFor({ ...input, inNativeApp: true }).available[0]?.showAppLinks).toBe(false);
  });
});

describe('referralLinkFor', () => {
  it('points at /join on the current host with the tracking parameters and the member as referrer', () => {
    const link = new URL(referralLinkFor('https://dining.aerovia.example', '/join', 'pub-42'));
    expect(link.origin + link.pathname).toBe('https://dining.aerovia.example/join');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      utm_source: 'member-referral',
      utm_medium: 'share-link',
      utm_campaign: 'refer-a-friend',
      referrer: 'pub-42',
    });
  });
});

describe('enrolled marks', () => {
  afterEach(() => localStorage.clear());

  it('keeps an activated bonus marked for 35 minutes, then forgets it', () => {
    const now = Date.parse('2030-05-10T12:00:00Z');
    markEnrolled('WELCOME', now);
    expect(enrolledMarks(now + 35 * 60_000 - 1)).toEqual(new Set(['WELCOME']));
    expect(enrolledMarks(now + 35 * 60_000)).toEqual(new Set());
    expect(localStorage.getItem(STORAGE_KEYS.bonusUpdate)).toContain('WELCOME');
  });

  it('reads a damaged value as no marks', () => {
    localStorage.setItem(STORAGE_KEYS.bonusUpdate, '{not json');
    expect(enrolledMarks()).toEqual(new Set());
  });
});
