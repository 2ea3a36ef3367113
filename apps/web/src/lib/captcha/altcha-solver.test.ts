import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { altchaPayload, solveAltcha, type AltchaChallenge } from './altcha-solver';

/** A challenge as altcha-lib makes one: the key of a known counter, its first bytes as the prefix. */
function challengeFor(counter: number): AltchaChallenge {
  const salt = 'a1b2c3d4';
  const nonce = '0f0e0d0c0b0a0908';
  const data = Buffer.concat([Buffer.from(salt, 'hex'), Buffer.from(nonce, 'hex'), Buffer.alloc(4)]);
  data.writeUInt32BE(counter, data.length - 4);
  const key = createHash('sha256').update(data).digest('hex');
  return { parameters: { algorithm: 'SHA-256', nonce, salt, keyPrefix: key.slice(0, 8), cost: 1 } };
}

describe('the ALTCHA solver', () => {
  it('finds the counter whose SHA-256 key starts with the prefix', async () => {
    const challenge = challengeFor(1234);
    const solution = await solveAltcha(challenge);
    expect(solution?.counter).toBe(1234);
    expect(solution?.derivedKey.startsWith(challenge.parameters.keyPrefix)).toBe(true);
  });

  it('gives up past the counter limit', async () => {
    expect(await solveAltcha(challengeFor(500), { maxCounter: 100 })).toBeNull();
  });

  it('encodes the challenge and the solution as base64 JSON', async () => {
    const challenge = challengeFor(3);
    const solution = (await solveAltcha(challenge))!;
    expect(JSON.parse(atob(altchaPayload(challenge, solution)))).toEqual({ challenge, solution });
  });
});
