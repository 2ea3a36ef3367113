import { lazy, useMemo, type ComponentType, type ReactNode } from 'react';
import type { ActivationCopy, ActivationCopyProps } from '@/features/auth/components/activate-page';
import { expandCopyDeep } from '@forkpoint/shared/content/copy-tokens';
import { tier1ActivationFieldsSchema } from '@forkpoint/shared/content/content-schemas';
import { useCopyTerms, usePartnerContent } from '../hooks/use-partner-copy';
import { EnrollmentCardSlot } from './enrollment-card-form';

/**
 * The identity pages (sign-in, enrollment, activation, recovery; features/auth), each its own lazy chunk
 * with the forms kit and zod. They read the partner, the member and the route map themselves; the app layer
 * hands in only what belongs to other features: the cards feature's link-card form on /add_card, and the
 * content service's tier 1 activation copy on the activation pages.
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

const named = <P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const activatePage = () => import('@/features/auth/components/activate-page');
const recoverPages = () => import('@/features/auth/components/recover-pages');
const ActivatePage = named<ActivationCopyProps, 'ActivatePage'>(activatePage, 'ActivatePage');
const ActivatedPage = named<ActivationCopyProps, 'ActivatedPage'>(activatePage, 'ActivatedPage');
const AddCardPage = named(() => import('@/features/auth/components/add-card-page'), 'AddCardPage');

/** The tier_1_activation copy entry, tokens filled, or null when the content service has none that fits. */
function useActivationCopy(): ActivationCopy | null {
  const entries = usePartnerContent('tier_1_activation');
  const terms = useCopyTerms();
  return useMemo(() => {
    const parsed = tier1ActivationFieldsSchema.safeParse(entries[0]?.fields);
    return parsed.success ? expandCopyDeep(parsed.data, terms) : null;
  }, [entries, terms]);
}

function WithActivationCopy({ page: Page }: { page: ComponentType<ActivationCopyProps> }) {
  return <Page copy={useActivationCopy()} />;
}

function page(Page: ComponentType): ReactNode {
  return <Page />;
}

const PAGES: Record<IdentityPage, ReactNode> = {
  login: page(named(() => import('@/features/auth/components/login-page'), 'LoginPage')),
  join: page(named(() => import('@/features/auth/components/join-page'), 'JoinPage')),
  // /add_card gets the cards feature's link-card form.
  addCard: (
    <AddCardPage>
      <EnrollmentCardSlot />
    </AddCardPage>
  ),
  cardAdded: page(named(() => import('@/features/auth/components/card-added-page'), 'CardAddedPage')),
  activate: <WithActivationCopy page={ActivatePage} />,
  activated: <WithActivationCopy page={ActivatedPage} />,
  recover: page(named(recoverPages, 'RecoverRequestPage')),
  recoverConfirm: page(named(recoverPages, 'RecoverConfirmPage')),
  recoverUpdate: page(named(recoverPages, 'RecoverUpdatePage')),
  recoverSuccess: page(named(recoverPages, 'RecoverSuccessPage')),
  fixCredentials: page(named(() => import('@/features/auth/components/fix-credentials-page'), 'FixCredentialsPage')),
};

export function IdentityRoute({ page }: { page: IdentityPage }) {
  return PAGES[page];
}
