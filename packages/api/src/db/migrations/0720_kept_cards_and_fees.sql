-- A card kept for the policy (issue 21.5, decision 0330): the guest's consent asked the
-- provider to keep the card for off-session charges; we keep only the provider's reference.
ALTER TABLE payments ADD COLUMN keep_card boolean NOT NULL DEFAULT false;
ALTER TABLE payments ADD COLUMN saved_card_id text;
ALTER TABLE spa_bookings ADD COLUMN saved_card_id text;

-- Late-cancel and no-show fees (issue 22.5, decision 0330): proposed by reception, approved
-- (charged to the kept card) by a spa manager. One live fee of a kind per booking.
CREATE TABLE booking_fees (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES spa_bookings (id),
  kind text NOT NULL CHECK (kind IN ('no-show', 'late-cancel')),
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  status text NOT NULL DEFAULT 'proposed' CHECK (status IN ('proposed', 'charging', 'charged', 'declined', 'withdrawn')),
  proposed_by uuid NOT NULL,
  approved_by uuid,
  reference text,
  decline_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE UNIQUE INDEX booking_fees_live ON booking_fees (booking_id, kind)
  WHERE status IN ('proposed', 'charging', 'charged');
