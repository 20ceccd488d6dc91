-- A message that carries a secret (a gift voucher's code and its PDF, a one-time code, a link's
-- token) is not kept once an SMTP server has taken it: its bodies and attachments are replaced by a
-- note (decision 0560). Decision 0405 keeps voucher codes only as keyed hashes; the outbox kept them
-- in clear in the message that delivered them.
ALTER TABLE mail_outbox ADD COLUMN carries_secret boolean NOT NULL DEFAULT false;
