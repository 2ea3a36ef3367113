import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveySummary } from '../src/modules/surveys/surveys';
import { buildTestApp, csrfSession, type TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const SURVEY = 'dining-experience';
const tracking = (partner = 'aerovia') => ({
  utm_campaign: 'fall-2026',
  utm_medium: 'web' as const,
  utm_source: '/search',
  public_id: null,
  partner_code: partner,
});

async function answer(body: unknown, { partner = 'aerovia', survey = SURVEY } = {}) {
  const { cookie, token } = await csrfSession(ctx.app, `?partner=${partner}`);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/Surveys/${survey}/Responses?partner=${partner}`,
    headers: { cookie, 'x-xsrf-token': token },
    payload: body as object,
  });
}

describe('POST /api/Surveys/{id}/Responses', () => {
  it('stores a response that fits the questions, for the request partner', async () => {
    const response = await answer({
      answers: { overall: 5, found_restaurant: 'Yes', improve: 'More brunch places' },
      tracking: tracking(),
    });
    expect(response.statusCode).toBe(201);
    const row = await ctx.database.db
      .selectFrom('survey_responses')
      .selectAll()
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ partner_code: 'aerovia', survey_id: SURVEY, utm_source: '/search', member_id: null });
    expect(row.answers).toEqual({ overall: 5, found_restaurant: 'Yes', improve: 'More brunch places' });
  });

  it('answers 400 with a field per bad answer, storing nothing', async () => {
    const before = await countResponses();
    const response = await answer({ answers: { overall: 9, improve: 'x'.repeat(1001) }, tracking: tracking() });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['answers.found_restaurant', 'answers.improve', 'answers.overall']);
    expect(await countResponses()).toBe(before);
  });

  it('refuses an unknown survey with 404, and another partner code in the tracking with 400', async () => {
    expect(
      (await answer({ answers: { overall: 3 }, tracking: tracking() }, { survey: 'no-such-survey' })).statusCode,
    ).toBe(404);
    const crossed = await answer({ answers: { overall: 3, found_restaurant: 'No' }, tracking: tracking('altavela') });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().fields).toEqual([{ field: 'tracking.partner_code', message: expect.any(String) }]);
  });

  it('refuses wrong shapes and oversized bodies with 400 or 413, never 500', async () => {
    expect((await answer({ answers: 'five', tracking: tracking() })).statusCode).toBe(400);
    expect(
      (await answer({ answers: { overall: 5 }, tracking: { ...tracking(), utm_medium: 'email' } })).statusCode,
    ).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`q${i}`, 1]));
    expect((await answer({ answers: many, tracking: tracking() })).statusCode).toBe(400);
    expect((await answer({ answers: { improve: 'x'.repeat(40_000) }, tracking: tracking() })).statusCode).toBe(413);
  });

  it('needs the CSRF token like every mutating call', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/Surveys/${SURVEY}/Responses?partner=aerovia`,
      payload: { answers: { overall: 5, found_restaurant: 'Yes' }, tracking: tracking() },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the survey summary for support', () => {
  it('counts each rating and option, averages ratings and keeps the latest written answers, per partner', async () => {
    await answer({ answers: { overall: 4, found_restaurant: 'No', improve: 'Later hours' }, tracking: tracking() });
    await answer(
      { answers: { overall: 2, found_restaurant: 'No' }, tracking: tracking('altavela') },
      { partner: 'altavela' },
    );
    const summary = await surveySummary(ctx.database.db, 'aerovia', SURVEY);
    const overall = summary.questions.find((q) => q.id === 'overall');
    const found = summary.questions.find((q) => q.id === 'found_restaurant');
    const improve = summary.questions.find((q) => q.id === 'improve');
    expect(summary.responses).toBe(2);
    expect(overall).toMatchObject({ answered: 2, counts: { '5': 1, '4': 1 }, average: 4.5 });
    expect(found?.counts).toEqual({ Yes: 1, No: 1 });
    expect(improve?.latestText).toEqual(['Later hours', 'More brunch places']);
  });
});

async function countResponses(): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('survey_responses')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
