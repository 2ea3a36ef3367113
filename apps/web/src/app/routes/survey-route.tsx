import { useLocation } from 'react-router';
import { SurveysPage, type SurveyPageKind } from '@/features/surveys/components/surveys-page';
import { paths } from '@/config/paths';
import { useSurveys } from '../hooks/use-surveys';

/** /surveys, /surveys/success and /surveys/error with the partner's first survey (content group `surveys`). */
export function SurveyRoute() {
  const { pathname } = useLocation();
  const { surveys, tracking } = useSurveys();
  const path = pathname.toLowerCase();
  const kind: SurveyPageKind =
    path === paths.surveys.success.path ? 'success' : path === paths.surveys.error.path ? 'error' : 'survey';
  return <SurveysPage kind={kind} fields={surveys[0]?.fields ?? null} tracking={tracking} />;
}
