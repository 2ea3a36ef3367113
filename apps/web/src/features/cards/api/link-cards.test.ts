import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, setUnauthorizedHandler } from '@/lib/api-client';
import { errorResponse, http, jsonResponse, offContract, server } from '@/testing/msw';
import { failedEntry, linkedEntry } from '@/testing/cards-test-server';
import { linkCards } from './link-cards';

const body = {
  creditCards: [{ cardId: 'pc_1', lastFour: '1111', cardType: 'visa' as const }],
  directFileFeedOptIn: true,
  gRecaptchaResponse: 'x',
};

/** What POST /api/Member/Cards answers from now on. */
const answerLink = (answer: () => Response) => server.use(http.post('/api/Member/Cards', answer));

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('POST /api/Member/Cards', () => {
  it('answers the entries of a 200', async () => {
    answerLink(() => jsonResponse({ cardRegistration: [linkedEntry('1111')] }));
    expect((await linkCards(body)).entries).toEqual([linkedEntry('1111')]);
  });

  it('reads cardRegistration from any other non-OK answer (422, 400 with its fields)', async () => {
    const failed = failedEntry('1111', 'CARD_ALREADY_LINKED', 'This card is already linked to your account.');
    answerLink(() => jsonResponse({ cardRegistration: [failed] }, { status: 422, statusText: 'Unprocessable Entity' }));
    expect(await linkCards(body)).toEqual({ entries: [failed], fields: [] });

    const terms = { field: 'directFileFeedOptIn', message: 'Please accept the card terms to link a card.' };
    answerLink(() =>
      jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          error: 'Bad Request',
          message: 'No cards were linked. Please check the form for errors.',
          fields: [terms],
          cardRegistration: [failedEntry('1111', 'TERMS_REQUIRED', terms.message)],
        },
        { status: 400, statusText: 'Bad Request' },
      ),
    );
    const answer = await linkCards(body);
    expect(answer.fields).toEqual([terms]);
    expect(answer.entries[0]?.error?.code).toBe('TERMS_REQUIRED');
  });

  it('rejects a 401 with the status text and sends the member to /login; a 500 rejects with the status text', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    answerLink(() => errorResponse(401, 'Unauthorized', 'UNAUTHORIZED'));
    await expect(linkCards(body)).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(unauthorized).toHaveBeenCalledTimes(1);

    answerLink(() =>
      offContract(
        jsonResponse({ cardRegistration: [] }, { status: 500, statusText: 'Internal Server Error' }),
        'a 500 that carries entries is still a failure',
      ),
    );
    await expect(linkCards(body)).rejects.toMatchObject({ status: 500, message: 'Internal Server Error' });
  });

  it('rejects an answer that carries no cardRegistration (e.g. a 409 conflict)', async () => {
    answerLink(() => errorResponse(409, 'Conflict', 'CONFLICT'));
    await expect(linkCards(body)).rejects.toBeInstanceOf(ApiRequestError);
  });
});
