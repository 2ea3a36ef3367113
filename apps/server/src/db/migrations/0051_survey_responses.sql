-- Our survey service (issue 17, item 2; docs/surveys.md): answers to a survey of a partner's surveys content,
-- checked against its questions, with the tracking fields the panel sends. The survey's questions stay in the
-- content service; a response keeps its answers as given, by question id.
CREATE TABLE survey_responses (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_code  text NOT NULL REFERENCES partners (code),
  survey_id     text NOT NULL,
  -- The signed-in member who answered, when there was one (visitors may answer too).
  member_id     integer,
  answers       jsonb NOT NULL,
  utm_campaign  text,
  -- The path the survey was taken on.
  utm_source    text NOT NULL,
  public_id     text,
  created_at    timestamptz NOT NULL,
  FOREIGN KEY (member_id, partner_code) REFERENCES members (id, partner_code)
);
-- Support's summary reads one survey of one partner, newest first.
CREATE INDEX survey_responses_survey ON survey_responses (partner_code, survey_id, created_at DESC);
