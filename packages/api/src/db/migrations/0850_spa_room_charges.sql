-- A spa booking charged to a guest's room (issue 22, decision 0445): the spa booking is paid by
-- the room-charge tender, and the stay's bill gets the same amount as a charge of category 'spa'
-- (what the stay's own changes settle leaves it alone).
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_category_check;
ALTER TABLE ledger_entries
  ADD CONSTRAINT ledger_entries_category_check
  CHECK (category IN ('booking', 'add-on', 'amendment', 'fee', 'discount', 'voucher', 'spa'));
