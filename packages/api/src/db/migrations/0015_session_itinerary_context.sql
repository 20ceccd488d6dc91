-- The frame of the itinerary a session holds (issue 8, docs/decisions.md §100): date, party
-- size and, for a Spa Day, the package and its time band. The claims hold the choices; this
-- holds what they were chosen in, so that a hold and begin-booking rebuild the itinerary
-- from the server's record alone.
ALTER TABLE spa_sessions ADD COLUMN IF NOT EXISTS itinerary_context jsonb;
