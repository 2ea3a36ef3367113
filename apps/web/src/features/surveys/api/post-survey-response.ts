import { apiPath } from '@forkpoint/shared/contracts/api-path';
import { SURVEY_PATHS } from '@forkpoint/shared/contracts/survey-paths';
import type { SurveyResponseRequest } from '@forkpoint/shared/contracts/surveys';
import { api } from '@/lib/api-client';

/** POST /api/Surveys/{id}/Responses: our survey service; a 400 carries a field per answer that does not fit. */
export function postSurveyResponse(surveyId: string, body: SurveyResponseRequest): Promise<{ id: number }> {
  return api.post(apiPath(SURVEY_PATHS.responses, { id: surveyId }), { body });
}
