-- A gift voucher in the online booking flow (issue 23, decision 0341): the code the guest gave
-- at begin-booking (normalised) and what it pays of the total, the rest by card. The voucher is
-- spent in the confirming transaction; until then nothing is taken from it.
ALTER TABLE spa_bookings
  ADD COLUMN voucher_code text,
  ADD COLUMN voucher_pence integer NOT NULL DEFAULT 0 CHECK (voucher_pence >= 0 AND voucher_pence <= total_pence);
