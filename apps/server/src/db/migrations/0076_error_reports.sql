-- Errors the browser and the server reported, where no error-reporting service is configured (issue 33 part 6;
-- docs/error-reporting.md). Scrubbed before they are stored: no card number, token or e-mail address.
CREATE TABLE error_reports (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at   timestamptz NOT NULL,
  source        text NOT NULL CHECK (source IN ('web', 'server')),
  -- The program whose page or call it happened on; no foreign key, so a report is never lost to one.
  partner_code  text NOT NULL,
  -- The SDK's id of the event, so a report sent twice is stored once.
  event_id      text,
  level         text NOT NULL,
  type          text NOT NULL,
  message       text NOT NULL,
  stack         text NOT NULL,
  request_id    text,
  url           text,
  release       text,
  UNIQUE (partner_code, event_id)
);
-- The console lists a program's newest; housekeeping prunes the oldest.
CREATE INDEX error_reports_partner_time ON error_reports (partner_code, received_at DESC);
CREATE INDEX error_reports_time ON error_reports (received_at);
