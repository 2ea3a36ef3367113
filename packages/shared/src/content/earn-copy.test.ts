import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIER_LEVELS } from '../constants';
import { globalEarnFieldsSchema } from './content-global-schemas';
import { DEFAULT_EARN_COPY, readEarnCopy, type EarnCopy } from './earn-copy';

const fields = {
  tier_names: { basic: 'Bronze', select: 'Silver', vip: 'Gold' },
  tier_earn_text: { OptedOut: 'b', NonActivated: 'Activate {{program}} to earn', OptedIn: 's', VIP: 'v' },
  sign_in_to_see_offers: 'Sign in to {{program}} to see offers',
  unlock_access: 'Unlock it',
  unlock_modal: {
    tier_2: { title: 'Unlock Silver', body: 'Opt in.', cta: { text: 'Opt in', url: '/account/user_profile' } },
    tier_3: { title: 'Go Gold', body: 'Dine more.', cta: { text: 'How', url: 'https://example.com', new_tab: true } },
  },
  acclaimed_badge: 'Lauded',
  reservation_bonus: 'Book here and earn 50 miles',
};

/** The copy as the content service stores it (the inverse of readEarnCopy). */
function asFields(copy: EarnCopy) {
  const modal = (tier: 2 | 3) => copy.unlockModal[tier];
  return {
    tier_names: copy.tierNames,
    tier_earn_text: copy.tierEarnText,
    sign_in_to_see_offers: copy.signInToSeeOffers,
    unlock_access: copy.unlockAccess,
    unlock_modal: { tier_2: modal(2), tier_3: modal(3) },
    acclaimed_badge: copy.acclaimedBadge,
    reservation_bonus: copy.reservationBonus,
  };
}

describe('the global earn copy', () => {
  it('reads every field of a complete entry', () => {
    expect(globalEarnFieldsSchema.safeParse(fields).success).toBe(true);
    const copy = readEarnCopy(fields);
    expect(copy).toEqual({
      tierNames: { basic: 'Bronze', select: 'Silver', vip: 'Gold' },
      tierEarnText: { OptedOut: 'b', NonActivated: 'Activate {{program}} to earn', OptedIn: 's', VIP: 'v' },
      signInToSeeOffers: 'Sign in to {{program}} to see offers',
      unlockAccess: 'Unlock it',
      unlockModal: { 2: fields.unlock_modal.tier_2, 3: fields.unlock_modal.tier_3 },
      acclaimedBadge: 'Lauded',
      reservationBonus: 'Book here and earn 50 miles',
    });
    expect(asFields(copy)).toEqual(fields);
  });

  it('falls back to the seeded wording where there is no entry', () => {
    for (const none of [undefined, null, 'broken', [], {}]) expect(readEarnCopy(none)).toEqual(DEFAULT_EARN_COPY);
    expect(DEFAULT_EARN_COPY.tierEarnText.NonActivated).toBe('Activate to earn');
    expect(DEFAULT_EARN_COPY.signInToSeeOffers).toBe('Sign in to see offers');
    expect(DEFAULT_EARN_COPY.unlockAccess).toBe('Unlock access to earn');
    expect(DEFAULT_EARN_COPY.tierNames.basic).toBe('Basic');
  });

  it('has defaults that are valid copy themselves', () => {
    expect(globalEarnFieldsSchema.safeParse(asFields(DEFAULT_EARN_COPY)).error).toBeUndefined();
  });

  it('falls back field by field on a half-written entry', () => {
    const copy = readEarnCopy({
      tier_names: 'broken',
      tier_earn_text: { OptedIn: 'Silver earns', VIP: '  ' },
      sign_in_to_see_offers: 42,
      unlock_modal: { tier_2: { title: 'No body', cta: { text: 'x', url: '/x' } } },
      acclaimed_badge: 'Lauded',
    });
    expect(copy.tierNames).toEqual(DEFAULT_EARN_COPY.tierNames);
    expect(copy.tierEarnText).toEqual({ ...DEFAULT_EARN_COPY.tierEarnText, OptedIn: 'Silver earns' });
    expect(copy.signInToSeeOffers).toBe('Sign in to see offers');
    expect(copy.unlockModal).toEqual(DEFAULT_EARN_COPY.unlockModal);
    expect(copy.acclaimedBadge).toBe('Lauded');
    expect(copy.reservationBonus).toBeNull();
  });

  it('keeps a modal whole: a half-written one is the default, an explicit null is none', () => {
    const badLink = { ...fields.unlock_modal.tier_3, cta: { text: 'How', url: '/vip', new_tab: 'yes' } };
    expect(readEarnCopy({ unlock_modal: { tier_2: null, tier_3: badLink } }).unlockModal).toEqual({ 2: null, 3: null });
    expect(readEarnCopy({ unlock_modal: { tier_3: fields.unlock_modal.tier_3 } }).unlockModal).toEqual({
      2: DEFAULT_EARN_COPY.unlockModal[2],
      3: fields.unlock_modal.tier_3,
    });
  });

  it('answers text for every tier and field, whatever the content service sends', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (anything, tierTexts) => {
        const copy = readEarnCopy(anything);
        const mixed = readEarnCopy({ ...fields, tier_earn_text: tierTexts });
        for (const read of [copy, mixed]) {
          for (const tier of TIER_LEVELS) expect(read.tierEarnText[tier].trim()).not.toBe('');
          expect(read.signInToSeeOffers.trim()).not.toBe('');
          expect(read.unlockAccess.trim()).not.toBe('');
        }
      }),
    );
  });
});
