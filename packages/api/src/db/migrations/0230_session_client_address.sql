-- The client address a booking session was begun from (the proxy-aware request address),
-- for the cap on bookings held at once from one address (docs/decisions.md §124).
ALTER TABLE spa_sessions ADD COLUMN client_address text;
CREATE INDEX spa_sessions_active_by_address ON spa_sessions (client_address) WHERE status = 'active';
