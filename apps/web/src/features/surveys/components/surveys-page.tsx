import { Link, useNavigate } from 'react-router';
import { surveyFieldsSchema } from '@forkpoint/shared/content/content-schemas';
import type { SurveyTracking } from '@forkpoint/shared/contracts/surveys';
import { CopyText } from '@/components/copy/copy-text';
import { paths } from '@/config/paths';
import { rememberSurveySeen } from '../lib/survey-memory';
import { SurveyForm } from './survey-form';
import { PageMain } from '@/components/layout/page-main';

export type SurveyPageKind = 'survey' | 'success' | 'error';

export interface SurveysPageProps {
  kind: SurveyPageKind;
  /** The first survey content entry's fields, copy tokens filled in; null when the partner has none. */
  fields: Record<string, unknown> | null;
  tracking: () => SurveyTracking;
}

/**
 * /surveys, /surveys/success and /surveys/error (spec part 1 §2): the survey as a page, then where it lands.
 * Answering here counts as having seen the pop-up too.
 */
export function SurveysPage({ kind, fields, tracking }: SurveysPageProps) {
  const navigate = useNavigate();
  const parsed = fields ? surveyFieldsSchema.safeParse(fields) : null;
  const survey = parsed?.success ? parsed.data : null;

  if (kind === 'success') {
    return (
      <PageMain className="page survey-page">
        <h1>Thank You for Your Feedback</h1>
        <p>
          <CopyText text={survey?.success_text ?? 'Your answers were sent.'} />
        </p>
        <p>
          <Link className="button button--v1" to={paths.search.path}>
            Find restaurants
          </Link>
        </p>
      </PageMain>
    );
  }
  if (kind === 'error') {
    return (
      <PageMain className="page survey-page">
        <h1>We Could Not Process Your Survey</h1>
        <p>
          <CopyText text={survey?.error_text ?? 'Something went wrong on our side. Please try again a little later.'} />
        </p>
        <p>
          <Link className="button button--v1" to={paths.surveys.path}>
            Try the survey again
          </Link>
        </p>
      </PageMain>
    );
  }
  return (
    <PageMain className="page survey-page">
      <h1>{survey ? <CopyText text={survey.text} /> : 'Surveys'}</h1>
      {survey ? (
        <SurveyForm
          survey={survey}
          tracking={tracking}
          onSubmitted={() => {
            rememberSurveySeen(survey.id);
            void navigate(paths.surveys.success.path);
          }}
          onFailed={() => void navigate(paths.surveys.error.path)}
        />
      ) : (
        <p>There is no survey open right now. Thank you for looking in.</p>
      )}
    </PageMain>
  );
}
