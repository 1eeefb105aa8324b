-- Emails waiting to be delivered, the first answers of idempotent POSTs, spent captcha proofs and
-- generated server secrets. Delivery is at-least-once per row: a worker claims a row (SKIP LOCKED),
-- sends it, then marks it SENT; a claim left by a crashed worker is taken again after locked_until.
CREATE TABLE email_outbox (
  id              bigserial   PRIMARY KEY,
  kind            text        NOT NULL,
  recipient       text        NOT NULL,
  reply_to        text,
  subject         text        NOT NULL,
  text_body       text        NOT NULL,
  html_body       text        NOT NULL,
  -- [{ filename, content (base64), contentType }]
  attachments     jsonb       NOT NULL DEFAULT '[]',
  status          text        NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENDING', 'SENT', 'FAILED')),
  attempts        integer     NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  locked_until    timestamptz,
  sent_at         timestamptz,
  last_error      text,
  -- One email per (submission, role): a replayed submission cannot queue a second copy.
  dedupe_key      text        UNIQUE,
  inquiry_ref     text,
  created_at      timestamptz NOT NULL
);
CREATE INDEX email_outbox_due ON email_outbox (next_attempt_at) WHERE status IN ('PENDING', 'SENDING');
CREATE INDEX email_outbox_recipient ON email_outbox (lower(recipient), kind, created_at);

-- The first answer to a POST carrying an Idempotency-Key, with a hash of the body it answered.
CREATE TABLE idempotency_keys (
  scope        text        NOT NULL,
  key          text        NOT NULL,
  request_hash text        NOT NULL,
  status_code  integer     NOT NULL,
  body         jsonb       NOT NULL,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);

-- Captcha challenges already used, kept until the challenge would have expired anyway.
CREATE TABLE captcha_spent (
  signature  text        PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_spent_expiry ON captcha_spent (expires_at);

-- Secrets the server generates once when none is configured (shared by every API process on one database).
CREATE TABLE server_secrets (
  name       text        PRIMARY KEY,
  value      text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
