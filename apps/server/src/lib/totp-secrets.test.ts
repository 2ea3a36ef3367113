import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openTotpSecret, sealTotpSecret, staffTotpKeyring } from './totp-secrets';

const SECRET = 'FORKPOINTDEMOSTAFFTOTPSECRET2345';

describe('staff TOTP secrets sealed with AES-256-GCM', () => {
  const hex = randomBytes(32).toString('hex');
  const ring = staffTotpKeyring(hex);

  it('opens what it sealed, for the same staff member, and reads hex and base64 keys alike', () => {
    const sealed = sealTotpSecret(ring, 7, SECRET);
    expect(sealed.sealed).not.toContain(SECRET);
    expect(sealed.keyId).toBe(ring.current.id);
    expect(openTotpSecret(ring, 7, sealed)).toBe(SECRET);
    const base64 = staffTotpKeyring(Buffer.from(hex, 'hex').toString('base64'));
    expect(base64.current.id).toBe(ring.current.id);
    expect(openTotpSecret(base64, 7, sealed)).toBe(SECRET);
  });

  it('seals each time anew (a fresh IV), and the key id does not give the key away', () => {
    expect(sealTotpSecret(ring, 7, SECRET).sealed).not.toBe(sealTotpSecret(ring, 7, SECRET).sealed);
    expect(ring.current.id).not.toContain(hex.slice(0, 8));
  });

  it('answers null, never throws, for another staff member, a tampered or truncated ciphertext or an unknown key', () => {
    const sealed = sealTotpSecret(ring, 7, SECRET);
    expect(openTotpSecret(ring, 8, sealed)).toBeNull();
    const [iv, ciphertext, tag] = sealed.sealed.split('.');
    const flipped = Buffer.from(ciphertext!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(
      openTotpSecret(ring, 7, { ...sealed, sealed: [iv, flipped.toString('base64url'), tag].join('.') }),
    ).toBeNull();
    const shortTag = Buffer.from(tag!, 'base64url').subarray(0, 4).toString('base64url');
    expect(openTotpSecret(ring, 7, { ...sealed, sealed: [iv, ciphertext, shortTag].join('.') })).toBeNull();
    expect(openTotpSecret(ring, 7, { ...sealed, sealed: 'garbage' })).toBeNull();
    expect(openTotpSecret(staffTotpKeyring(randomBytes(32).toString('hex')), 7, sealed)).toBeNull();
  });

  it('keeps previous keys for reading while sealing under the current one', () => {
    const old = sealTotpSecret(ring, 3, SECRET);
    const rotated = staffTotpKeyring(randomBytes(32).toString('hex'), [hex]);
    expect(openTotpSecret(rotated, 3, old)).toBe(SECRET);
    expect(sealTotpSecret(rotated, 3, SECRET).keyId).toBe(rotated.current.id);
    expect(rotated.current.id).not.toBe(ring.current.id);
  });
});
