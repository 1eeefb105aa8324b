-- Issue #17: people who sign in (agents and the operator's admins), the agencies agents belong to, one-time sign-in
-- links, and sessions: each session is one family of single-use refresh tokens.

CREATE TABLE agencies (
  id                         text        PRIMARY KEY,
  name                       text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- The largest share an agent of the agency may take off a trip, in hundredths of a percent (1500 = 15 %).
  max_discount_basis_points  integer     NOT NULL DEFAULT 0 CHECK (max_discount_basis_points BETWEEN 0 AND 10000),
  -- Reservations of its agents become confirmed bookings at once, invoiced to the agency ('on account').
  may_book_on_account        boolean     NOT NULL DEFAULT false,
  disabled_at                timestamptz,
  created_at                 timestamptz NOT NULL,
  updated_at                 timestamptz NOT NULL
);
CREATE UNIQUE INDEX agencies_name ON agencies (lower(name));

-- A role is a row of ROLE_PERMISSIONS (src/domain/auth.ts); a new role replaces users_role_known in a migration.
CREATE TABLE users (
  id            text        PRIMARY KEY,
  email         text        NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  name          text        NOT NULL DEFAULT '',
  role          text        NOT NULL CONSTRAINT users_role_known CHECK (role IN ('agent', 'admin')),
  agency_id     text        REFERENCES agencies,
  -- '$scrypt$ln=17,r=8,p=1$salt$hash' (src/server/auth/passwords.ts); NULL until the one-time link is used.
  password_hash text,
  disabled_at   timestamptz,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE UNIQUE INDEX users_email ON users (email);
CREATE INDEX users_agency ON users (agency_id);

-- One-time sign-in links: only a hash of the token is kept.
CREATE TABLE user_invites (
  token_hash text        PRIMARY KEY,
  user_id    text        NOT NULL REFERENCES users ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX user_invites_user ON user_invites (user_id);

-- A signed-in session. Signing out, a disabled user or a refresh token presented twice revokes it whole.
CREATE TABLE auth_sessions (
  id             text        PRIMARY KEY,
  user_id        text        NOT NULL REFERENCES users ON DELETE CASCADE,
  created_at     timestamptz NOT NULL,
  last_used_at   timestamptz NOT NULL,
  -- No refresh extends a session past this.
  expires_at     timestamptz NOT NULL,
  revoked_at     timestamptz,
  revoked_reason text CHECK (revoked_reason IN ('logout', 'reuse', 'disabled', 'password'))
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id) WHERE revoked_at IS NULL;

-- Refresh tokens, stored hashed, each used once: using one issues the next of its session.
CREATE TABLE refresh_tokens (
  token_hash text        PRIMARY KEY,
  session_id text        NOT NULL REFERENCES auth_sessions ON DELETE CASCADE,
  issued_at  timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);
