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

const SignOutLink = ({ text }: { text: string }) => (
  <a className="navbar-auth__link" href={paths.signOut.getHref()}>
    {text}
  </a>
);

/**
 * The right side of the navbar (spec part 1 §2 Shell). On enrollment pages an SSO partner shows a sign-out
 * link and a direct partner "Already a member?" with a sign-in link. Elsewhere a card member has the member
 * dropdown, a closed account only sign-out; visitors and non-card members have the auth links: sign-in for
 * direct partners, the join or enroll button (worded by the copy per enrollment type), and sign-out for
 * non-card SSO members. Nobody signed out is offered sign-out.
 */
export function NavbarAuth({ auth, enrollmentType, onEnrollmentPage, kind, member }: NavbarAuthProps) {
  if (!auth) return null;

  if (onEnrollmentPage) {
    if (enrollmentType === 'sso') {
      // Signing out is only for someone signed in (issue 15, defect 7): a visitor sees nothing here.
      return kind === 'visitor' ? null : (
        <div className="navbar-auth">
          <SignOutLink text={auth.sign_out_text} />
        </div>
      );
    }
    if (!auth.sign_in) return null;
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

  // A closed account is signed in: it re-enrolls from the notice in place of the footer, and may sign out.
  if (kind === 'closedAccount') {
    return (
      <div className="navbar-auth navbar-auth--links">
        <SignOutLink text={auth.sign_out_text} />
      </div>
    );
  }

  return (
    <div className="navbar-auth navbar-auth--links">
      {enrollmentType === 'direct' && auth.sign_in ? (
        <CopyLink text={auth.sign_in.text} url={auth.sign_in.url} className="navbar-auth__link" />
      ) : null}
      <CopyLink text={auth.join.text} url={auth.join.url} className="button button--v1 navbar-auth__join" />
      {kind !== 'visitor' && enrollmentType === 'sso' ? <SignOutLink text={auth.sign_out_text} /> : null}
    </div>
  );
}
