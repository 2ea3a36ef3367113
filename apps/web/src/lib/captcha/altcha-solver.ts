/**
 * A small ALTCHA v2 proof-of-work solver (the self-hosted captcha of docs/decisions/0008), so no widget is
 * needed: find the counter whose SHA-256 key (salt + nonce + counter as a big-endian uint32, hashed `cost`
 * times) starts with the challenge's key prefix, as altcha-lib's solveChallenge does, with WebCrypto.
 */

export interface AltchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    keyPrefix: string;
    cost?: number;
    keyLength?: number;
    [key: string]: unknown;
  };
  signature?: string;
  [key: string]: unknown;
}

export interface AltchaSolution {
  counter: number;
  derivedKey: string;
  time: number;
}

const hexToBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => parseInt(byte, 16));
const bytesToHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

async function deriveKey(challenge: AltchaChallenge, data: Uint8Array): Promise<Uint8Array> {
  const { algorithm, cost = 1, keyLength = 32 } = challenge.parameters;
  let key: Uint8Array = data;
  for (let round = 0; round < Math.max(1, cost); round += 1) {
    key = new Uint8Array(await crypto.subtle.digest(algorithm, key as Uint8Array<ArrayBuffer>));
  }
  return key.slice(0, keyLength);
}

export async function solveAltcha(
  challenge: AltchaChallenge,
  options: { maxCounter?: number; signal?: AbortSignal } = {},
): Promise<AltchaSolution | null> {
  const { nonce, salt, keyPrefix } = challenge.parameters;
  const started = performance.now();
  const saltBytes = hexToBytes(salt);
  const nonceBytes = hexToBytes(nonce);
  const buffer = new Uint8Array(saltBytes.length + nonceBytes.length + 4);
  buffer.set(saltBytes, 0);
  buffer.set(nonceBytes, saltBytes.length);
  const view = new DataView(buffer.buffer);
  const prefix = keyPrefix.toLowerCase();
  const maxCounter = options.maxCounter ?? 10_000_000;

  for (let counter = 0; counter <= maxCounter; counter += 1) {
    if (options.signal?.aborted) return null;
    view.setUint32(saltBytes.length + nonceBytes.length, counter, false);
    const key = bytesToHex(await deriveKey(challenge, buffer));
    if (key.startsWith(prefix)) return { counter, derivedKey: key, time: Math.round(performance.now() - started) };
  }
  return null;
}

/** The payload the forms send as gRecaptchaResponse: base64 of {challenge, solution}. */
export function altchaPayload(challenge: AltchaChallenge, solution: AltchaSolution): string {
  return btoa(JSON.stringify({ challenge, solution }));
}
