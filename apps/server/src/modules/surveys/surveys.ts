import type { Kysely } from 'kysely';
import { surveyFieldsSchema, type SurveyQuestion } from '@forkpoint/shared/content/content-schemas';
import type { SurveySummary, SurveyTracking } from '@forkpoint/shared/contracts/surveys';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findContentEntries } from '../content/repository';
import { checkSurveyAnswers, type SurveyAnswers } from './survey-answers';

/** How many of the latest free-text answers support sees per question. */
const LATEST_TEXT = 5;

/** A published survey of the partner's surveys content, by its id; another partner's is not found. */
export async function findSurvey(db: Kysely<DB>, partnerCode: string, surveyId: string) {
  const entries = await findContentEntries(db, {
    partnerCode,
    contentType: 'pages',
    contentName: 'surveys',
    preview: false,
    limit: 100,
  });
  for (const entry of entries) {
    const parsed = surveyFieldsSchema.safeParse(entry.fields);
    if (parsed.success && parsed.data.id === surveyId) return parsed.data;
  }
  throw new AppError('NOT_FOUND', 'There is no such survey.');
}

export interface SurveyResponseInput {
  partnerCode: string;
  surveyId: string;
  memberId: number | null;
  answers: SurveyAnswers;
  tracking: SurveyTracking;
  now: Date;
}

/** Checks the answers against the survey's questions and stores them: all of the response or nothing. */
export async function recordSurveyResponse(db: Kysely<DB>, input: SurveyResponseInput): Promise<{ id: number }> {
  const survey = await findSurvey(db, input.partnerCode, input.surveyId);
  const { answers, errors } = checkSurveyAnswers(survey.questions, input.answers);
  if (input.tracking.partner_code !== input.partnerCode) {
    errors.push({ field: 'tracking.partner_code', message: 'This survey belongs to another program.' });
  }
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', 'Please check your answers.', errors);
  return db
    .insertInto('survey_responses')
    .values({
      partner_code: input.partnerCode,
      survey_id: input.surveyId,
      member_id: input.memberId,
      answers: JSON.stringify(answers),
      utm_campaign: input.tracking.utm_campaign,
      utm_source: input.tracking.utm_source,
      public_id: input.tracking.public_id,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

function summarizeQuestion(question: SurveyQuestion, answers: readonly SurveyAnswers[]) {
  const given = answers.map((response) => response[question.id]).filter((answer) => answer !== undefined);
  const counts: Record<string, number> = {};
  if (question.type !== 'text') {
    for (const answer of given) counts[String(answer)] = (counts[String(answer)] ?? 0) + 1;
  }
  const ratings = question.type === 'rating' ? given.filter((a): a is number => typeof a === 'number') : [];
  return {
    id: question.id,
    type: question.type,
    label: question.label,
    answered: given.length,
    counts,
    average: ratings.length > 0 ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100 : null,
    latestText: question.type === 'text' ? given.slice(0, LATEST_TEXT).map(String) : [],
  };
}

/**
 * What support reads of a survey (issue 17: "support can read a summary"): per question, how many answered,
 * the counts of each rating or option, the average rating and the latest written answers.
 */
export async function surveySummary(db: Kysely<DB>, partnerCode: string, surveyId: string): Promise<SurveySummary> {
  const survey = await findSurvey(db, partnerCode, surveyId);
  const rows = await db
    .selectFrom('survey_responses')
    .select('answers')
    .where('partner_code', '=', partnerCode)
    .where('survey_id', '=', surveyId)
    .orderBy('created_at', 'desc')
    .execute();
  const answers = rows.map((row) => row.answers as SurveyAnswers);
  return {
    surveyId,
    responses: rows.length,
    questions: survey.questions.map((question) => summarizeQuestion(question, answers)),
  };
}
