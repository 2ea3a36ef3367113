import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json = ColumnType<unknown, string, string>;

/** migrations/0051_survey_responses.sql: answers to our own surveys. */
export interface SurveyResponsesTable {
  id: Generated<number>;
  partner_code: string;
  survey_id: string;
  member_id: number | null;
  answers: Json;
  utm_campaign: string | null;
  utm_source: string;
  public_id: string | null;
  created_at: Timestamp;
}

export interface SurveyTables {
  survey_responses: SurveyResponsesTable;
}
