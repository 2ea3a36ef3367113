import type { SurveyQuestion } from '@forkpoint/shared/content/content-schemas';
import type { FieldMessage } from '../../lib/app-error';

export const SURVEY_ANSWER_MESSAGES = {
  required: 'Please answer this question.',
  rating: 'Choose a rating from 1 to 5.',
  choice: 'Choose one of the options.',
  text: 'Write your answer as text.',
  unknown: 'This survey has no such question.',
  empty: 'Answer at least one question.',
  tooLong: (max: number) => `Keep it to ${max} characters or fewer.`,
} as const;

export type SurveyAnswers = Record<string, number | string>;

/** One answer checked against its question: the answer to store, or what is wrong with it. */
function checkAnswer(question: SurveyQuestion, answer: number | string): string | null {
  switch (question.type) {
    case 'rating':
      return typeof answer === 'number' && answer >= 1 && answer <= 5 ? null : SURVEY_ANSWER_MESSAGES.rating;
    case 'choice':
      return typeof answer === 'string' && question.options.includes(answer) ? null : SURVEY_ANSWER_MESSAGES.choice;
    case 'text':
      if (typeof answer !== 'string') return SURVEY_ANSWER_MESSAGES.text;
      return answer.length <= question.max_length ? null : SURVEY_ANSWER_MESSAGES.tooLong(question.max_length);
  }
}

/**
 * Checks a response against the survey's questions (from the partner's surveys content): every answer belongs
 * to a question and fits it, every required question is answered. Blank text counts as unanswered. The errors
 * name their field as answers.<question id>, so the form shows each beside its question.
 */
export function checkSurveyAnswers(
  questions: readonly SurveyQuestion[],
  given: SurveyAnswers,
): { answers: SurveyAnswers; errors: FieldMessage[] } {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const errors: FieldMessage[] = [];
  const answers: SurveyAnswers = {};
  for (const [id, raw] of Object.entries(given)) {
    const question = byId.get(id);
    if (!question) {
      errors.push({ field: `answers.${id}`, message: SURVEY_ANSWER_MESSAGES.unknown });
      continue;
    }
    const answer = typeof raw === 'string' ? raw.trim() : raw;
    if (answer === '') continue;
    const problem = checkAnswer(question, answer);
    if (problem) errors.push({ field: `answers.${id}`, message: problem });
    else answers[id] = answer;
  }
  for (const question of questions) {
    if (question.required && !(question.id in answers) && !errors.some((e) => e.field === `answers.${question.id}`)) {
      errors.push({ field: `answers.${question.id}`, message: SURVEY_ANSWER_MESSAGES.required });
    }
  }
  if (errors.length === 0 && Object.keys(answers).length === 0) {
    errors.push({ field: 'answers', message: SURVEY_ANSWER_MESSAGES.empty });
  }
  return { answers, errors };
}
