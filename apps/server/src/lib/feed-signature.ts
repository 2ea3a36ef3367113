import { createHmac, timingSafeEqual } from 'node:crypto';
import { TRANSACTION_FEED_LIMITS } from '@forkpoint/shared/contracts/transaction-feed';

/**
 * The feed's signature, as card networks sign their webhooks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">` with PROCESSOR_SIGNING_SECRET. The timestamp is inside the signed text, so a captured
 * post cannot be replayed after the tolerance window, nor its time changed.
 */
export function signFeed(secret: string, body: string | Buffer, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.`).update(body).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** The header's parts, once it is known to be present, well-formed and within the window. */
export type SignatureHeaderCheck = { ok: true; unixSeconds: number; mac: string } | { ok: false; reason: string };

/**
 * What can be judged of the header before the body arrives: that it is there, well-formed and within
 * 5 minutes of `now`. Signed routes run it as the request comes in (signed-route.ts), so a call that fails
 * it is refused before a byte of its body is read; the MAC itself needs the body (verifyFeedSignature).
 */
export function checkSignatureHeader(header: string | undefined, now: Date): SignatureHeaderCheck {
  if (!header) return { ok: false, reason: 'The X-Forkpoint-Signature header is missing.' };
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t') ?? '';
  const given = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(given)) {
    return { ok: false, reason: 'The X-Forkpoint-Signature header must be t=<unix seconds>,v1=<hex HMAC-SHA256>.' };
  }
  const age = Math.abs(now.getTime() / 1000 - Number(t));
  if (age > TRANSACTION_FEED_LIMITS.signatureToleranceSeconds) {
    return { ok: false, reason: 'The signature is older or newer than 5 minutes.' };
  }
  return { ok: true, unixSeconds: Number(t), mac: given };
}

export function verifyFeedSignature(
  secret: string,
  header: string | undefined,
  body: string | Buffer,
  now: Date,
): SignatureCheck {
  const parsed = checkSignatureHeader(header, now);
  if (!parsed.ok) return parsed;
  const expected = signFeed(secret, body, parsed.unixSeconds).split('v1=')[1]!;
  const matches = timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(parsed.mac, 'hex'));
  return matches ? { ok: true } : { ok: false, reason: 'The signature does not match the body.' };
}
