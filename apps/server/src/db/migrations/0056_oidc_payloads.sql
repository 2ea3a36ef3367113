-- Stateless instances (issue 19, docs/decisions/0021): the local OpenID Connect identity provider's state
-- (interactions, sessions, grants, authorization codes, tokens) in the database instead of oidc-provider's
-- in-process memory adapter, so a sign-in started on one instance finishes on another. One row per stored
-- model instance, as oidc-provider's adapter interface sees it.
CREATE TABLE oidc_payloads (
  model        text NOT NULL,
  id           text NOT NULL,
  payload      jsonb NOT NULL,
  -- The indexes oidc-provider looks payloads up by besides their id.
  grant_id     text,
  uid          text,
  user_code    text,
  expires_at   timestamptz,
  consumed_at  timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_grant ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_uid ON oidc_payloads (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_user_code ON oidc_payloads (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_payloads_expires ON oidc_payloads (expires_at) WHERE expires_at IS NOT NULL;
