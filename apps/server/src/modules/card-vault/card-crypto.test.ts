import { generateKeyPairSync, randomBytes, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { withLuhnCheckDigit } from '@forkpoint/shared';
import { cardFingerprint, decryptCardNumber, openEnvelope, sealEnvelope } from './card-crypto';
import { CardVaultError } from './vault-error';
import { publicKeyAnswer, vaultKeyFromPem } from './vault-keys';

const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const key = vaultKeyFromPem(pem);
const VISA = '4111111111111111';

/** Encrypts exactly as the browser frame does: WebCrypto RSA-OAEP with SHA-256 over the JWK the server answers. */
async function encryptLikeTheFrame(number: string, jwk = publicKeyAnswer(key).jwk): Promise<string> {
  const imported = await webcrypto.subtle.importKey('jwk', jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const sealed = await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, imported, new TextEncoder().encode(number));
  return Buffer.from(sealed).toString('base64');
}

function expectVaultError(run: () => unknown, reason: string) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CardVaultError);
    expect((error as CardVaultError).reason).toBe(reason);
    expect((error as CardVaultError).statusCode).toBe(400);
    return;
  }
  throw new Error('expected a CardVaultError');
}

describe('card number decryption', () => {
  it('opens what WebCrypto RSA-OAEP SHA-256 sealed with the answered public key', async () => {
    expect(decryptCardNumber(key, await encryptLikeTheFrame(VISA))).toBe(VISA);
  });

  it('gives each encryption of the same number a different ciphertext (OAEP is randomised)', async () => {
    expect(await encryptLikeTheFrame(VISA)).not.toBe(await encryptLikeTheFrame(VISA));
  });

  it('refuses a tampered ciphertext with a 400, whichever byte was changed', async () => {
    const ciphertext = Buffer.from(await encryptLikeTheFrame(VISA), 'base64');
    fc.assert(
      fc.property(fc.nat({ max: ciphertext.length - 1 }), fc.integer({ min: 1, max: 255 }), (at, flip) => {
        const tampered = Buffer.from(ciphertext);
        tampered[at] = (tampered[at] ?? 0) ^ flip;
        expectVaultError(() => decryptCardNumber(key, tampered.toString('base64')), 'UNREADABLE');
      }),
      { numRuns: 40 },
    );
  });

  it('refuses ciphertext of the wrong size, not base64, or sealed to another key', async () => {
    expectVaultError(() => decryptCardNumber(key, 'QUJD'), 'UNREADABLE');
    expectVaultError(() => decryptCardNumber(key, '%%%%'), 'UNREADABLE');
    const other = vaultKeyFromPem(
      generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    );
    const forOther = await encryptLikeTheFrame(VISA, publicKeyAnswer(other).jwk);
    expectVaultError(() => decryptCardNumber(key, forOther), 'UNREADABLE');
  });

  it('refuses a decrypted text that is not 13 to 19 digits', async () => {
    expectVaultError(() => decryptCardNumber(key, Buffer.from('x').toString('base64')), 'UNREADABLE');
    for (const text of ['411111111111', '4111 1111 1111 1111', '41111111111111111111']) {
      const sealed = await encryptLikeTheFrame(text);
      expectVaultError(() => decryptCardNumber(key, sealed), 'UNREADABLE');
    }
  });
});

describe('card fingerprints', () => {
  it('are stable for a number and secret, differ between numbers and between secrets', () => {
    const payload = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 15, maxLength: 15 })
      .map((d) => withLuhnCheckDigit(d.join('')));
    fc.assert(
      fc.property(payload, payload, (a, b) => {
        expect(cardFingerprint('secret-one', a)).toBe(cardFingerprint('secret-one', a));
        expect(cardFingerprint('secret-one', a) === cardFingerprint('secret-one', b)).toBe(a === b);
        expect(cardFingerprint('secret-one', a)).not.toBe(cardFingerprint('secret-two', a));
      }),
    );
  });

  it('do not contain the number', () => {
    expect(cardFingerprint('s', VISA)).not.toContain('1111');
  });
});

describe('envelope storage', () => {
  const kek = randomBytes(32);

  it('keeps the number encrypted and opens it only with the same key and fingerprint', () => {
    const envelope = sealEnvelope(kek, VISA, 'fp-1');
    expect(envelope).not.toContain(VISA);
    expect(envelope).not.toBe(sealEnvelope(kek, VISA, 'fp-1'));
    expect(openEnvelope(kek, envelope, 'fp-1')).toBe(VISA);
    expect(() => openEnvelope(kek, envelope, 'fp-2')).toThrow();
    expect(() => openEnvelope(randomBytes(32), envelope, 'fp-1')).toThrow();
  });

  it('refuses an envelope with any part changed', () => {
    const envelope = sealEnvelope(kek, VISA, 'fp-1');
    const parts = envelope.split('.');
    for (let i = 2; i < parts.length; i += 1) {
      const changed = [...parts];
      const part = changed[i] ?? '';
      changed[i] = `${part.slice(0, -2)}${part.endsWith('AA') ? 'BB' : 'AA'}`;
      expect(() => openEnvelope(kek, changed.join('.'), 'fp-1')).toThrow();
    }
  });
});
