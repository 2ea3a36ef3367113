import { useQueryClient } from '@tanstack/react-query';
import { profileAddressRequired } from '@forkpoint/shared/rules/profile-validation';
import { ProfilePage, type ProfileSettings, type ProfileViewer } from '@/features/profile/components/profile-page';
import { MEMBER_QUERY_KEY, useCurrentMember } from '@/lib/member';
import { usePartner, type PublicPartner } from '@/lib/partner';
import { paths } from '@/config/paths';

/** The partner settings the profile follows (spec part 1 §3, part 2 §2), handed over by the app layer. */
const profileSettingsOf = (partner: PublicPartner): ProfileSettings => ({
  ssoEnrollment: partner.enrollmentType === 'sso',
  directEnrollment: partner.enrollmentType === 'direct',
  addressRequired: profileAddressRequired(partner),
  sms: { v1: partner.hasSmsOptIn, v2: partner.hasSmsOptInV2 },
  showEmailOptIn: partner.showEmailOptIn,
  program: partner.terms.program,
  partner: partner.terms.partner,
  shortCode: partner.shortCode,
  support: partner.customerSupport,
});

/** /account/user_profile (features/profile), composed with the partner, the member and the route map. */
export function UserProfileRoute() {
  const partner = usePartner();
  const { kind, isPending } = useCurrentMember();
  const queryClient = useQueryClient();
  const viewer: ProfileViewer = isPending ? 'loading' : kind === 'visitor' ? 'visitor' : 'member';
  return (
    <ProfilePage
      viewer={viewer}
      settings={profileSettingsOf(partner)}
      // "Password changes go through sign-out and reset" (spec part 2 §2): sign out, then the reset request.
      hrefs={{ login: paths.login.getHref(), changePassword: paths.signOut.getHref({ next: paths.recover.getHref() }) }}
      // E-mail opt-in moves a Basic member to Select (the server does it): the shell and tier follow the member.
      onSaved={() => void queryClient.refetchQueries({ queryKey: MEMBER_QUERY_KEY })}
    />
  );
}
