import { describe, expect, it } from 'vitest';
import { localClientId, localClientSecret, partnerOfLocalClient } from './local-clients';

describe('the local identity provider clients', () => {
  it("names each sso partner's client after the partner, and finds the partner again from it", () => {
    expect(localClientId('altavela')).toBe('altavela-dining');
    expect(partnerOfLocalClient(localClientId('altavela'))).toBe('altavela');
    expect(partnerOfLocalClient('altavela')).toBeNull();
    expect(partnerOfLocalClient('Altavela-dining')).toBeNull();
    expect(partnerOfLocalClient(undefined)).toBeNull();
  });

  it('derives a client secret per partner from the server secret', () => {
    const secret = 's'.repeat(32);
    expect(localClientSecret(secret, 'altavela')).toBe(localClientSecret(secret, 'altavela'));
    expect(localClientSecret(secret, 'altavela')).not.toBe(localClientSecret(secret, 'brambleway'));
    expect(localClientSecret('t'.repeat(32), 'altavela')).not.toBe(localClientSecret(secret, 'altavela'));
  });
});
