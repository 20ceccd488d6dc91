-- Spa add-ons on a stay (issue 13, docs/decisions.md §150): a spa treatment, mud room
-- or spa garden package of a room holds its therapists, rooms and places through the
-- same claims as a spa booking. The claims belong to a session of kind 'stay' made for
-- the package (one per package: one day); removing the package or cancelling the room
-- deletes the session, and the claims with it (ON DELETE CASCADE).
ALTER TABLE stay_room_packages
  ADD COLUMN spa_session_id text UNIQUE REFERENCES spa_sessions (id),
  -- What the guest sees of the package's appointments: [{ClientIndex, StartDateTime, DisplayName}].
  ADD COLUMN spa_items jsonb;

-- Counting rooms of a type per night (decision 152): live rooms overlapping a date range.
CREATE INDEX stay_rooms_type_dates ON stay_rooms (room_code, arrival_date, departure_date)
  WHERE cancelled_at IS NULL;
