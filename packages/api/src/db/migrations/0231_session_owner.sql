-- Proof that a request comes from the browser that began a booking session: the SHA-256 of
-- a random token kept in that browser's cookie (docs/decisions.md §125).
ALTER TABLE spa_sessions ADD COLUMN owner_hash text;
