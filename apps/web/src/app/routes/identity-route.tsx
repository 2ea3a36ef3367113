import { lazy, useMemo, type ComponentType, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AuthEnvironmentProvider, type ActivationCopy, type AuthEnvironment } from '@/features/auth/auth-environment';
import { MEMBER_QUERY_KEY } from '@/features/member/api/get-member';
import { usePartner } from '@/features/partner/api/get-partner';
import { expandCopyDeep } from '@forkpoint/shared/content/copy-tokens';
import { tier1ActivationFieldsSchema } from '@forkpoint/shared/content/content-schemas';
import { useCurrentMember } from '../hooks/use-current-member';
import { useCopyTerms, usePartnerContent } from '../hooks/use-partner-copy';
import { paths } from '../paths';
import { EnrollmentCardSlot } from './enrollment-card-form';

/**
 * The identity pages (sign-in, enrollment, activation, recovery; features/auth), each its own lazy chunk
 * with the forms kit and zod, composed here with what they need of the app: partner, member, route hrefs,
 * the member refresh and the tier 1 activation copy.
 */

export type IdentityPage =
  | 'login'
  | 'join'
  | 'addCard'
  | 'cardAdded'
  | 'activate'
  | 'activated'
  | 'recover'
  | 'recoverConfirm'
  | 'recoverUpdate'
  | 'recoverSuccess'
  | 'fixCredentials';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** What the app layer hands a page from another feature: /add_card gets the cards feature's link-card form. */
const SLOTS: Partial<Record<IdentityPage, ReactNode>> = { addCard: <EnrollmentCardSlot /> };

const PAGES: Record<IdentityPage, ComponentType<{ children?: ReactNode }>> = {
  login: named(() => import('@/features/auth/components/login-page'), 'LoginPage'),
  join: named(() => import('@/features/auth/components/join-page'), 'JoinPage'),
  addCard: named(() => import('@/features/auth/components/add-card-page'), 'AddCardPage'),
  cardAdded: named(() => import('@/features/auth/components/card-added-page'), 'CardAddedPage'),
  activate: named(() => import('@/features/auth/components/activate-page'), 'ActivatePage'),
  activated: named(() => import('@/features/auth/components/activate-page'), 'ActivatedPage'),
  recover: named(() => import('@/features/auth/components/recover-pages'), 'RecoverRequestPage'),
  recoverConfirm: named(() => import('@/features/auth/components/recover-pages'), 'RecoverConfirmPage'),
  recoverUpdate: named(() => import('@/features/auth/components/recover-pages'), 'RecoverUpdatePage'),
  recoverSuccess: named(() => import('@/features/auth/components/recover-pages'), 'RecoverSuccessPage'),
  fixCredentials: named(() => import('@/features/auth/components/fix-credentials-page'), 'FixCredentialsPage'),
};

const LINKS: AuthEnvironment['links'] = {
  home: paths.home.getHref(),
  login: paths.login.getHref(),
  join: paths.join.getHref(),
  addCard: paths.addCard.getHref(),
  cardAdded: paths.cardAdded.getHref(),
  account: paths.account.getHref(),
  activate: paths.activate.getHref(),
  activated: paths.activated.getHref(),
  recover: paths.recover.getHref(),
  recoverConfirm: paths.recover.confirm.getHref(),
  recoverUpdate: paths.recover.update.getHref(),
  recoverSuccess: paths.recover.success.getHref(),
  fixCredentials: paths.fixCredentials.getHref(),
  signOut: paths.signOut.getHref(),
  notFound: paths.notFound.getHref(),
};

/** The tier_1_activation copy entry, tokens filled, or null when the content service has none that fits. */
function useActivationCopy(): ActivationCopy | null {
  const entries = usePartnerContent('tier_1_activation');
  const terms = useCopyTerms();
  return useMemo(() => {
    const parsed = tier1ActivationFieldsSchema.safeParse(entries[0]?.fields);
    return parsed.success ? expandCopyDeep(parsed.data, terms) : null;
  }, [entries, terms]);
}

export function IdentityRoute({ page }: { page: IdentityPage }) {
  const partner = usePartner();
  const { member } = useCurrentMember();
  const queryClient = useQueryClient();
  const activationCopy = useActivationCopy();
  const environment = useMemo<AuthEnvironment>(
    () => ({
      partner,
      member,
      links: LINKS,
      refreshMember: () => queryClient.refetchQueries({ queryKey: MEMBER_QUERY_KEY }),
      activationCopy,
    }),
    [partner, member, queryClient, activationCopy],
  );
  const Page = PAGES[page];
  return (
    <AuthEnvironmentProvider value={environment}>
      <Page>{SLOTS[page]}</Page>
    </AuthEnvironmentProvider>
  );
}
