import type { EnrollmentType } from '@forkpoint/shared/constants';
import { CopyLink } from '@/components/copy/copy-link';
import { CopyText } from '@/components/copy/copy-text';
import type { Member, ViewerKind } from '@/lib/member';
import { paths } from '@/config/paths';
import type { NavbarAuthCopy } from './global-copy';
import { MemberDropdown } from './member-dropdown';

export interface NavbarAuthProps {
  auth: NavbarAuthCopy | null;
  enrollmentType: EnrollmentType;
  onEnrollmentPage: boolean;
  kind: ViewerKind;
  member: Member | null;
}

const SignOutLink = ({ text, wideOnly = false }: { text: string; wideOnly?: boolean }) => (
  <a className={`navbar-auth__link${wideOnly ? ' navbar-auth__wide' : ''}`} href={paths.signOut.getHref()}>
    {text}
  </a>
);

/**
 * The right side of the navbar (spec part 1 §2 Shell, §6). On enrollment pages someone signed in (a member
 * who just enrolled, or a signed-in SSO member) gets a sign-out link, and a direct partner's visitor "Already a
 * member?" with a sign-in link. Elsewhere a card member has the member dropdown and a closed account only
 * sign-out. Visitors get the auth links: sign-in for direct partners and the join or enroll button (worded by
 * the copy per enrollment type); a non-card member is signed in, so gets the join link and sign-out, never
 * "Sign in" (issue 30, defect 3). Nobody signed out is offered sign-out.
 *
 * On a phone the join button stays in the bar (issue 30, defect 2: joining was out of reach there); sign-in
 * moves to the top of the main menu and sign-out to its end (.navbar-auth__wide in shell.css).
 */
export function NavbarAuth({ auth, enrollmentType, onEnrollmentPage, kind, member }: NavbarAuthProps) {
  if (!auth) return null;

  if (onEnrollmentPage) {
    // Someone signed in is past "Already a member?": a member who just enrolled may only sign out here.
    if (kind !== 'visitor') {
      return (
        <div className="navbar-auth">
          <SignOutLink text={auth.sign_out_text} />
        </div>
      );
    }
    // A visitor of an SSO partner signs in through the partner: nothing here (issue 15, defect 7).
    if (enrollmentType === 'sso' || !auth.sign_in) return null;
    return (
      <p className="navbar-auth navbar-auth--already">
        {auth.already_member ? (
          <span>
            <CopyText text={auth.already_member} />{' '}
          </span>
        ) : null}
        <CopyLink text={auth.sign_in.text} url={auth.sign_in.url} className="navbar-auth__link" />
      </p>
    );
  }

  if (kind === 'cardMember' && member) return <MemberDropdown member={member} auth={auth} />;

  // A closed account is signed in: it re-enrolls from the re-enrollment page, and may sign out.
  if (kind === 'closedAccount') {
    return (
      <div className="navbar-auth">
        <SignOutLink text={auth.sign_out_text} />
      </div>
    );
  }

  const visitor = kind === 'visitor';
  return (
    <div className="navbar-auth navbar-auth--links">
      {visitor && enrollmentType === 'direct' && auth.sign_in ? (
        <CopyLink text={auth.sign_in.text} url={auth.sign_in.url} className="navbar-auth__link navbar-auth__wide" />
      ) : null}
      <CopyLink text={auth.join.text} url={auth.join.url} className="button button--v1 navbar-auth__join" />
      {visitor ? null : <SignOutLink text={auth.sign_out_text} wideOnly />}
    </div>
  );
}
