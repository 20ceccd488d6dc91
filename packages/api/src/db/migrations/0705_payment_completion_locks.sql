-- One completion of a booking's payment at a time, across every server process (decision 315):
-- a lease row per booking, taken with an insert or a takeover of an expired lease, and deleted when
-- the completion ends. A process that dies holding one frees it when `lease_until` passes.
CREATE TABLE payment_completion_locks (
  lock_key text PRIMARY KEY,
  holder text NOT NULL,
  lease_until timestamptz NOT NULL
);
