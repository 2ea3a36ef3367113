import { describe, expect, it } from 'vitest';
import { CardTokenError } from '../../modules/card-entry/token-verifier';
import { standInProvider, TOKEN_TTL_SECONDS } from './stand-in-provider';

const VISA = '4111111111111111';
let now = new Date('2030-06-01T12:00:00Z');
const provider = standInProvider({ secret: 's'.repeat(40), clock: () => now });

const issue = (number = VISA, expYear = 2032) => provider.issue({ number, expMonth: 5, expYear });

describe('the stand-in card provider', () => {
  it('turns a test card into a token that verifies to its details and a stable fingerprint, never its number', async () => {
    const first = issue();
    const second = issue();
    if (!first.ok || !second.ok) throw new Error('not issued');
    expect(first.token).not.toContain(VISA);
    expect(Buffer.from(first.token.slice(8).split('.')[0]!, 'base64url').toString()).not.toContain(VISA);
    const verified = await provider.verifier.verify(first.token);
    expect(verified).toMatchObject({ lastFour: '1111', cardType: 'visa', expMonth: 5, expYear: 2032 });
    expect((await provider.verifier.verify(second.token)).fingerprint).toBe(verified.fingerprint);
  });

  it('refuses a bad number and an expired card', () => {
    expect(issue('4111111111111112')).toMatchObject({ ok: false });
    expect(issue(VISA, 2029)).toEqual({ ok: false, message: 'Your card has expired.' });
  });

  it("refuses a token that is forged, another secret's or expired", async () => {
    const issued = issue();
    if (!issued.ok) throw new Error('not issued');
    const other = standInProvider({ secret: 'o'.repeat(40), clock: () => now });
    for (const token of [`${issued.token}x`, 'tok_sti_e30.abc', issued.token.replace('tok_sti_', 'tok_xyz_')]) {
      await expect(provider.verifier.verify(token)).rejects.toBeInstanceOf(CardTokenError);
    }
    await expect(other.verifier.verify(issued.token)).rejects.toBeInstanceOf(CardTokenError);
    now = new Date(now.getTime() + (TOKEN_TTL_SECONDS + 1) * 1000);
    await expect(provider.verifier.verify(issued.token)).rejects.toBeInstanceOf(CardTokenError);
  });
});
