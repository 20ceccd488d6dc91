-- Staff booking from the diary (issue 22 item 1, decision 0320). A booking session begun by a
-- spa team member at the desk: its holds and answers use the desk's clock (Spa Days today), and
-- only staff may confirm it, with a desk tender or none.
ALTER TABLE spa_sessions ADD COLUMN staff_id uuid;

-- A payment link e-mailed to the guest for a booking's balance: the guest pays it once on the
-- provider's hosted page. The token's SHA-256 only is kept; the link lapses at expires_at, when it
-- is paid, or when another link replaces it. provider_session_id: the provider's session, once made.
CREATE TABLE payment_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES spa_bookings (id),
  token_hash text NOT NULL UNIQUE,
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'paid', 'replaced')),
  provider_session_id text UNIQUE,
  card_masked text,
  reference text,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  paid_at timestamptz
);
CREATE INDEX payment_links_booking ON payment_links (booking_id, created_at);
-- One open link per booking: a new one replaces it in the same transaction.
CREATE UNIQUE INDEX payment_links_one_open ON payment_links (booking_id) WHERE state = 'open';
