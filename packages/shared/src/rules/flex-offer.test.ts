import { describe, expect, it } from 'vitest';
import type { Partner } from '@forkpoint/shared';
import type { MerchantAccess } from '@forkpoint/shared/rules/merchant-access';
import { flexOfferFor, formatOfferAmount, promotionOf } from './flex-offer';

const CAN_EARN: MerchantAccess = { canEarn: true, reason: null, unlockTier: null };
const points: Pick<Partner, 'currencyType' | 'earnRates' | 'terms'> = {
  currencyType: 'Point',
  earnRates: { basic: { amount: 1, perDollars: 2 }, select: { amount: 3, perDollars: 1 }, vip: null },
  terms: {
    partner: 'P',
    program: 'P Dining',
    currencySingular: 'point',
    currencyPlural: 'points',
    bonusCurrency: 'bonus points',
    partnerNumberLabel: 'P number',
  },
};
const promo = { merchantId: 'FP0000042', campaignCodes: ['DINE', 'WEEKNIGHT-BONUS'] };
const select = { tierLevel: 'OptedIn' as const, active: true };

describe('flex offers', () => {
  it("find the merchant's own promotion beside the tier campaigns", () => {
    expect(promotionOf(['DINE'])).toBeNull();
    expect(promotionOf(['ACCLAIMED', 'BRUNCH-CLUB'])).toBe('BRUNCH-CLUB');
    expect(promotionOf(['ACCLAIMED2'])).toBeNull();
  });

  it("pay the member's own tier earn on $100 of spend, with a stable id", () => {
    expect(flexOfferFor({ merchant: promo, access: CAN_EARN, member: select, partner: points })).toEqual({
      id: 'flex-fp0000042-weeknight-bonus-select',
      webMessageOfferAmount: '300 points',
      amount: 300,
      campaignCode: 'WEEKNIGHT-BONUS',
    });
    const basic = flexOfferFor({
      merchant: promo,
      access: CAN_EARN,
      member: { tierLevel: 'OptedOut', active: true },
      partner: points,
    });
    expect(basic?.amount).toBe(50);
    expect(basic?.id).toBe('flex-fp0000042-weeknight-bonus-basic');
  });

  it('pay VIP members at the Select rate where the partner has no VIP rate', () => {
    const vip = flexOfferFor({
      merchant: promo,
      access: CAN_EARN,
      member: { tierLevel: 'VIP', active: true },
      partner: points,
    });
    expect(vip?.amount).toBe(300);
    const withVip = { ...points, earnRates: { ...points.earnRates, vip: { amount: 5, perDollars: 1 } } };
    expect(
      flexOfferFor({ merchant: promo, access: CAN_EARN, member: { tierLevel: 'VIP', active: true }, partner: withVip })
        ?.webMessageOfferAmount,
    ).toBe('500 points');
  });

  it('show dollars for cash-back and statement-credit partners', () => {
    const dollars = { ...points, currencyType: 'Dollar' as const };
    const cash = {
      ...dollars,
      earnRates: { basic: { amount: 0.03, perDollars: 1 }, select: { amount: 0.065, perDollars: 1 }, vip: null },
    };
    expect(flexOfferFor({ merchant: promo, access: CAN_EARN, member: select, partner: cash })).toMatchObject({
      amount: 6.5,
      webMessageOfferAmount: '$6.50',
    });
    expect(formatOfferAmount(6, 'Credit', points.terms)).toBe('$6');
    expect(formatOfferAmount(1, 'Mile', { currencySingular: 'mile', currencyPlural: 'miles' })).toBe('1 mile');
    expect(formatOfferAmount(1500, 'Point', points.terms)).toBe('1,500 points');
  });

  it('give none without a promotion, without access to earn, or to an inactive account', () => {
    const none = (input: Partial<Parameters<typeof flexOfferFor>[0]>) =>
      flexOfferFor({ merchant: promo, access: CAN_EARN, member: select, partner: points, ...input });
    expect(none({ merchant: { merchantId: 'FP1', campaignCodes: ['DINE'] } })).toBeNull();
    expect(none({ access: { canEarn: false, reason: 'vipRequired', unlockTier: 3 } })).toBeNull();
    expect(none({ access: { canEarn: false, reason: 'activationRequired', unlockTier: null } })).toBeNull();
    expect(none({ member: { tierLevel: 'OptedIn', active: false } })).toBeNull();
  });
});
