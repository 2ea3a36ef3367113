import { describe, expect, it } from 'vitest';
import { TIER_LEVELS } from '../constants';
import {
  CAMPAIGN_CODES,
  campaignsCover,
  memberViewer,
  merchantAccess,
  tierCampaignCodes,
  type GatedMerchant,
  type MerchantViewer,
} from './merchant-access';

const merchant = (overrides: Partial<GatedMerchant> = {}): GatedMerchant => ({
  acclaimedLevel: 0,
  campaignCodes: ['DINE'],
  accessTier: 'basic',
  ...overrides,
});
const member = (overrides: Partial<MerchantViewer> = {}): MerchantViewer => ({
  tierLevel: 'OptedIn',
  emailOptIn: true,
  campaignCodes: ['DINE'],
  ...overrides,
});

describe('merchantAccess', () => {
  it('lets an active member earn at an ungated merchant, whatever the tier', () => {
    for (const tierLevel of TIER_LEVELS.filter((t) => t !== 'NonActivated')) {
      expect(merchantAccess(member({ tierLevel, emailOptIn: false }), merchant())).toEqual({
        canEarn: true,
        reason: null,
        unlockTier: null,
      });
    }
  });

  it('asks visitors to sign in, even at ungated merchants', () => {
    expect(merchantAccess(null, merchant())).toEqual({ canEarn: false, reason: 'signInRequired', unlockTier: null });
  });

  it('asks members who are not activated to activate', () => {
    expect(merchantAccess(member({ tierLevel: 'NonActivated' }), merchant())).toMatchObject({
      canEarn: false,
      reason: 'activationRequired',
    });
  });

  it('gates Select merchants on e-mail opt-in, unlocked by tier 2', () => {
    const select = merchant({ accessTier: 'select' });
    expect(merchantAccess(member({ emailOptIn: false }), select)).toEqual({
      canEarn: false,
      reason: 'emailOptInRequired',
      unlockTier: 2,
    });
    expect(merchantAccess(member({ emailOptIn: true, tierLevel: 'OptedOut' }), select).canEarn).toBe(true);
  });

  it('gates VIP merchants on VIP status, unlocked by tier 3', () => {
    const vip = merchant({ accessTier: 'vip' });
    for (const tierLevel of ['OptedOut', 'OptedIn'] as const) {
      expect(merchantAccess(member({ tierLevel }), vip)).toEqual({
        canEarn: false,
        reason: 'vipRequired',
        unlockTier: 3,
      });
    }
    expect(merchantAccess(member({ tierLevel: 'VIP' }), vip).canEarn).toBe(true);
  });

  it("gates acclaimed merchants on a tier whose campaign codes cover the merchant's", () => {
    const acclaimed = merchant({ acclaimedLevel: 1, campaignCodes: ['ACCLAIMED'] });
    expect(merchantAccess(member({ campaignCodes: ['DINE'] }), acclaimed)).toEqual({
      canEarn: false,
      reason: 'acclaimedCampaignRequired',
      unlockTier: 2,
    });
    expect(merchantAccess(member({ campaignCodes: ['DINE', 'ACCLAIMED'] }), acclaimed).canEarn).toBe(true);
    const secondLevel = merchant({ acclaimedLevel: 2, campaignCodes: ['ACCLAIMED2'] });
    expect(merchantAccess(member({ campaignCodes: ['DINE', 'ACCLAIMED'] }), secondLevel)).toMatchObject({
      canEarn: false,
      unlockTier: 3,
    });
  });

  it('does not apply campaign codes to merchants that are not acclaimed', () => {
    expect(merchantAccess(member({ campaignCodes: [] }), merchant({ campaignCodes: ['ANYTHING'] })).canEarn).toBe(true);
  });

  it('reports the strongest missing gate first', () => {
    const everything = merchant({ accessTier: 'vip', acclaimedLevel: 1, campaignCodes: ['ACCLAIMED'] });
    expect(merchantAccess(member({ emailOptIn: false, campaignCodes: [] }), everything).reason).toBe('vipRequired');
    expect(merchantAccess(member({ tierLevel: 'VIP', campaignCodes: [] }), everything).reason).toBe(
      'acclaimedCampaignRequired',
    );
    expect(merchantAccess(member({ tierLevel: 'VIP', campaignCodes: ['ACCLAIMED'] }), everything).canEarn).toBe(true);
  });
});

describe('campaignsCover', () => {
  it('is true when a campaign of the merchant is one of the tier', () => {
    expect(campaignsCover(['DINE', 'ACCLAIMED'], ['ACCLAIMED', 'WEEKNIGHT-BONUS'])).toBe(true);
    expect(campaignsCover(['DINE'], ['ACCLAIMED'])).toBe(false);
    expect(campaignsCover(['DINE'], [])).toBe(false);
  });
});

describe('tierCampaignCodes', () => {
  const both = { acclaimedEnabled: true, acclaimed2Enabled: true };
  it('gives Basic the standard campaign, Select the acclaimed one too, VIP both acclaimed levels', () => {
    expect(tierCampaignCodes('OptedOut', both)).toEqual(['DINE']);
    expect(tierCampaignCodes('NonActivated', both)).toEqual(['DINE']);
    expect(tierCampaignCodes('OptedIn', both)).toEqual(['DINE', 'ACCLAIMED']);
    expect(tierCampaignCodes('VIP', both)).toEqual(['DINE', 'ACCLAIMED', 'ACCLAIMED2']);
  });

  it('leaves out the acclaimed campaigns a partner does not run', () => {
    expect(tierCampaignCodes('VIP', { acclaimedEnabled: true, acclaimed2Enabled: false })).toEqual([
      'DINE',
      'ACCLAIMED',
    ]);
    expect(tierCampaignCodes('VIP', { acclaimedEnabled: false, acclaimed2Enabled: false })).toEqual(['DINE']);
  });

  it('makes the unlock tier of a gate the tier that opens it', () => {
    const partner = { acclaimedEnabled: true, acclaimed2Enabled: true };
    for (const [level, code] of [
      [1, CAMPAIGN_CODES.acclaimed],
      [2, CAMPAIGN_CODES.acclaimed2],
    ] as const) {
      const gated = merchant({ acclaimedLevel: level, campaignCodes: [code] });
      const locked = merchantAccess(memberViewer({ tierLevel: 'OptedOut', emailOptIn: true }, partner), gated);
      const unlockedBy = locked.unlockTier === 3 ? 'VIP' : 'OptedIn';
      expect(merchantAccess(memberViewer({ tierLevel: unlockedBy, emailOptIn: true }, partner), gated).canEarn).toBe(
        true,
      );
    }
  });
});
