-- Card payments as authorise → capture → refund/void (docs/decisions.md §121).
-- A payment is 'authorising' while the card is authorised and captured, 'approved' once
-- captured with the booking still held, 'refunding'/'refunded' or 'voided' when the money
-- went (or never went) back. booked_at is set in the booking's own confirming transaction.
ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (
  status IN ('pending', 'authorising', 'approved', 'declined', 'error', 'voided', 'refunding', 'refunded')
);
ALTER TABLE payments
  ADD COLUMN authorisation_id text,
  ADD COLUMN booked_at timestamptz,
  ADD COLUMN refunded_at timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- The sweep's question: money taken (or being taken) with no booking to show for it.
CREATE INDEX payments_unbooked ON payments (updated_at)
  WHERE booked_at IS NULL AND status IN ('authorising', 'approved', 'refunding');

-- The sandbox provider's own ledger: what a real provider would hold on its side.
CREATE TABLE sandbox_card_ledger (
  authorisation_id text PRIMARY KEY,
  -- Our payment's id: the idempotency key of the authorisation.
  payment_key text NOT NULL UNIQUE,
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  card_masked text NOT NULL,
  state text NOT NULL CHECK (state IN ('authorised', 'captured', 'voided', 'refunded')),
  reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
