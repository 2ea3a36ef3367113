import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Card, CardRegistrationEntry, LinkCardsRequest } from '@forkpoint/shared/contracts/cards';
import type { CardFrameOptions, CardFrameResult } from '@/lib/card-frame-client';
import { errorResponse, http, jsonResponse, server } from './msw';

/**
 * Test stand-ins for the cards pages (tests only): the card calls answered from memory as the server
 * answers them, and a secure frame the test types into. The frame's own behaviour is tested in
 * lib/card-frame-client.test.ts and e2e/card-frame.spec.ts.
 */

export const card = (id: string, lastFour: string, overrides: Partial<Card> = {}): Card => ({
  id,
  cardType: 'visa',
  lastFour,
  description: 'Visa',
  partnerCardId: null,
  linkedAt: '2026-03-02T15:00:00.000Z',
  ...overrides,
});

export const linkedEntry = (lastFour: string, overrides: Partial<Card> = {}): CardRegistrationEntry => ({
  memberCard: card(`mc_${lastFour}`, lastFour, overrides),
  error: null,
});

export const failedEntry = (lastFour: string, code: string, message: string): CardRegistrationEntry => ({
  memberCard: { ...card('x', lastFour), id: null, linkedAt: null },
  error: { code, message },
});

export interface CardsServerOptions {
  cards?: Card[];
  partnerCards?: Card[];
  /** GET /api/Member: the member, or a function of how many cards were linked so far (a type may change). */
  member?: object | ((linkedCount: number) => object);
  /** POST /api/Member/Cards: the answer for the n-th request. */
  link?: (body: LinkCardsRequest, call: number) => Response | Promise<Response>;
  /** DELETE /api/Member/Cards?id */
  remove?: (id: string) => Response | Promise<Response>;
  /** GET /api/Member/Cards, when it should fail. */
  listCards?: () => Response;
}

/** The card calls answered from memory (any other /api path answers 404); the requests are in `posts` and `deletes`. */
export function serveCards(options: CardsServerOptions) {
  const state = { cards: [...(options.cards ?? [])], posts: [] as LinkCardsRequest[], deletes: [] as string[] };
  server.use(
    http.get('/api/Member', () => {
      const member = typeof options.member === 'function' ? options.member(state.cards.length) : options.member;
      return jsonResponse(member ?? {});
    }),
    http.get('/api/Cards/AllPartnerCards', () => jsonResponse(options.partnerCards ?? [])),
    http.get('/api/CSRF', () => jsonResponse({ csrfToken: 'csrf-token' })),
    http.all('/api/SignOut', () => jsonResponse({ signedOut: true })),
    http.get('/api/Member/Cards', () => options.listCards?.() ?? jsonResponse(state.cards)),
    http.post('/api/Member/Cards', async ({ request }) => {
      const body = (await request.json()) as LinkCardsRequest;
      state.posts.push(body);
      const answer = await (options.link?.(body, state.posts.length) ?? errorResponse(500, 'Internal Server Error'));
      const linked = ((await answer.clone().json()) as { cardRegistration?: CardRegistrationEntry[] }).cardRegistration;
      for (const entry of linked ?? [])
        if (!entry.error) state.cards.push({ ...entry.memberCard, id: entry.memberCard.id ?? 'mc' });
      return answer;
    }),
    http.delete('/api/Member/Cards', async ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      state.deletes.push(id);
      const answer = await (options.remove?.(id) ?? errorResponse(500, 'Internal Server Error'));
      if (answer.ok) state.cards = state.cards.filter((c) => c.id !== id);
      return answer;
    }),
    http.all('/api/*', () => errorResponse(404, 'Not Found')),
  );
  return { state };
}

export const registration = (entries: CardRegistrationEntry[], status = entries.every((e) => !e.error) ? 200 : 422) =>
  jsonResponse({ cardRegistration: entries }, { status, statusText: status === 200 ? 'OK' : 'Unprocessable Entity' });

/** The frame a test types into: mountCardFrame is replaced by `fakeMountCardFrame` (vi.mock). */
export const fakeFrame = {
  options: null as CardFrameOptions | null,
  submit: vi.fn<() => Promise<CardFrameResult>>(),
  reset: vi.fn(),
  clear() {
    this.options = null;
    this.submit.mockReset();
    this.reset.mockReset();
  },
  ready() {
    act(() => this.options?.onChange?.({ status: 'ready', hasNumber: false }));
  },
  /** Types a card: the frame says it has a number and hands this ciphertext when asked. */
  type(lastFour = '4242') {
    this.submit.mockResolvedValue({
      ok: true,
      card: { encryptedCardNumber: 'QUJDREVG', keyId: 'cv1_testkey0001', lastFour, cardType: 'visa' },
    });
    act(() => this.options?.onChange?.({ status: 'ready', hasNumber: true }));
  },
  failLoading() {
    act(() => this.options?.onChange?.({ status: 'failed', hasNumber: false }));
  },
};

export function fakeMountCardFrame(options: CardFrameOptions) {
  fakeFrame.options = options;
  const iframe = options.container.ownerDocument.createElement('iframe');
  iframe.title = 'Secure card number entry';
  options.container.appendChild(iframe);
  return {
    iframe,
    getState: () => ({ status: 'ready' as const, hasNumber: false }),
    submit: () => fakeFrame.submit(),
    reset: () => fakeFrame.reset(),
    destroy: () => iframe.remove(),
  };
}
