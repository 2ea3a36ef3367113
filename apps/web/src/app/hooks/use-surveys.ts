import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { expandCopyDeep } from '@forkpoint/shared/content/copy-tokens';
import { isListOf, isObject, isText } from '@/components/copy/content-guards';
import { useCurrentMember } from '@/lib/member';
import { usePartner } from '@/lib/partner';
import { surveyTracking } from '@/features/surveys/lib/survey-tracking';
import { useCopyTerms, usePartnerContent } from './use-partner-copy';

/** What the shell needs to decide on a survey without the schema library (the panel checks it in full). */
export interface SurveyEntry {
  id: string;
  cookieTimeout: number;
  urlAllowList: { url_allowed: string }[];
  urlDisallowList: { url_disallowed: string }[];
  /** All the entry's fields, copy tokens filled in. */
  fields: Record<string, unknown>;
}

const isAllowed = (v: unknown): v is { url_allowed: string } => isObject(v) && isText(v.url_allowed);
const isDisallowed = (v: unknown): v is { url_disallowed: string } => isObject(v) && isText(v.url_disallowed);

/** The partner's surveys content (group `surveys`), in order, with the tracking fields for a response. */
export function useSurveys() {
  const entries = usePartnerContent('surveys');
  const terms = useCopyTerms();
  const partner = usePartner();
  const { member } = useCurrentMember();
  const { pathname } = useLocation();
  const surveys = useMemo(
    () =>
      entries.flatMap(({ fields }): SurveyEntry[] => {
        const { id, cookie_timeout, url_allow_list, url_disallow_list } = fields;
        if (!isText(id) || typeof cookie_timeout !== 'number') return [];
        if (!isListOf(url_allow_list, isAllowed) || !isListOf(url_disallow_list, isDisallowed)) return [];
        return [
          {
            id,
            cookieTimeout: cookie_timeout,
            urlAllowList: url_allow_list,
            urlDisallowList: url_disallow_list,
            fields: expandCopyDeep(fields, terms),
          },
        ];
      }),
    [entries, terms],
  );
  const publicId = member?.publicId ?? null;
  const tracking = useCallback(
    () => surveyTracking(pathname, partner.code, publicId),
    [pathname, partner.code, publicId],
  );
  return { surveys, tracking };
}
