import { describe, expect, it } from 'vitest';
import { ENROLLMENT_TYPES } from '../constants';
import { enrollmentAccess } from './enrollment-access';
import { merchantAccess, visitorViewer } from './merchant-access';

const standard = { acclaimedLevel: 0, campaignCodes: ['DINE'], accessTier: 'basic' } as const;
const partner = (enrollmentType: (typeof ENROLLMENT_TYPES)[number]) => ({
  enrollmentType,
  acclaimedEnabled: true,
  acclaimed2Enabled: true,
});

describe('what each enrollment type opens', () => {
  it('direct: sign-in, joining and our passwords; visitors sign in to see offers', () => {
    expect(enrollmentAccess('direct')).toEqual({ signIn: true, join: true, visitorsSeeOffers: false, passwords: true });
    expect(merchantAccess(visitorViewer(partner('direct')), standard)).toMatchObject({ reason: 'signInRequired' });
  });

  it('sso: sign-in and joining at the partner, no passwords of ours; visitors sign in to see offers', () => {
    expect(enrollmentAccess('sso')).toEqual({ signIn: true, join: true, visitorsSeeOffers: false, passwords: false });
    expect(merchantAccess(visitorViewer(partner('sso')), standard)).toMatchObject({ reason: 'signInRequired' });
  });

  it('none: no sign-in or joining; every visitor sees what a Basic member earns, and its gates', () => {
    expect(enrollmentAccess('none')).toEqual({ signIn: false, join: false, visitorsSeeOffers: true, passwords: false });
    const viewer = visitorViewer(partner('none'));
    expect(merchantAccess(viewer, standard)).toEqual({ canEarn: true, reason: null, unlockTier: null });
    // A Select restaurant still asks for what a Basic member lacks: never "sign in".
    expect(merchantAccess(viewer, { ...standard, accessTier: 'select' })).toMatchObject({
      canEarn: false,
      reason: 'emailOptInRequired',
    });
  });

  it('covers every enrollment type', () => {
    for (const type of ENROLLMENT_TYPES) expect(enrollmentAccess(type)).toBeDefined();
  });
});
