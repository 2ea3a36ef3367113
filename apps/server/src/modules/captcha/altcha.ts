import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import type { CaptchaVerifier } from './verifier';

/**
 * Self-hosted ALTCHA (v2 proof of work): the server signs a challenge whose answer is a counter
 * between maxNumber/2 and maxNumber; the browser finds it by hashing (SHA-256), the server checks
 * the signed key in constant time. A solved challenge is redeemed once (captcha_redemptions) and
 * expires after 10 minutes.
 */
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60_000;

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ nonce: z.string(), expiresAt: z.number().optional() }),
    signature: z.string().optional(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

export function altchaVerifier(options: { db: Kysely<DB>; secret: string; maxNumber: number }): CaptchaVerifier {
  const derive = (purpose: string) => createHmac('sha256', options.secret).update(`altcha:${purpose}`).digest('hex');
  const hmacSignatureSecret = derive('signature');
  const hmacKeySignatureSecret = derive('key-signature');

  return {
    provider: 'altcha',
    config: () => ({ provider: 'altcha', siteKey: null, challengeUrl: APP_PATHS.captchaChallenge }),
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(options.maxNumber, Math.max(1, Math.floor(options.maxNumber / 2))),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        // altcha-lib checks expiry against the real clock, so the challenge uses it too.
        expiresAt: new Date(Date.now() + ALTCHA_CHALLENGE_TTL_MS),
        data: { challengeId: randomUUID() },
      }),
    async verify(response) {
      const payload = decode(response);
      if (!payload) return false;
      const result = await verifySolution({
        // Shape-checked above; the HMAC signature covers every parameter, so nothing unchecked is trusted.
        challenge: payload.challenge as unknown as Challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return false;
      return redeem(options.db, payload.challenge.parameters);
    },
  };
}

function decode(response: string) {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(response, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** True the first time a (verified, signed) challenge is used; false on every replay. */
async function redeem(db: Kysely<DB>, parameters: { nonce: string; expiresAt?: number }): Promise<boolean> {
  const now = new Date();
  await db.deleteFrom('captcha_redemptions').where('expires_at', '<', now).execute();
  const expiresAt = parameters.expiresAt
    ? new Date(parameters.expiresAt * 1000)
    : new Date(now.getTime() + ALTCHA_CHALLENGE_TTL_MS);
  const inserted = await db
    .insertInto('captcha_redemptions')
    .values({ challenge_id: parameters.nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.column('challenge_id').doNothing())
    .returning('challenge_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
