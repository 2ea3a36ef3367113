import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useProfile } from '../api/get-profile';
import type { ProfileSettings } from '../lib/profile-settings';
import { PROFILE_LOAD_FAILED_MESSAGE } from '../lib/profile-messages';
import { ProfileForm } from './profile-form';
import { SignInDetails } from './sign-in-details';
import '@/components/form/form.css';
import './profile.css';
import { PageMain } from '@/components/layout/page-main';

/** Who is looking, as the app layer knows it (lib/member.ts). */
export type ProfileViewer = 'loading' | 'visitor' | 'member';

export type { ProfileSettings } from '../lib/profile-settings';

// Its own chunk, loaded once the member's profile shows: the page's first load stays within its budget.
const NotificationsSection = lazy(() => import('./notifications-section'));

export interface ProfilePageProps {
  viewer: ProfileViewer;
  settings: ProfileSettings;
  hrefs: { login: string; changePassword: string };
  /** Saved: the app refreshes the member, whose tier may have moved with the e-mail opt-in. */
  onSaved: () => void;
}

/** /account/user_profile, the 'Profile' region (spec part 2 §2): the sign-in details, then the profile form. */
export function ProfilePage(props: ProfilePageProps) {
  const titleId = useId();
  return (
    <PageMain className="page profile-page">
      <section className="profile-page__region" aria-labelledby={titleId}>
        <h1 id={titleId} className="page__title">
          Profile
        </h1>
        <ProfileContent {...props} />
      </section>
    </PageMain>
  );
}

function ProfileContent({ viewer, hrefs, ...rest }: ProfilePageProps) {
  switch (viewer) {
    case 'loading':
      return <Spinner />;
    case 'visitor':
      // The account area is for signed-in members (part 2 §6); no member call is made for a visitor.
      return (
        <p className="profile-notice">
          <Link to={hrefs.login}>Sign in</Link> to see and edit your profile.
        </p>
      );
    case 'member':
      return <MemberProfile hrefs={hrefs} {...rest} />;
  }
}

function MemberProfile({ settings, hrefs, onSaved }: Omit<ProfilePageProps, 'viewer'>) {
  const profile = useProfile();
  if (profile.isPending) return <Spinner />;
  if (profile.isError) {
    return (
      <div className="profile-notice profile-notice--error">
        <p>{PROFILE_LOAD_FAILED_MESSAGE}</p>
        <button
          type="button"
          className="button button--v2"
          disabled={profile.isFetching}
          onClick={() => void profile.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  const member = profile.data;
  // Both the partner and the member's own record must say direct (the server checks both too).
  const direct = settings.directEnrollment && member.interfaceType === 'direct';
  return (
    <div className="profile-page__body">
      <SignInDetails
        email={member.email}
        support={settings.support}
        changePasswordHref={direct ? hrefs.changePassword : null}
      />
      <ProfileForm member={member} settings={settings} onSaved={onSaved} />
      <Suspense fallback={<Spinner message="Loading your notification settings" />}>
        <NotificationsSection />
      </Suspense>
    </div>
  );
}
