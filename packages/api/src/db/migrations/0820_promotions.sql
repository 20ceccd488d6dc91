-- Promotion codes (issue 23 part 3, decision 0430). A promotion is a public word (SPRING20) set
-- by the manager: a percentage or a fixed amount off the lines of a booking it applies to, for
-- visits between two days, usable between two days, for first bookings only or anyone, with caps
-- per guest (by e-mail) and in total. Codes are stored normalised (capitals, no separators).
CREATE TABLE promotions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{3,12}$'),
  description text NOT NULL DEFAULT '',
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  percent integer CHECK (percent BETWEEN 1 AND 100),
  amount_pence integer CHECK (amount_pence > 0),
  -- Spa Days (PremierId) and treatments (Treatment Id) it applies to; both empty: every line.
  package_ids text[] NOT NULL DEFAULT '{}',
  treatment_ids text[] NOT NULL DEFAULT '{}',
  visit_from date,
  visit_to date,
  valid_from date,
  valid_until date,
  first_booking_only boolean NOT NULL DEFAULT false,
  per_guest_cap integer CHECK (per_guest_cap > 0),
  total_cap integer CHECK (total_cap > 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'ended')),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'percent') = (percent IS NOT NULL)),
  CHECK ((kind = 'fixed') = (amount_pence IS NOT NULL)),
  CHECK (visit_from IS NULL OR visit_to IS NULL OR visit_from <= visit_to),
  CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_from <= valid_until)
);

-- One use per confirmed booking, written in its confirming transaction with the promotion's row
-- locked (the caps are counted under that lock, so two bookings racing for the last use cannot
-- both succeed). A cancelled booking gives its use back: released_at is set, and it no longer counts.
CREATE TABLE promotion_uses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  promotion_id uuid NOT NULL REFERENCES promotions (id),
  booking_id uuid NOT NULL UNIQUE REFERENCES spa_bookings (id),
  -- The lead booker's e-mail, lower-cased: the cap per guest.
  email text NOT NULL,
  discount_pence integer NOT NULL CHECK (discount_pence > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz
);
CREATE INDEX promotion_uses_counted ON promotion_uses (promotion_id, email) WHERE released_at IS NULL;

-- A pending or confirmed spa booking keeps the promotion it uses, its code for the bill, and what
-- it takes off the total: the card (and a voucher) pay total - discount.
ALTER TABLE spa_bookings
  ADD COLUMN promotion_id uuid REFERENCES promotions (id),
  ADD COLUMN promotion_code text,
  ADD COLUMN discount_pence integer NOT NULL DEFAULT 0 CHECK (discount_pence >= 0),
  ADD CONSTRAINT spa_bookings_discount_within CHECK (discount_pence + voucher_pence <= total_pence);

-- The discount is a credit of the booking's ledger (what is no longer owed), never a tender.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_category_check;
ALTER TABLE ledger_entries
  ADD CONSTRAINT ledger_entries_category_check
  CHECK (category IN ('booking', 'add-on', 'amendment', 'fee', 'discount'));
