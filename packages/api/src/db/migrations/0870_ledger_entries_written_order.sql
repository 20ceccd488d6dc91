-- The order a booking's entries were written in, told apart when two share a timestamp: the
-- clock's resolution is coarser than two inserts of one transaction on some builds (PGlite's is
-- a millisecond), and a statement must never show a payment before the charge it pays.
ALTER TABLE ledger_entries ADD COLUMN written bigint GENERATED ALWAYS AS IDENTITY;
DROP INDEX ledger_entries_booking;
CREATE INDEX ledger_entries_booking ON ledger_entries (booking_kind, booking_id, created_at, written);
