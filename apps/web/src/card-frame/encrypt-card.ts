import { CARD_FRAME_KEY_PATH, parseCardFrameKey } from '@forkpoint/shared/cards/index';

/** The frame's WebCrypto side: the vault's public key, and RSA-OAEP (SHA-256) encryption with it. */

export interface FrameKey {
  keyId: string;
  key: CryptoKey;
}

export class FrameKeyError extends Error {}

export async function loadFrameKey(
  fetchFn: typeof fetch = fetch,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<FrameKey> {
  const response = await fetchFn(CARD_FRAME_KEY_PATH, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new FrameKeyError(`the card key answered ${response.status}`);
  const answer = parseCardFrameKey(await response.json());
  if (!answer) throw new FrameKeyError('the card key answer is not an RSA-OAEP-256 key');
  // Not extractable, encrypt only: the frame can do nothing with this key but seal numbers to the vault.
  const key = await subtle.importKey('jwk', answer.jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return { keyId: answer.keyId, key };
}

/** The number's digits sealed to the vault key, base64: what the server's vault decrypts. */
export async function encryptCardNumber(
  frameKey: FrameKey,
  digits: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<string> {
  const sealed = new Uint8Array(
    await subtle.encrypt({ name: 'RSA-OAEP' }, frameKey.key, new TextEncoder().encode(digits)),
  );
  let binary = '';
  for (const byte of sealed) binary += String.fromCharCode(byte);
  return btoa(binary);
}
