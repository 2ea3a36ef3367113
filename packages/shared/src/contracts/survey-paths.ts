/**
 * Our survey service's calls (issue 17, item 2; docs/surveys.md), each the server's route pattern; a client fills a
 * `:name` with apiPath (api-path.ts). No zod here (contracts/surveys.ts holds the schemas).
 */
export const SURVEY_PATHS = {
  /** POST: a member's or visitor's answers to one of the partner's surveys (CSRF-checked, rate-limited). */
  responses: '/api/Surveys/:id/Responses',
} as const;
