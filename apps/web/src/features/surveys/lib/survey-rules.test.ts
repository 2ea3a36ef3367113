import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { surveyAllowsPath, surveyResting } from './survey-rules';

const survey = {
  url_allow_list: [{ url_allowed: '/search' }, { url_allowed: '/merchants/' }],
  url_disallow_list: [{ url_disallowed: '/search/map' }, { url_disallowed: '/surveys' }],
};

describe('the paths a survey shows on', () => {
  it('shows under an allowed prefix, not under a disallowed one inside it', () => {
    expect(surveyAllowsPath(survey, '/search')).toBe(true);
    expect(surveyAllowsPath(survey, '/merchants/m-1')).toBe(true);
    expect(surveyAllowsPath(survey, '/search/map')).toBe(false);
    expect(surveyAllowsPath(survey, '/account/overview')).toBe(false);
  });

  it('reads an empty allow list as every path but the disallowed ones', () => {
    const open = { url_allow_list: [], url_disallow_list: [{ url_disallowed: '/surveys' }] };
    expect(surveyAllowsPath(open, '/earn/how-it-works')).toBe(true);
    expect(surveyAllowsPath(open, '/Surveys/success')).toBe(false);
  });
});

describe('pages whose first task is a form', () => {
  const everywhere = { url_allow_list: [], url_disallow_list: [] };

  it.each([
    '/',
    '/login',
    '/Login',
    '/join',
    '/join/step-2',
    '/add_card',
    '/activate',
    '/activate/activated',
    '/recover/confirm',
    '/fix_credentials',
    '/account/manage_cards',
    '/account/user_profile',
    '/merchants/m-1/Order',
    '/merchants/42/order',
    '/ordering/m-1',
    '/surveys/success',
  ])('never get the survey, even where its lists allow every path: %s', (pathname) => {
    expect(surveyAllowsPath(everywhere, pathname)).toBe(false);
  });

  it.each(['/search', '/merchants/m-1', '/account/overview', '/account/recent_activity', '/joined-offers'])(
    'leave the rest to the lists: %s',
    (pathname) => {
      expect(surveyAllowsPath(everywhere, pathname)).toBe(true);
    },
  );
});

describe('the cookie period', () => {
  const NOW = Date.parse('2026-11-24T12:00:00Z');

  it('rests the survey until cookie_timeout days have passed since it was last seen', () => {
    expect(surveyResting(null, 90, NOW)).toBe(false);
    expect(surveyResting(new Date(NOW - 90 * DAY_MS + 1).toISOString(), 90, NOW)).toBe(true);
    expect(surveyResting(new Date(NOW - 90 * DAY_MS).toISOString(), 90, NOW)).toBe(false);
  });

  it('reads an unreadable or future date as never seen', () => {
    expect(surveyResting('soon', 90, NOW)).toBe(false);
    expect(surveyResting(new Date(NOW + DAY_MS).toISOString(), 90, NOW)).toBe(false);
  });
});
