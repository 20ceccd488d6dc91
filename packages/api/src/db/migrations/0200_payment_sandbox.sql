-- The built-in card payment sandbox. The engine's migration creates `payments` with these
-- columns (docs/api-plan.md); IF NOT EXISTS keeps this file correct whichever lands first.
CREATE TABLE IF NOT EXISTS payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id text NOT NULL,
  ipage_session_id text NOT NULL UNIQUE,
  amount_pence integer NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  card_masked text,
  reference text,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);

CREATE INDEX IF NOT EXISTS payments_sandbox_session_idx ON payments (session_id, created_at);
