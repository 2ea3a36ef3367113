import { PageMain } from '@/components/layout/page-main';
/** Which part of the platform is down: sign-in on /login, enrollment on /join, anything else in general. */
export type MaintenanceIssue = 'login' | 'enrollment' | 'general';

/** The issue each maintenance page names (spec part 1 §2 "Maintenance pages"). */
export const MAINTENANCE_ISSUE_TEXT: Record<MaintenanceIssue, string> = {
  login: 'We are fixing a login issue, so signing in is not available right now.',
  enrollment: 'We are fixing an enrollment issue, so joining is not available right now.',
  general: 'We are fixing an issue with the site, so it is not available right now.',
};

export const MAINTENANCE_TITLE = "We're Working On It";

export function MaintenancePage({ issue }: { issue: MaintenanceIssue }) {
  return (
    <PageMain className="page page--centered maintenance" data-issue={issue}>
      <h1 className="page__title">{MAINTENANCE_TITLE}</h1>
      <p className="page__tagline">{MAINTENANCE_ISSUE_TEXT[issue]}</p>
      <p>Our team is working on it. Please check back later.</p>
    </PageMain>
  );
}
