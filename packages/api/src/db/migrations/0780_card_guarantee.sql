-- A card guarantee at the desk (issue 22 item 5, decision 0391): a link of purpose 'guarantee'
-- keeps the guest's card for the cancellation policy, charging nothing. A booking may have one
-- open payment link and one open guarantee link at once. The kept card's masked number is kept
-- beside its provider reference (the desk shows it; the payment that booked may have none).
ALTER TABLE payment_links
  ADD COLUMN purpose text NOT NULL DEFAULT 'payment' CHECK (purpose IN ('payment', 'guarantee'));
DROP INDEX payment_links_one_open;
CREATE UNIQUE INDEX payment_links_one_open ON payment_links (booking_id, purpose) WHERE state = 'open';
ALTER TABLE spa_bookings ADD COLUMN saved_card_masked text;
-- A guarantee charges nothing: its amount is 0; a payment link's stays above 0.
ALTER TABLE payment_links DROP CONSTRAINT payment_links_amount_pence_check;
ALTER TABLE payment_links ADD CONSTRAINT payment_links_amount_pence_check
  CHECK ((purpose = 'payment' AND amount_pence > 0) OR (purpose = 'guarantee' AND amount_pence = 0));
