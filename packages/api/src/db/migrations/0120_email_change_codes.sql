-- Issue 11: an e-mail change is proven with a code sent to the new address, bound to the member who asked.
ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check;
ALTER TABLE one_time_codes
  ADD CONSTRAINT one_time_codes_purpose_check
  CHECK (purpose IN ('registration', 'migration', 'password_reset', 'email_change'));
ALTER TABLE one_time_codes ADD COLUMN member_id uuid REFERENCES members (id) ON DELETE CASCADE;
