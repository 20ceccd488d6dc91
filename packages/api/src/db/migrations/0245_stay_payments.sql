-- A card payment for a new stay ('Book Again', docs/decisions.md §155): not a spa session's.
-- A spa payment keeps its session (and the foreign key); a stay payment has none, and names
-- the reservation it paid for once the booking's transaction wrote both.
ALTER TABLE payments ALTER COLUMN session_id DROP NOT NULL;
ALTER TABLE payments
  ADD COLUMN purpose text NOT NULL DEFAULT 'spa'
    CHECK (purpose IN ('spa', 'stay-guarantee', 'stay-deposit')),
  ADD COLUMN stay_reservation_id uuid REFERENCES stay_reservations (id);
ALTER TABLE payments ADD CONSTRAINT payments_owner_check CHECK ((purpose = 'spa') = (session_id IS NOT NULL));
