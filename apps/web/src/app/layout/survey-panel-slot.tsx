import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { surveyAllowsPath, surveyResting } from '@/features/surveys/lib/survey-rules';
import { surveyLastSeen } from '@/features/surveys/lib/survey-memory';
import { useOverlayTurn } from '@/lib/overlays';
import { useSurveys } from '../hooks/use-surveys';

// The panel and its form are a chunk of their own, fetched only on a page where a survey is due.
const SurveyPanel = lazy(() =>
  import('@/features/surveys/components/survey-panel').then((m) => ({ default: m.SurveyPanel })),
);

/**
 * Where the pop-up survey goes (spec part 1 §2): the first survey of the partner's surveys content that this
 * path admits (never a page whose first task is a form) and that is not resting after being closed or
 * answered. Once done, it stays away this page load. It is the last of the overlays (lib/overlays.ts): it waits,
 * hidden, while a modal, the page's hint or the install banner is up.
 */
export function SurveyPanelSlot() {
  const { pathname } = useLocation();
  const { surveys, tracking } = useSurveys();
  const [done, setDone] = useState<string | null>(null);
  const due = useMemo(
    () =>
      surveys.find(
        (survey) =>
          survey.id !== done &&
          surveyAllowsPath(
            { url_allow_list: survey.urlAllowList, url_disallow_list: survey.urlDisallowList },
            pathname,
          ) &&
          !surveyResting(surveyLastSeen(survey.id), survey.cookieTimeout, Date.now()),
      ),
    [surveys, pathname, done],
  );
  const onTurn = useOverlayTurn('survey', due !== undefined);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <SurveyPanel
        key={due.id}
        fields={due.fields}
        tracking={tracking}
        waiting={!onTurn}
        onDone={() => setDone(due.id)}
      />
    </Suspense>
  );
}
