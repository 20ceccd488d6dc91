-- Every e-mail is written to the outbox in the transaction of what it reports, and a worker
-- delivers it with retries (docs/decisions.md §122). 'sending' is a lease: a row whose
-- next_attempt_at has passed while 'sending' was left by a crashed worker and is taken again.
ALTER TABLE mail_outbox
  ADD COLUMN status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN last_error text;

-- Messages kept before the worker existed were already in the local mailbox: delivered.
UPDATE mail_outbox SET status = 'sent', sent_at = created_at;

CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status IN ('queued', 'sending');
