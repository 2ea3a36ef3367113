import { z } from 'zod';
import { CardTokenError, cardTypeOfBrand, type CardTokenVerifier } from './token-verifier';

/** A Stripe-style token as GET {apiUrl}/v1/tokens/{id} answers it (only what is read). */
const tokenAnswerSchema = z.looseObject({
  id: z.string(),
  livemode: z.boolean(),
  used: z.boolean().optional(),
  card: z.looseObject({
    last4: z.string().regex(/^\d{4}$/),
    brand: z.string(),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int().min(2000).max(2200),
    fingerprint: z.string().regex(/^[\w-]{4,100}$/),
  }),
});

export interface HostedFieldsVerifierOptions {
  /** The partner's hostedFields.apiUrl. */
  apiUrl: string;
  /** From CARD_ENTRY_SECRET_KEYS: live in production, test elsewhere (checked at start-up). */
  secretKey: string;
  /** Whether the server runs in production: a token of the other mode is refused. */
  production: boolean;
  /** Namespaces the provider's fingerprints, so they never meet the vault's or another provider's. */
  fingerprintPrefix: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A Stripe-style provider's tokens, verified with its secret key: the token must exist, be unused and of the
 * server's mode (live in production); the card's last four, brand, expiry and the provider's fingerprint come back.
 */
export function hostedFieldsVerifier(options: HostedFieldsVerifierOptions): CardTokenVerifier {
  const fetchImpl = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/$/, '');
  return {
    async verify(token) {
      let answer: Response;
      try {
        answer = await fetchImpl(`${base}/v1/tokens/${encodeURIComponent(token)}`, {
          headers: { authorization: `Bearer ${options.secretKey}` },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
      } catch {
        throw new CardTokenError('UNAVAILABLE');
      }
      if (answer.status >= 500) throw new CardTokenError('UNAVAILABLE');
      if (!answer.ok) throw new CardTokenError('INVALID_TOKEN');
      const parsed = tokenAnswerSchema.safeParse(await answer.json().catch(() => null));
      if (!parsed.success) throw new CardTokenError('INVALID_TOKEN');
      const { card, livemode, used } = parsed.data;
      const cardType = cardTypeOfBrand(card.brand);
      if (used || livemode !== options.production || !cardType) throw new CardTokenError('INVALID_TOKEN');
      return {
        fingerprint: `${options.fingerprintPrefix}${card.fingerprint}`,
        lastFour: card.last4,
        cardType,
        expMonth: card.exp_month,
        expYear: card.exp_year,
      };
    },
  };
}
