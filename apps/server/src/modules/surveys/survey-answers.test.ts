import type { SurveyQuestion } from '@forkpoint/shared/content/content-schemas';
import { describe, expect, it } from 'vitest';
import { checkSurveyAnswers, SURVEY_ANSWER_MESSAGES } from './survey-answers';

const QUESTIONS: SurveyQuestion[] = [
  { id: 'overall', type: 'rating', label: 'Overall?', required: true },
  { id: 'found', type: 'choice', label: 'Found one?', required: true, options: ['Yes', 'No'] },
  { id: 'improve', type: 'text', label: 'Better?', required: false, max_length: 10 },
];

const fields = (given: Record<string, number | string>) =>
  checkSurveyAnswers(QUESTIONS, given).errors.map((e) => `${e.field}: ${e.message}`);

describe('checking survey answers against the questions', () => {
  it('accepts answers that fit, trimming text and leaving blank optional text out', () => {
    expect(checkSurveyAnswers(QUESTIONS, { overall: 5, found: 'Yes', improve: '  faster ' })).toEqual({
      answers: { overall: 5, found: 'Yes', improve: 'faster' },
      errors: [],
    });
    expect(checkSurveyAnswers(QUESTIONS, { overall: 1, found: 'No', improve: '   ' }).answers).toEqual({
      overall: 1,
      found: 'No',
    });
  });

  it('holds ratings to 1–5 whole numbers', () => {
    expect(fields({ overall: 0, found: 'Yes' })).toEqual([`answers.overall: ${SURVEY_ANSWER_MESSAGES.rating}`]);
    expect(fields({ overall: 6, found: 'Yes' })).toEqual([`answers.overall: ${SURVEY_ANSWER_MESSAGES.rating}`]);
    expect(fields({ overall: '5', found: 'Yes' })).toEqual([`answers.overall: ${SURVEY_ANSWER_MESSAGES.rating}`]);
  });

  it('holds choices to the options, exactly', () => {
    expect(fields({ overall: 3, found: 'yes' })).toEqual([`answers.found: ${SURVEY_ANSWER_MESSAGES.choice}`]);
  });

  it('holds text to its length, at the boundary', () => {
    expect(fields({ overall: 3, found: 'Yes', improve: 'x'.repeat(10) })).toEqual([]);
    expect(fields({ overall: 3, found: 'Yes', improve: 'x'.repeat(11) })).toEqual([
      `answers.improve: ${SURVEY_ANSWER_MESSAGES.tooLong(10)}`,
    ]);
  });

  it('names every required question left out, and every unknown one given', () => {
    expect(fields({ improve: 'ok' })).toEqual([
      `answers.overall: ${SURVEY_ANSWER_MESSAGES.required}`,
      `answers.found: ${SURVEY_ANSWER_MESSAGES.required}`,
    ]);
    expect(fields({ overall: 3, found: 'Yes', colour: 'blue' })).toEqual([
      `answers.colour: ${SURVEY_ANSWER_MESSAGES.unknown}`,
    ]);
  });

  it('refuses an empty response to a survey without required questions', () => {
    const optional = QUESTIONS.map((q) => ({ ...q, required: false }));
    expect(checkSurveyAnswers(optional, {}).errors).toEqual([
      { field: 'answers', message: SURVEY_ANSWER_MESSAGES.empty },
    ]);
  });
});
