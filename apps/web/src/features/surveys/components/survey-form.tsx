import { useRef, useState, type FormEvent } from 'react';
import type { SurveyFields, SurveyQuestion } from '@forkpoint/shared/content/content-schemas';
import type { SurveyTracking } from '@forkpoint/shared/contracts/surveys';
import { CopyText } from '@/components/copy/copy-text';
import { ApiRequestError } from '@/lib/api-client';
import { postSurveyResponse } from '../api/post-survey-response';
import './surveys.css';

type Answers = Record<string, number | string>;

const RATINGS = [1, 2, 3, 4, 5] as const;
const RATING_WORDS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

/** Errors of a 400 answer, by question id (fields answers.<id>); null when the failure was not about answers. */
function answerErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const fields = error.body?.fields ?? [];
  const byQuestion = Object.fromEntries(
    fields.filter((f) => f.field.startsWith('answers.')).map((f) => [f.field.slice('answers.'.length), f.message]),
  );
  return Object.keys(byQuestion).length > 0 ? byQuestion : null;
}

function QuestionField({
  question,
  formId,
  value,
  error,
  onChange,
}: {
  question: SurveyQuestion;
  formId: string;
  value: number | string | undefined;
  error: string | undefined;
  onChange: (value: number | string) => void;
}) {
  const id = `${formId}-${question.id}`;
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  const legend = (
    <>
      <CopyText text={question.label} />
      {question.required ? null : <span className="survey-question__optional"> (optional)</span>}
    </>
  );
  const errorLine = error ? (
    <p id={errorId} className="survey-question__error">
      {error}
    </p>
  ) : null;

  if (question.type === 'text') {
    const text = typeof value === 'string' ? value : '';
    return (
      <div className="survey-question" data-question={question.id}>
        <label htmlFor={id} className="survey-question__label">
          {legend}
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={question.max_length}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        />
        <p className="survey-question__hint">
          {text.length} of {question.max_length} characters
        </p>
        {errorLine}
      </div>
    );
  }

  const options =
    question.type === 'rating'
      ? RATINGS.map((n) => ({ value: n, label: `${n} ${RATING_WORDS[n]}` }))
      : question.options.map((o) => ({ value: o, label: o }));
  return (
    <fieldset
      className={`survey-question survey-question--${question.type}`}
      data-question={question.id}
      aria-invalid={error ? true : undefined}
      aria-describedby={described}
    >
      <legend className="survey-question__label">{legend}</legend>
      <div className="survey-question__options">
        {options.map((option) => (
          <label key={String(option.value)} className="survey-option">
            <input
              type="radio"
              name={id}
              value={String(option.value)}
              checked={value === option.value}
              required={question.required}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {errorLine}
    </fieldset>
  );
}

export interface SurveyFormProps {
  survey: SurveyFields;
  tracking: () => SurveyTracking;
  onSubmitted: () => void;
  onFailed: () => void;
  submitLabel?: string;
}

/**
 * The survey's questions as a form (the pop-up panel and /surveys both use it). Answers that do not fit come
 * back from the server beside their question, with focus on the first; any other failure is the caller's.
 */
export function SurveyForm({ survey, tracking, onSubmitted, onFailed, submitLabel = 'Send answers' }: SurveyFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const formId = `survey-${survey.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await postSurveyResponse(survey.id, { answers, tracking: tracking() });
      setErrors({});
      onSubmitted();
    } catch (error) {
      const byQuestion = answerErrors(error);
      if (!byQuestion) {
        onFailed();
        return;
      }
      setErrors(byQuestion);
      const first = survey.questions.find((q) => byQuestion[q.id]);
      formRef.current
        ?.querySelector<HTMLElement>(`[data-question="${first?.id}"] input, [data-question="${first?.id}"] textarea`)
        ?.focus();
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={formRef} className="survey-form" onSubmit={(event) => void submit(event)} noValidate>
      {survey.questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          formId={formId}
          value={answers[question.id]}
          error={errors[question.id]}
          onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
        />
      ))}
      <p className="survey-form__actions">
        <button type="submit" className="button button--v1" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Sending…' : submitLabel}
        </button>
      </p>
    </form>
  );
}
