import type { SurveyFields } from '@forkpoint/shared/content/content-schemas';

/**
 * Where and when the pop-up survey shows (spec part 1 §4, part 2 §4): on a path its allow list admits (an empty
 * list admits every path) and its disallow list does not, both as path prefixes; and not while the last time
 * it was closed or submitted is within its cookie period.
 */
type SurveyPaths = Pick<SurveyFields, 'url_allow_list' | 'url_disallow_list'>;

export function surveyAllowsPath(survey: SurveyPaths, pathname: string): boolean {
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
  return now - seen < cookieTimeoutDays * 86_400_000;
}
