import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { userStateFor } from '@forkpoint/shared/content/content-filters';
import { homeHeroUrl } from '@forkpoint/shared/contracts/home-hero';
import { HomePage } from '@/features/home/components/home-page';
import { runProspectFlow } from '@/features/home/api/prospect-email';
import { ProspectEmailForm } from '@/features/home/components/prospect-email-form';
import { selectHomeCopy } from '@/features/home/lib/home-copy';
import { usePartner } from '@/lib/partner';
import { logger } from '@/lib/logger';
import { storedReferral } from '@/lib/referral';
import { useNotActivatedVisitor } from '@/lib/known-visitor';
import { useCurrentMember } from '@/lib/member';
import { useCopyTerms, usePartnerContent } from '../hooks/use-partner-copy';
import { paths } from '@/config/paths';
import { renderMerchantCarousel } from './merchant-carousel-slot';

/** Home for the current viewer: the copy of their user state (spec part 1 §6 "Home content is filtered by user_states"). */
export function HomeRoute() {
  const partner = usePartner();
  const { member, kind } = useCurrentMember();
  // A known visitor not activated yet reads the not_activated copy (spec part 1 §4 "Known visitor").
  const notActivated = useNotActivatedVisitor();
  const entries = usePartnerContent('home');
  const terms = useCopyTerms();
  const navigate = useNavigate();
  const copy = useMemo(
    () =>
      selectHomeCopy(entries, userStateFor(member ?? notActivated), terms, (slug) =>
        logger.warn(`home entry "${slug}" skipped: its fields do not match the home schema`),
      ),
    [entries, member, notActivated, terms],
  );

  // "For a non-member, with direct enrollment, where the banner asks for it, a prospect e-mail form is shown."
  const prospectCopy = copy?.banner.prospect_form;
  const prospectForm =
    prospectCopy && kind === 'visitor' && !notActivated && partner.enrollmentType === 'direct' ? (
      <ProspectEmailForm
        copy={prospectCopy}
        // The e-mail travels in navigation state to the next screen (spec part 1 §4).
        onSubmit={(email) =>
          runProspectFlow(email, storedReferral(), {
            join: (value) => void navigate(paths.join.getHref(), { state: { email: value } }),
            login: (value) => void navigate(paths.login.getHref(), { state: { email: value } }),
          })
        }
      />
    ) : null;

  return (
    <HomePage
      copy={copy}
      fallbackTitle={partner.terms.program}
      welcomeName={member?.firstName ?? null}
      prospectForm={prospectForm}
      heroImageUrl={homeHeroUrl(partner.theme.colors)}
      carousel={renderMerchantCarousel}
    />
  );
}
