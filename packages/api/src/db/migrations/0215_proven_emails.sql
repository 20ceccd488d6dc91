-- E-mail addresses whose owner has proven them with a one-time code (registration,
-- migration, password reset). Bookings made anonymously with such an address show
-- in that member's account; an address given without a code never unlocks them (issue 13).
CREATE TABLE proven_emails (
  email text PRIMARY KEY CHECK (email = lower(email)),
  proven_at timestamptz NOT NULL DEFAULT now()
);
