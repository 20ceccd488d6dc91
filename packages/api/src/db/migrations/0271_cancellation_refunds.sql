-- Cancellation with the policy's refund (issue 15, docs/decisions.md 173): what the booking
-- is owed back, what each payment has returned, and the sandbox provider's partial refunds.
ALTER TABLE spa_bookings ADD COLUMN refund_pence integer CHECK (refund_pence >= 0);
ALTER TABLE payments
  ADD COLUMN refunded_pence integer NOT NULL DEFAULT 0 CHECK (refunded_pence >= 0 AND refunded_pence <= amount_pence);

-- One row per refund the sandbox made, keyed by our idempotency key (a retry refunds once).
CREATE TABLE sandbox_card_refunds (
  refund_key text PRIMARY KEY,
  authorisation_id text NOT NULL REFERENCES sandbox_card_ledger (authorisation_id),
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
