-- The spa team's side (issue 15, docs/decisions.md 170-172): staff accounts with a role,
-- their sign-ins, the audit log of every change a staff member makes, and the
-- arrival and cancellation of a booking.

-- Staff are not members: their own table, e-mail lower-cased, argon2id hashes.
CREATE TABLE staff_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  display_name text NOT NULL,
  role text NOT NULL CHECK (role IN ('reception', 'spa_manager')),
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz
);

-- One sign-in (a shift on one device): the staff access token names it, and every
-- staff call checks it is still open, so that signing out ends the token at once.
CREATE TABLE staff_sign_ins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  staff_id uuid NOT NULL REFERENCES staff_members (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX staff_sign_ins_staff ON staff_sign_ins (staff_id);

-- Who changed what, when, and the record before and after: written in the same
-- transaction as the change. staff_id is null for the start-up seed.
CREATE TABLE staff_audit_log (
  id bigserial PRIMARY KEY,
  staff_id uuid REFERENCES staff_members (id),
  at timestamptz NOT NULL DEFAULT now(),
  action text NOT NULL,
  subject text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX staff_audit_log_subject ON staff_audit_log (subject, at);

-- Reception's record of the day: the guests arrived (checked in) or did not come.
ALTER TABLE spa_bookings
  ADD COLUMN arrival_status text CHECK (arrival_status IN ('checked_in', 'no_show')),
  ADD COLUMN arrival_at timestamptz,
  ADD COLUMN cancelled_at timestamptz;
