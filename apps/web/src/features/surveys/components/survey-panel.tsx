import { useEffect, useId, useState } from 'react';
import { SURVEY_DEFAULTS } from '@forkpoint/shared/constants';
import { surveyFieldsSchema, type SurveyFields } from '@forkpoint/shared/content/content-schemas';
import type { SurveyTracking } from '@forkpoint/shared/contracts/surveys';
import { CopyText } from '@/components/copy/copy-text';
import { logger } from '@/lib/logger';
import { rememberSurveySeen } from '../lib/survey-memory';
import { SurveyForm } from './survey-form';

type PanelState = 'form' | 'sent' | 'failed';

export interface SurveyPanelProps {
  /** The survey content entry's fields, copy tokens filled in (checked against the schema here). */
  fields: Record<string, unknown>;
  tracking: () => SurveyTracking;
  /** The survey was closed or answered: the slot hides it for its cookie period. */
  onDone: () => void;
  /** Another overlay has the turn (lib/overlays.ts): hidden meanwhile, keeping what was answered. */
  waiting?: boolean;
}

/** The tab's label: the survey text's first sentence ("How are we doing?"), or all of it when it is one. */
export function surveyTabText(text: string): string {
  const first = /^.+?[?!.](?=\s)/.exec(text.trim());
  return first ? first[0] : text.trim();
}

/**
 * The pop-up survey (spec part 1 §2, §4; part 2 §4). Closed, it is a narrow tab on the right edge with the
 * survey's first sentence, over no button or text of the page (issue 30, defect 5; surveys.css); its title
 * toggles the 450 px panel. The form loads after the survey's delay_timeout; closing it, or sending answers (it
 * closes itself 4 s later), stores the last-seen date so it stays away for cookie_timeout days.
 */
export function SurveyPanel({ fields, tracking, onDone, waiting = false }: SurveyPanelProps) {
  const parsed = surveyFieldsSchema.safeParse(fields);
  const survey: SurveyFields | null = parsed.success ? parsed.data : null;
  const bodyId = useId();
  // It starts as its tab only: a 450 px panel over a phone's page is the member's choice to open.
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<PanelState>('form');
  const delaySeconds = survey?.delay_timeout ?? 0;

  useEffect(() => {
    if (!parsed.success) logger.warn('the survey content does not match its schema', parsed.error.issues);
    // Only once per survey: the schema result is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parsed.success]);

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), delaySeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [delaySeconds]);

  useEffect(() => {
    if (state !== 'sent' || !survey) return;
    const timer = window.setTimeout(() => {
      rememberSurveySeen(survey.id);
      onDone();
    }, SURVEY_DEFAULTS.closeAfterSubmitSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [state, survey, onDone]);

  if (!survey) return null;
  const close = () => {
    rememberSurveySeen(survey.id);
    onDone();
  };
  return (
    <aside
      className={`survey-panel ${open ? 'survey-panel--open' : 'survey-panel--tab'}`}
      aria-label="Survey"
      hidden={waiting}
    >
      <div className="survey-panel__bar">
        <button
          type="button"
          className="survey-panel__title"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          <CopyText text={open ? survey.text : surveyTabText(survey.text)} />
        </button>
        <button type="button" className="survey-panel__close" aria-label="Close survey" onClick={close}>
          ×
        </button>
      </div>
      <div id={bodyId} className="survey-panel__body" hidden={!open}>
        <div role="status" className="survey-panel__status">
          {state === 'sent' ? (
            <p>
              <CopyText text={survey.success_text ?? 'Thank you for your feedback.'} />
            </p>
          ) : null}
          {state === 'failed' ? (
            <p className="survey-panel__error">
              <CopyText text={survey.error_text ?? 'We could not send your answers. Please try again later.'} />
            </p>
          ) : null}
          {state === 'form' && !ready ? <p>Loading the survey…</p> : null}
        </div>
        {ready && state !== 'sent' ? (
          <SurveyForm
            survey={survey}
            tracking={tracking}
            onSubmitted={() => setState('sent')}
            onFailed={() => setState('failed')}
          />
        ) : null}
      </div>
    </aside>
  );
}
