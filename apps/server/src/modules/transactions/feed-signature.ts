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

export function verifyFeedSignature(
  secret: string,
  header: string | undefined,
  body: string | Buffer,
  now: Date,
): SignatureCheck {
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
  const expected = signFeed(secret, body, Number(t)).split('v1=')[1]!;
  const matches = timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
  return matches ? { ok: true } : { ok: false, reason: 'The signature does not match the body.' };
}
