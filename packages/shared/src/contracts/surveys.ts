import { z } from 'zod';

/**
 * Our survey service (issue 17, item 2; docs/surveys.md): a member's or visitor's answers to a survey of the
 * partner's surveys content, with the tracking fields of spec part 1 §4 (utm_medium is always "web",
 * utm_source the path the survey was taken on). Its path is survey-paths.ts.
 */

/** A rating is 1–5; a choice is one of the question's options; text is up to the question's max_length. */
export const surveyAnswerSchema = z.union([z.number().int(), z.string().max(2000)]);

export const surveyTrackingSchema = z.strictObject({
  utm_campaign: z.string().max(128).nullable(),
  utm_medium: z.literal('web'),
  utm_source: z.string().min(1).max(512),
  public_id: z.string().max(64).nullable(),
  partner_code: z.string().min(1).max(32),
});
export type SurveyTracking = z.infer<typeof surveyTrackingSchema>;

/** POST /api/Surveys/{id}/Responses */
export const surveyResponseRequestSchema = z.strictObject({
  answers: z
    .record(z.string().max(40), surveyAnswerSchema)
    .refine((answers) => Object.keys(answers).length <= 20, 'A survey has at most 20 questions.'),
  tracking: surveyTrackingSchema,
});
export type SurveyResponseRequest = z.infer<typeof surveyResponseRequestSchema>;

export const surveyResponseAcceptedSchema = z.object({ id: z.number().int() });

/** What support reads of a survey: per question, the answers counted (ratings with their average). */
export const surveySummarySchema = z.object({
  surveyId: z.string(),
  responses: z.number().int(),
  questions: z.array(
    z.object({
      id: z.string(),
      type: z.enum(['rating', 'choice', 'text']),
      label: z.string(),
      answered: z.number().int(),
      /** rating: "1".."5" → count; choice: option → count; text: empty (see latestText). */
      counts: z.record(z.string(), z.number().int()),
      average: z.number().nullable(),
      latestText: z.array(z.string()),
    }),
  ),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;
