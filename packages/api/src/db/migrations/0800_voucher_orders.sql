-- The online voucher shop (issue 23 item 1, decision 0400). An order is what a buyer asked for,
-- priced by the server, until the payment provider's capture: then, in that same transaction,
-- the voucher is issued (voucher_id), the buyer's receipt written and the recipient's e-mail
-- with the PDF scheduled for deliver_on. Only the SHA-256 of the order's token (the buyer's
-- way back to an interrupted payment) is kept. provider_session_id: the provider's session.
CREATE TABLE voucher_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('money', 'experience')),
  price_pence integer NOT NULL CHECK (price_pence > 0),
  package_id text,
  guests integer CHECK (guests BETWEEN 1 AND 20),
  buyer_name text NOT NULL,
  buyer_email text NOT NULL,
  recipient_name text NOT NULL,
  -- Null: the voucher goes to the buyer, to hand over.
  recipient_email text,
  message text NOT NULL DEFAULT '',
  deliver_on date NOT NULL,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'paid')),
  provider_session_id text UNIQUE,
  card_masked text,
  reference text,
  voucher_id uuid UNIQUE REFERENCES vouchers (id),
  -- The issued voucher's code, last four characters only (the code itself is in its e-mail).
  code_ending text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  CHECK ((kind = 'experience') = (package_id IS NOT NULL AND guests IS NOT NULL)),
  CHECK ((state = 'paid') = (voucher_id IS NOT NULL))
);
