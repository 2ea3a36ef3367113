import { afterEach, describe, expect, it } from 'vitest';
import { captureReferral, storedReferral } from './referral';

describe('referral values', () => {
  afterEach(() => window.localStorage.clear());

  it('stores utm_*, referrer and source from the query under the payload names', () => {
    captureReferral(
      '?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=t&utm_content=c&referrer=friend&source=ad&x=1',
      0,
    );
    expect(storedReferral(1)).toEqual({
      utmSource: 'news',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmTerm: 't',
      utmContent: 'c',
      referrer: 'friend',
      source: 'ad',
    });
  });

  it('keeps earlier values when a later page carries none, and drops the source after 2880 minutes', () => {
    captureReferral('?utm_source=news&source=ad', 0);
    captureReferral('?page=2', 10);
    expect(storedReferral(2880 * 60_000 + 1)).toEqual({ utmSource: 'news' });
  });
});
