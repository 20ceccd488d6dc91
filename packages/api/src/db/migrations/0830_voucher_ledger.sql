-- Gift voucher sales in the money ledger (issue 23, decision 0435). A sold voucher is an account
-- of its own (booking_kind 'voucher', booking_id the voucher's id): its price owed (a charge of
-- category 'voucher') and the card that paid it (a payment, the provider's reference), written in
-- the transaction that issues it. A refund of an unspent sold voucher is a credit of its price and
-- the card's refund. Complimentary vouchers are no money: they have no ledger entries.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_booking_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_booking_kind_check
  CHECK (booking_kind IN ('spa', 'stay', 'voucher'));
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_category_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_category_check
  CHECK (category IN ('booking', 'add-on', 'amendment', 'fee', 'discount', 'voucher'));

-- A voucher order's card refund: owed once the manager refunded the voucher (voided in that
-- same transaction), refunded once the provider took it.
ALTER TABLE voucher_orders ADD COLUMN refund_state text CHECK (refund_state IN ('owed', 'refunded'));
ALTER TABLE voucher_orders ADD COLUMN refunded_at timestamptz;

-- Vouchers sold before the ledger knew them: their sale, on the day it was paid.
INSERT INTO ledger_entries (booking_kind, booking_id, entry_key, kind, category, amount_pence, description, created_at)
SELECT 'voucher', o.voucher_id, 'voucher:' || o.voucher_id || ':sale', 'charge', 'voucher', o.price_pence,
       'Gift voucher ending ' || coalesce(o.code_ending, '') || ' sold', coalesce(o.paid_at, o.created_at)
FROM voucher_orders o WHERE o.state = 'paid';
INSERT INTO ledger_entries (booking_kind, booking_id, entry_key, kind, tender, amount_pence, description, reference, created_at)
SELECT 'voucher', o.voucher_id, 'voucher:' || o.voucher_id || ':sale:paid', 'payment', 'online-card', o.price_pence,
       'Card ' || coalesce(o.card_masked, ''), o.reference, coalesce(o.paid_at, o.created_at) + interval '1 microsecond'
FROM voucher_orders o WHERE o.state = 'paid';
