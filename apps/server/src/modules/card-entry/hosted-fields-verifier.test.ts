import { describe, expect, it } from 'vitest';
import { hostedFieldsVerifier } from './hosted-fields-verifier';
import { CardTokenError } from './token-verifier';

const token = (overrides: Record<string, unknown> = {}) => ({
  id: 'tok_123456789',
  livemode: false,
  used: false,
  card: { last4: '0005', brand: 'American Express', exp_month: 4, exp_year: 2031, fingerprint: 'Fp0123456789' },
  ...overrides,
});

function verifierAnswering(answer: () => Response | Promise<Response>, production = false) {
  const seen: Array<{ url: string; authorization: string | null }> = [];
  const verifier = hostedFieldsVerifier({
    apiUrl: 'https://api.provider.example/',
    secretKey: production ? 'sk_live_secret' : 'sk_test_secret',
    production,
    fingerprintPrefix: 'hf:api.provider.example:',
    fetch: (async (url: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(url), authorization: new Headers(init?.headers).get('authorization') });
      return answer();
    }) as typeof fetch,
  });
  return { verifier, seen };
}

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'verified',
    (error: unknown) => (error instanceof CardTokenError ? error.reason : String(error)),
  );

describe('hostedFieldsVerifier', () => {
  it("asks the provider for the token with the secret key and keeps its card's details and fingerprint", async () => {
    const { verifier, seen } = verifierAnswering(() => Response.json(token()));
    expect(await verifier.verify('tok_123456789')).toEqual({
      fingerprint: 'hf:api.provider.example:Fp0123456789',
      lastFour: '0005',
      cardType: 'amex',
      expMonth: 4,
      expYear: 2031,
    });
    expect(seen).toEqual([
      { url: 'https://api.provider.example/v1/tokens/tok_123456789', authorization: 'Bearer sk_test_secret' },
    ]);
  });

  it('refuses an unknown, used, other-mode or unreadable token, and says when the provider is down', async () => {
    const cases: Array<[() => Response | Promise<Response>, boolean, string]> = [
      [() => new Response('{}', { status: 404 }), false, 'INVALID_TOKEN'],
      [() => Response.json(token({ used: true })), false, 'INVALID_TOKEN'],
      [() => Response.json(token({ livemode: true })), false, 'INVALID_TOKEN'],
      [() => Response.json(token()), true, 'INVALID_TOKEN'],
      [() => Response.json(token({ card: { brand: 'Visa' } })), false, 'INVALID_TOKEN'],
      [() => Response.json(token({ card: { ...token().card, brand: 'JCB' } })), false, 'INVALID_TOKEN'],
      [() => new Response('not json'), false, 'INVALID_TOKEN'],
      [() => new Response('down', { status: 502 }), false, 'UNAVAILABLE'],
      [() => Promise.reject(new TypeError('fetch failed')), false, 'UNAVAILABLE'],
    ];
    for (const [answer, production, expected] of cases) {
      expect(await reason(verifierAnswering(answer, production).verifier.verify('tok_123456789'))).toBe(expected);
    }
  });
});
