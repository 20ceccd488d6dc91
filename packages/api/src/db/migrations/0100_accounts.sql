-- Accounts, sign-in and e-mail (issue 5). E-mail addresses are stored lower-cased.

-- Secrets generated once when the environment gives none (development), shared by every process.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  title text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  telephone text,
  birthdate date,
  -- argon2id PHC string; null until the member sets a password (registration without one).
  password_hash text,
  registered_in_opera boolean NOT NULL DEFAULT false,
  address_line1 text,
  address_line2 text,
  address_city text,
  address_country text,
  address_postcode text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Rotating refresh tokens: one family per sign-in; a used token presented again revokes the family.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_id uuid NOT NULL,
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  scope text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_member ON refresh_tokens (member_id);

-- One-time codes (registration, migration, password reset): hashed, single use, 10 minutes, 5 tries.
CREATE TABLE one_time_codes (
  id uuid PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('registration', 'migration', 'password_reset')),
  email text NOT NULL,
  code_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  -- Set when the right code is given; the validation id then proves it for the next step.
  verified_at timestamptz,
  validation_hash text,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_email ON one_time_codes (email, purpose, created_at);

-- Login throttle per account ('account:<email>') and per client address ('address:<ip>').
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_failure_at timestamptz NOT NULL
);

-- Mailing-list subscriptions per e-mail (any e-mail, member or not), and the contact's data fields.
CREATE TABLE mailing_list_subscriptions (
  email text NOT NULL CHECK (email = lower(email)),
  address_book_id bigint NOT NULL,
  subscribed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, address_book_id)
);
CREATE TABLE marketing_contacts (
  email text PRIMARY KEY CHECK (email = lower(email)),
  data_fields jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Mail kept in the database when no SMTP server is configured (read at /mailbox).
CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_to ON mail_outbox (to_address);
