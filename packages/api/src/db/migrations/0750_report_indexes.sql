-- The spa manager's reports (issue 24, decision 0360): each report reads a year in one
-- statement; these indexes let it read only the rows of its range.

-- Takings: the ledger's payments and refunds by when they were recorded.
CREATE INDEX ledger_entries_money_moved ON ledger_entries (created_at) INCLUDE (kind, tender, amount_pence)
  WHERE kind IN ('payment', 'refund');

-- Bookings made and their lead time: confirmed bookings by when they were confirmed.
CREATE INDEX spa_bookings_confirmed_at ON spa_bookings (confirmed_at) INCLUDE (booking_date, guest_ids)
  WHERE status = 'confirmed';

-- Utilisation: confirmed appointments (no expiry, a booking) by their time.
CREATE INDEX appointment_claims_booked_during ON appointment_claims USING gist (during)
  WHERE expires_at IS NULL AND booking_id IS NOT NULL;

-- Revenue: confirmed bookings by the day of the visit, and each booking's charges and credits,
-- both read from the index alone.
CREATE INDEX spa_bookings_confirmed_visit ON spa_bookings (booking_date) INCLUDE (id, package_id)
  WHERE status = 'confirmed';
CREATE INDEX ledger_entries_spa_owed ON ledger_entries (booking_id) INCLUDE (kind, category, amount_pence)
  WHERE booking_kind = 'spa' AND kind IN ('charge', 'credit');
