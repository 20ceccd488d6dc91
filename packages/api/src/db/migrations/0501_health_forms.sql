-- The health questionnaire (issue 22): each guest's answers to a booking's form, and the
-- reminder e-mailed 48 hours before the visit (leased, so that one process sends it, once).
CREATE TABLE health_answers (
  booking_id uuid NOT NULL REFERENCES spa_bookings (id),
  guest_index smallint NOT NULL CHECK (guest_index BETWEEN 0 AND 3),
  answers jsonb NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (booking_id, guest_index)
);

CREATE TABLE health_reminders (
  booking_id uuid PRIMARY KEY REFERENCES spa_bookings (id),
  lease_until timestamptz NOT NULL,
  sent_at timestamptz
);
