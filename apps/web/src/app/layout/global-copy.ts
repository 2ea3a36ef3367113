import type { ContentEntry } from '@forkpoint/shared/contracts/content';
import type { ContentLink } from '@forkpoint/shared/content/content-blocks';
import type { FooterFields, NavbarFields } from '@forkpoint/shared/content/content-global-schemas';
import type { EnrollmentType } from '@forkpoint/shared/constants';
import { isContentLink, isListOf, isObject, isText } from '@/components/copy/content-guards';
import { paths } from '@/config/paths';

/**
 * The global (`*`) copy of the shell, read field by field: the frame must render even when the content
 * service has no entry or a half-written one (spec part 2 §8 "copy stays empty"), so each field falls back
 * on its own. The fallbacks follow the partner's enrollment type, like the seeded copy.
 */

export type NavLink = NavbarFields['nav_links'][number];
export type NavbarAuthCopy = NonNullable<NavbarFields['auth']>;
export type LastLinkByState = NonNullable<FooterFields['last_link_by_state']>;

export interface NavbarCopy {
  navLinks: NavLink[];
  skipLinkText: string;
  menuLabel: string;
  searchLabel: string;
  /** Null where members cannot sign in or enroll (enrollment type none). */
  auth: NavbarAuthCopy | null;
}

export interface FooterCopy {
  primaryLinks: ContentLink[];
  lastLinkByState: LastLinkByState | null;
  secondaryLinks: ContentLink[];
  copyright: string;
  supportText: string;
  disclaimer: string;
  appBadges: NonNullable<FooterFields['app_badges']> | null;
  /** Under forms without a legal checkbox, where the partner shows one (components/form/form-notice.tsx). */
  formPrivacyNotice: string | null;
}

const fieldsOf = (entries: readonly ContentEntry[], slug: string) =>
  entries.find((entry) => entry.slug === slug)?.fields ?? {};

const text = (value: unknown, fallback: string) => (isText(value) ? value : fallback);

const isNavLink = (value: unknown): value is NavLink =>
  isObject(value) && isText(value.text_desktop) && isText(value.text_mobile) && isText(value.url);

const nullableLink = (value: unknown, fallback: ContentLink | null) =>
  value === null ? null : isContentLink(value) ? value : fallback;

/** What the shell says about signing in and joining when the copy does not (seed: partner-copy.ts). */
function defaultAuth(enrollmentType: EnrollmentType): NavbarAuthCopy | null {
  if (enrollmentType === 'none') return null;
  const direct = enrollmentType === 'direct';
  return {
    sign_in: direct ? { text: 'Sign in', url: paths.login.getHref() } : null,
    join: direct
      ? { text: 'Join now', url: paths.join.getHref() }
      : { text: 'Enroll with {{partner}}', url: paths.login.getHref() },
    already_member: direct ? 'Already a member?' : null,
    sign_out_text: 'Sign out',
    account_text: 'My account',
    greeting: 'Hi',
  };
}

function authCopy(value: unknown, enrollmentType: EnrollmentType): NavbarAuthCopy | null {
  const fallback = defaultAuth(enrollmentType);
  if (!fallback || !isObject(value)) return fallback;
  return {
    sign_in: nullableLink(value.sign_in, fallback.sign_in),
    join: isContentLink(value.join) ? value.join : fallback.join,
    already_member: value.already_member === null ? null : text(value.already_member, fallback.already_member ?? ''),
    sign_out_text: text(value.sign_out_text, fallback.sign_out_text),
    account_text: text(value.account_text, fallback.account_text),
    greeting: text(value.greeting, fallback.greeting),
  };
}

export function navbarCopy(entries: readonly ContentEntry[], enrollmentType: EnrollmentType): NavbarCopy {
  const fields = fieldsOf(entries, 'navbar');
  return {
    navLinks: isListOf(fields.nav_links, isNavLink) ? fields.nav_links : [],
    skipLinkText: text(fields.skip_link_text, 'Skip to content'),
    menuLabel: text(fields.menu_label, 'Menu'),
    searchLabel: text(fields.search_label, 'Search restaurants'),
    auth: authCopy(fields.auth, enrollmentType),
  };
}

const isLastLinkByState = (value: unknown): value is LastLinkByState =>
  isObject(value) &&
  isContentLink(value.visitor) &&
  isContentLink(value.non_card_member) &&
  isContentLink(value.member);

const isAppBadges = (value: unknown): value is NonNullable<FooterFields['app_badges']> =>
  isObject(value) &&
  [value.heading, value.ios_url, value.ios_label, value.android_url, value.android_label].every(isText);

export function footerCopy(entries: readonly ContentEntry[]): FooterCopy {
  const fields = fieldsOf(entries, 'footer');
  return {
    primaryLinks: isListOf(fields.primary_links, isContentLink) ? fields.primary_links : [],
    lastLinkByState: isLastLinkByState(fields.last_link_by_state) ? fields.last_link_by_state : null,
    secondaryLinks: isListOf(fields.secondary_links, isContentLink) ? fields.secondary_links : [],
    copyright: text(fields.copyright, '© {{current_year}} {{program}}'),
    supportText: text(fields.support_text, 'Questions? Contact us at [[support_email]].'),
    disclaimer: text(fields.disclaimer, ''),
    appBadges: isAppBadges(fields.app_badges) ? fields.app_badges : null,
    formPrivacyNotice: typeof fields.form_privacy_notice === 'string' ? fields.form_privacy_notice : null,
  };
}
