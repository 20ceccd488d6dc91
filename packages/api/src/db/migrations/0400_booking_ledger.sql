-- One ledger per booking, spa and stay (issue 21, decision 200): what a booking owes
-- (charges, credits) and how it was paid or refunded (payments, refunds by tender), one row
-- per money movement. A balance is the sum of a booking's entries, never stored.
-- entry_key is the movement's idempotency key: the same movement asked twice is written once.
CREATE TABLE ledger_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_kind text NOT NULL CHECK (booking_kind IN ('spa', 'stay')),
  booking_id uuid NOT NULL,
  entry_key text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('charge', 'credit', 'payment', 'refund')),
  category text CHECK (category IN ('booking', 'add-on', 'amendment', 'fee')),
  tender text CHECK (tender IN ('online-card', 'saved-card', 'desk-card', 'cash', 'room-charge', 'voucher')),
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  description text NOT NULL,
  reference text,
  staff_id uuid,
  -- clock_timestamp(): the entries of one transaction keep the order they were written in.
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK ((kind IN ('charge', 'credit')) = (category IS NOT NULL)),
  CHECK ((kind IN ('payment', 'refund')) = (tender IS NOT NULL))
);
CREATE INDEX ledger_entries_booking ON ledger_entries (booking_kind, booking_id, created_at);

-- Spa bookings confirmed before the ledger: the booking as paid, and each refund since as a
-- credit with its refund to the card (history kept balanced; the fee then was what stayed).
INSERT INTO ledger_entries (booking_kind, booking_id, entry_key, kind, category, amount_pence, description)
SELECT 'spa', b.id, 'spa:' || b.id || ':booking', 'charge', 'booking', p.amount_pence, 'Booking ' || b.confirmation_id
FROM spa_bookings b JOIN payments p ON p.id = b.payment_id
WHERE b.status = 'confirmed' AND p.amount_pence > 0;
INSERT INTO ledger_entries (booking_kind, booking_id, entry_key, kind, tender, amount_pence, description, reference)
SELECT 'spa', b.id, 'spa:' || b.id || ':paid:' || p.id, 'payment', 'online-card', p.amount_pence,
       'Card ' || coalesce(p.card_masked, ''), p.reference
FROM spa_bookings b JOIN payments p ON p.id = b.payment_id
WHERE b.status = 'confirmed' AND p.amount_pence > 0;
INSERT INTO ledger_entries (booking_kind, booking_id, entry_key, kind, category, amount_pence, description)
SELECT 'spa', b.id, 'credit:' || r.refund_key, 'credit', 'booking', r.amount_pence, r.reason
FROM payment_refunds r JOIN spa_bookings b ON b.payment_id = r.payment_id;
INSERT INTO ledger_entries (booking_kind, booking_id, entry_key, kind, tender, amount_pence, description)
SELECT 'spa', b.id, 'refund:' || r.refund_key, 'refund', 'online-card', r.amount_pence, r.reason
FROM payment_refunds r JOIN spa_bookings b ON b.payment_id = r.payment_id;

-- Each guest of a booking has an id of their own from confirmation on (the spa team's
-- part cancel names the guest by it: a position shifts once a guest before them goes).
ALTER TABLE spa_bookings ADD COLUMN guest_ids jsonb;
UPDATE spa_bookings SET guest_ids = (
  SELECT coalesce(jsonb_agg(gen_random_uuid()::text), '[]'::jsonb) FROM jsonb_array_elements(request -> 'clients'))
WHERE status = 'confirmed';

-- A stay booking's request key (decision 201): one stay per key, however often it is sent.
ALTER TABLE payments ADD COLUMN request_key text;
CREATE UNIQUE INDEX payments_live_request_key ON payments (request_key)
  WHERE request_key IS NOT NULL AND status NOT IN ('declined', 'error', 'voided', 'refunded');
