import { describe, expect, it, vi } from 'vitest';
import { encryptCardNumber, FrameKeyError, loadFrameKey } from './encrypt-card';

const VISA = '4111111111111111';

async function vaultLikeKeyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const { kty, n, e } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return {
    pair,
    answer: {
      keyId: 'cv1_testkey0000000000000',
      algorithm: 'RSA-OAEP-256',
      jwk: { kty, n, e, alg: 'RSA-OAEP-256', use: 'enc' },
    },
  };
}

const answering = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('the frame encryption', () => {
  it('seals the digits with RSA-OAEP (SHA-256) to the answered key, so only its private key opens them', async () => {
    const { pair, answer } = await vaultLikeKeyPair();
    const fetchKey = answering(answer);
    const key = await loadFrameKey(fetchKey);
    expect(key.keyId).toBe(answer.keyId);
    expect(fetchKey).toHaveBeenCalledWith('/api/card-frame/key', { credentials: 'same-origin', cache: 'no-store' });

    const sealed = await encryptCardNumber(key, VISA);
    expect(sealed).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(sealed).not.toContain(VISA);
    const opened = await crypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      pair.privateKey,
      Uint8Array.from(atob(sealed), (c) => c.charCodeAt(0)),
    );
    expect(new TextDecoder().decode(opened)).toBe(VISA);
  });

  it('imports the key for encryption only, not extractable', async () => {
    const { answer } = await vaultLikeKeyPair();
    const { key } = await loadFrameKey(answering(answer));
    expect(key.extractable).toBe(false);
    expect(key.usages).toEqual(['encrypt']);
  });

  it('refuses a failed key call or an answer that is not an RSA-OAEP-256 key', async () => {
    const { answer } = await vaultLikeKeyPair();
    await expect(loadFrameKey(answering({}, 503))).rejects.toBeInstanceOf(FrameKeyError);
    await expect(loadFrameKey(answering({ ...answer, jwk: { ...answer.jwk, alg: 'RSA1_5' } }))).rejects.toBeInstanceOf(
      FrameKeyError,
    );
  });
});
