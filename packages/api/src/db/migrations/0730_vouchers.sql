-- Gift vouchers (issue 23, decision 0340). A voucher is money the resort owes until it is
-- spent or expires: value_pence is what it was sold (or given) for, balance_pence what is
-- left. A redemption is one conditional UPDATE of balance_pence (never below zero), so two
-- bookings spending one balance at once cannot both succeed. Every change of a voucher is a
-- row of voucher_movements, written in the transaction that makes it (idempotent by its key).
CREATE TABLE vouchers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Normalised (upper case, no separators): 15 random Crockford characters and a check character.
  code text NOT NULL UNIQUE CHECK (code ~ '^[0-9A-HJKMNP-TV-Z]{16}$'),
  kind text NOT NULL CHECK (kind IN ('money', 'experience')),
  value_pence integer NOT NULL CHECK (value_pence > 0),
  balance_pence integer NOT NULL CHECK (balance_pence >= 0 AND balance_pence <= value_pence),
  -- An experience voucher's Spa Day package (PremierId) and party size.
  package_id text,
  guests integer CHECK (guests BETWEEN 1 AND 20),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'void')),
  source text NOT NULL CHECK (source IN ('sold', 'complimentary')),
  -- Why a complimentary voucher was given, and by whom.
  reason text,
  issued_by uuid,
  -- The last day it may be used, in the resort's calendar.
  expires_on date NOT NULL,
  recipient_name text,
  recipient_email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'experience') = (package_id IS NOT NULL AND guests IS NOT NULL)),
  CHECK (source <> 'complimentary' OR (reason IS NOT NULL AND issued_by IS NOT NULL))
);
CREATE INDEX vouchers_expiry ON vouchers (expires_on) WHERE status = 'active' AND balance_pence > 0;

CREATE TABLE voucher_movements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  voucher_id uuid NOT NULL REFERENCES vouchers (id),
  movement_key text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('issue', 'redeem', 'refund', 'extend', 'void')),
  -- Value moved: issued, spent, returned or voided (0 for an extension).
  amount_pence integer NOT NULL CHECK (amount_pence >= 0),
  booking_kind text CHECK (booking_kind IN ('spa', 'stay')),
  booking_id uuid,
  staff_id uuid,
  note text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK ((booking_id IS NULL) = (booking_kind IS NULL))
);
CREATE INDEX voucher_movements_voucher ON voucher_movements (voucher_id, created_at);
CREATE INDEX voucher_movements_booking ON voucher_movements (booking_kind, booking_id) WHERE booking_id IS NOT NULL;

-- Codes tried that matched nothing (decision 0340): counted per address and in all over a
-- short window to throttle guessing. Rows older than the window are deleted as new ones come.
CREATE TABLE voucher_guesses (
  id bigserial PRIMARY KEY,
  client_address text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX voucher_guesses_address ON voucher_guesses (client_address, at);
CREATE INDEX voucher_guesses_at ON voucher_guesses (at);
