import { SURVEY_PATHS, type SurveyResponseRequest } from '@forkpoint/shared/contracts/surveys';
import { api } from '@/lib/api-client';

/** POST /api/Surveys/{id}/Responses: our survey service; a 400 carries a field per answer that does not fit. */
export function postSurveyResponse(surveyId: string, body: SurveyResponseRequest): Promise<{ id: number }> {
  return api.post(SURVEY_PATHS.responses(surveyId), { body });
}
