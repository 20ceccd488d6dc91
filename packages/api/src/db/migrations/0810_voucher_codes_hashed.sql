-- Gift voucher codes no longer kept in clear (issue 23, decision 0405). A voucher is found by a
-- keyed hash of its normalised code (HMAC-SHA256, the key from VOUCHER_CODE_KEY or app_secrets);
-- its last four characters are kept for display. SQL cannot compute the HMAC, so the server
-- re-keys the remaining clear codes at start-up (hash written, code emptied) in one statement per
-- row; `code` stays nullable only for that, and a row has its code or its hash, never neither.
ALTER TABLE vouchers
  ADD COLUMN code_hash text UNIQUE CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  ADD COLUMN code_ending text;
UPDATE vouchers SET code_ending = right(code, 4);
ALTER TABLE vouchers
  ALTER COLUMN code DROP NOT NULL,
  ALTER COLUMN code_ending SET NOT NULL,
  ADD CONSTRAINT vouchers_code_ending CHECK (code_ending ~ '^[0-9A-HJKMNP-TV-Z]{4}$'),
  ADD CONSTRAINT vouchers_code_or_hash CHECK (code IS NOT NULL OR code_hash IS NOT NULL);

-- A pending or confirmed spa booking keeps the voucher it uses by id (and the code's last four for
-- its bill), not its code (decision 0341's voucher_code).
ALTER TABLE spa_bookings
  ADD COLUMN voucher_id uuid REFERENCES vouchers (id),
  ADD COLUMN voucher_code_ending text;
UPDATE spa_bookings b SET voucher_id = v.id, voucher_code_ending = v.code_ending
  FROM vouchers v WHERE v.code = b.voucher_code;
ALTER TABLE spa_bookings DROP COLUMN voucher_code;
