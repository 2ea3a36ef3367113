import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path';
import { MEMBER_PATHS } from './member-constants';
import { MERCHANT_PATHS } from './merchant-constants';

describe('apiPath', () => {
  it('fills each :name of the pattern, URI-encoded', () => {
    expect(apiPath(MEMBER_PATHS.bonus, { code: 'AV APP/500' })).toBe('/api/Member/Bonus/AV%20APP%2F500');
    expect(apiPath(MERCHANT_PATHS.flexOffer, { merchantId: 'FP0000042', publicId: 'a?b' })).toBe(
      '/api/merchants/FP0000042/flex-offers/members/a%3Fb',
    );
    expect(apiPath(MERCHANT_PATHS.reviews, { id: 42 })).toBe('/api/v2/Merchants/42/Reviews');
  });

  it('answers a pattern without segments as it is', () => {
    expect(apiPath(MEMBER_PATHS.member, {})).toBe('/api/Member');
  });

  it('refuses a pattern whose segment has no value (a caller past the types)', () => {
    expect(() => apiPath(MEMBER_PATHS.knownVisitor, {} as { publicId: string })).toThrow(
      '/api/Member/:publicId needs :publicId',
    );
  });
});
