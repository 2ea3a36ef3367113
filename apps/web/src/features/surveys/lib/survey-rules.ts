import { matchPath } from 'react-router';
import type { SurveyFields } from '@forkpoint/shared/content/content-schemas';
import { paths } from '@/config/paths';
import { DAY_MS } from '@forkpoint/shared/dates/durations';

/**
 * Where and when the pop-up survey shows (spec part 1 §4, part 2 §4): on a path its allow list admits (an empty
 * list admits every path) and its disallow list does not, both as path prefixes; and not while the last time
 * it was closed or submitted is within its cookie period.
 */
type SurveyPaths = Pick<SurveyFields, 'url_allow_list' | 'url_disallow_list'>;

/**
 * Pages whose first task is a form, and everything below them: the survey never shows there, whatever its
 * content's lists say (issue 30, defect 5; decision 0031): a second form in the corner of a form is in the way.
 * The entry flows (home's prospect form, activation, enrollment and its card, sign-in, recovery, the credential
 * fix), linking a card, the profile, ordering (the order dialog and the ordering page) and the survey's own page.
 */
const FORM_FIRST_PAGES: { path: string; end: boolean }[] = [
  { path: paths.home.path, end: true },
  ...[
    paths.activate.path,
    paths.join.path,
    paths.addCard.path,
    paths.login.path,
    paths.recover.path,
    paths.fixCredentials.path,
    paths.account.manageCards.path,
    paths.account.userProfile.path,
    paths.merchant.order.path,
    paths.ordering.path,
    paths.surveys.path,
  ].map((path) => ({ path, end: false })),
];

export function isFormFirstPage(pathname: string): boolean {
  return FORM_FIRST_PAGES.some(({ path, end }) => matchPath({ path, end, caseSensitive: false }, pathname) !== null);
}

export function surveyAllowsPath(survey: SurveyPaths, pathname: string): boolean {
  if (isFormFirstPage(pathname)) return false;
  const path = pathname.toLowerCase();
  const under = (prefix: string) => path.startsWith(prefix.toLowerCase());
  if (survey.url_disallow_list.some((entry) => under(entry.url_disallowed))) return false;
  return survey.url_allow_list.length === 0 || survey.url_allow_list.some((entry) => under(entry.url_allowed));
}

/** Hidden while the last-seen date is less than cookie_timeout days ago; a date that cannot be read is none. */
export function surveyResting(lastSeen: string | null, cookieTimeoutDays: number, now: number): boolean {
  if (lastSeen === null) return false;
  const seen = Date.parse(lastSeen);
  if (!Number.isFinite(seen) || seen > now) return false;
  return now - seen < cookieTimeoutDays * DAY_MS;
}
