-- Refunds as records of their own (issue 15, docs/decisions.md 174-175): a cancellation (whole
-- booking or one guest's part) writes the refund it owes as 'pending' in its own transaction;
-- the provider is asked after the commit, and a refund it failed stays pending until the sweep
-- (or a manager's "retry now") gets it through. refund_key is the provider's idempotency key:
-- one refund per key, however often it is asked. lease_until is the sweep's lock: a process
-- that takes a pending refund holds it until then, so two processes never ask at once.
CREATE TABLE payment_refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payment_id uuid NOT NULL REFERENCES payments (id),
  refund_key text NOT NULL UNIQUE,
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'refunded')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  refunded_at timestamptz
);
CREATE INDEX payment_refunds_payment ON payment_refunds (payment_id);
CREATE INDEX payment_refunds_pending ON payment_refunds (created_at) WHERE status = 'pending';

-- Cancellations made before this table: what was refunded, and what is still owed.
INSERT INTO payment_refunds (payment_id, refund_key, amount_pence, reason, status, refunded_at)
SELECT p.id, 'cancel:' || b.id, b.refund_pence, 'Booking cancelled',
       CASE WHEN p.refunded_pence >= b.refund_pence THEN 'refunded' ELSE 'pending' END,
       CASE WHEN p.refunded_pence >= b.refund_pence THEN p.refunded_at END
FROM spa_bookings b
JOIN payments p ON p.session_id = b.session_id AND p.booked_at IS NOT NULL AND p.authorisation_id IS NOT NULL
WHERE b.cancelled_at IS NOT NULL AND b.refund_pence > 0;

-- The guests whose part was cancelled (name, when, refund), for the booking's detail.
ALTER TABLE spa_bookings ADD COLUMN cancelled_parts jsonb NOT NULL DEFAULT '[]';
