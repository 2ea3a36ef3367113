import { createHmac, timingSafeEqual } from 'node:crypto';
import { CARD_TYPES, checkCardNumber, type HostedFieldsCardEntry } from '@forkpoint/shared';
import { CardTokenError, type CardTokenVerifier, type VerifiedCard } from '../../modules/card-entry/token-verifier';
import type { Clock } from '../../lib/clock';

/**
 * The local stand-in of a hosted-fields card provider (CARD_ENTRY_PROVIDER=stand-in, outside production only):
 * its script (hosted-fields.js) has the surface the web adapter expects of a Stripe-style provider, its token
 * call turns a test card into a token, and its verifier checks that token in process. A token is signed (HMAC
 * under a key derived from SESSION_SECRET, which stands in for the provider's secret key) and carries what the
 * provider would answer — last four, brand, expiry, the provider's fingerprint — never the number: nothing is
 * stored, so tokens are not single-use (a real provider's are) and expire after TOKEN_TTL_SECONDS.
 */

export const STAND_IN_PREFIX = '/card-entry-stand-in';
export const STAND_IN_SCRIPT_PATH = `${STAND_IN_PREFIX}/hosted-fields.js`;
export const STAND_IN_TOKENS_PATH = `${STAND_IN_PREFIX}/v1/tokens`;
/** A test key by its prefix: the start-up rules of live and test keys apply to it as to a real one. */
export const STAND_IN_PUBLISHABLE_KEY = 'pk_test_forkpoint_stand_in';
export const STAND_IN_GLOBAL = 'ForkpointCardFields';
/** What members read in the load-failure message: 'Failed to load Forkpoint Card Fields.' */
export const STAND_IN_NAME = 'Forkpoint Card Fields';
export const TOKEN_TTL_SECONDS = 10 * 60;
const TOKEN_PREFIX = 'tok_sti_';

export const STAND_IN_ENTRY: HostedFieldsCardEntry = {
  provider: 'hosted-fields',
  name: STAND_IN_NAME,
  scriptUrl: STAND_IN_SCRIPT_PATH,
  globalName: STAND_IN_GLOBAL,
  publishableKey: STAND_IN_PUBLISHABLE_KEY,
};

export interface TestCardInput {
  number: string;
  expMonth: number;
  expYear: number;
}

export type IssueResult =
  { ok: true; token: string; card: Omit<VerifiedCard, 'fingerprint'> } | { ok: false; message: string };

interface TokenPayload {
  l4: string;
  b: VerifiedCard['cardType'];
  em: number;
  ey: number;
  fp: string;
  /** Expiry, unix seconds. */
  x: number;
}

export const EXPIRED_CARD_MESSAGE = 'Your card has expired.';

export function standInProvider(options: { secret: string; clock: Clock }) {
  const key = createHmac('sha256', options.secret).update('card-entry-stand-in:token').digest();
  const fingerprintKey = createHmac('sha256', options.secret).update('card-entry-stand-in:fingerprint').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  function issue(input: TestCardInput): IssueResult {
    // The provider takes every brand; the program's accepted brands are checked when the card is linked.
    const check = checkCardNumber(input.number, CARD_TYPES);
    if (!check.ok) return { ok: false, message: check.message };
    const now = options.clock();
    const expired =
      input.expYear < now.getUTCFullYear() ||
      (input.expYear === now.getUTCFullYear() && input.expMonth < now.getUTCMonth() + 1);
    if (expired) return { ok: false, message: EXPIRED_CARD_MESSAGE };
    const digits = input.number.replace(/\D/g, '');
    const payload: TokenPayload = {
      l4: check.lastFour,
      b: check.brand.type,
      em: input.expMonth,
      ey: input.expYear,
      fp: createHmac('sha256', fingerprintKey).update(digits).digest('base64url').slice(0, 22),
      x: Math.floor(now.getTime() / 1000) + TOKEN_TTL_SECONDS,
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return {
      ok: true,
      token: `${TOKEN_PREFIX}${body}.${sign(body)}`,
      card: { lastFour: payload.l4, cardType: payload.b, expMonth: payload.em, expYear: payload.ey },
    };
  }

  const verifier: CardTokenVerifier = {
    async verify(token) {
      const payload = read(token);
      if (!payload || payload.x < Math.floor(options.clock().getTime() / 1000))
        throw new CardTokenError('INVALID_TOKEN');
      return {
        fingerprint: `hf:stand-in:${payload.fp}`,
        lastFour: payload.l4,
        cardType: payload.b,
        expMonth: payload.em,
        expYear: payload.ey,
      };
    },
  };

  function read(token: string): TokenPayload | null {
    if (!token.startsWith(TOKEN_PREFIX)) return null;
    const [body, signature, ...rest] = token.slice(TOKEN_PREFIX.length).split('.');
    if (!body || !signature || rest.length > 0) return null;
    const expected = Buffer.from(sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
    } catch {
      return null;
    }
  }

  return { entry: STAND_IN_ENTRY, verifier, issue };
}

export type StandInProvider = ReturnType<typeof standInProvider>;
