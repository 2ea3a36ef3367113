import type { SurveyTracking } from '@forkpoint/shared/contracts/surveys';
import { rememberedPublicId } from '@/lib/known-visitor';
import { storedReferral } from '@/lib/referral';

/**
 * The tracking fields a survey response carries (spec part 1 §4): the campaign the visitor came from, the
 * medium (always web), the path the survey was taken on, the member's or known visitor's public id and the
 * partner.
 */
export function surveyTracking(pathname: string, partnerCode: string, memberPublicId: string | null): SurveyTracking {
  return {
    utm_campaign: storedReferral().utmCampaign ?? null,
    utm_medium: 'web',
    utm_source: pathname,
    public_id: memberPublicId ?? rememberedPublicId(),
    partner_code: partnerCode,
  };
}
