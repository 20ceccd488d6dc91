-- Sessions, resource claims (holds, pending and confirmed bookings) and bookings.
--
-- Every use of a schedulable resource is one claim row. A hold or a pending
-- booking has an expiry; a confirmed booking has none. The database itself makes
-- a double booking impossible:
--   * a therapist or a room (the mud room is a room) is never claimed twice for
--     overlapping times: exclusion constraints;
--   * a restaurant table likewise;
--   * places in a capacity pool (a spa garden session, a package's arrival window)
--     never exceed its capacity: a trigger keeps `used` in step with the claims and
--     a CHECK refuses the overflow; the pool row's lock serialises claimers.
-- Expired claims are swept by the claiming transaction before it inserts.

CREATE TABLE spa_sessions (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('spa', 'stay', 'golf')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'ended', 'booked')),
  search jsonb,
  account_create_status jsonb,
  member_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_active_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE spa_bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id text NOT NULL UNIQUE REFERENCES spa_sessions (id),
  status text NOT NULL CHECK (status IN ('pending', 'confirmed')),
  confirmation_id text UNIQUE,
  member_id text,
  booking_date date NOT NULL,
  is_spa_day boolean NOT NULL,
  package_id text,
  lead_email text NOT NULL,
  request jsonb NOT NULL,
  line_items jsonb NOT NULL,
  total_pence integer NOT NULL CHECK (total_pence >= 0),
  -- How many resource claims the booking holds, to notice one that was released since.
  claim_count integer NOT NULL DEFAULT 0,
  payment_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  CHECK ((status = 'confirmed') = (confirmation_id IS NOT NULL))
);
CREATE INDEX spa_bookings_date ON spa_bookings (booking_date);
CREATE INDEX spa_bookings_member ON spa_bookings (member_id) WHERE member_id IS NOT NULL;

-- Written by the payment provider; read by process-booking (never the browser's word).
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id text NOT NULL REFERENCES spa_sessions (id),
  ipage_session_id text NOT NULL UNIQUE,
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined', 'error')),
  card_masked text,
  reference text,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX payments_session ON payments (session_id);

-- A therapist and/or a room for a span: treatments, add-on treatments, the mud room.
CREATE TABLE appointment_claims (
  id bigserial PRIMARY KEY,
  session_id text NOT NULL REFERENCES spa_sessions (id) ON DELETE CASCADE,
  booking_id uuid REFERENCES spa_bookings (id) ON DELETE CASCADE,
  hold_kind text NOT NULL,
  guest_indexes integer[] NOT NULL,
  item_type integer NOT NULL,
  activity_code text NOT NULL,
  staff_id text,
  room_id text,
  during tstzrange NOT NULL CHECK (NOT isempty(during)),
  expires_at timestamptz,
  CONSTRAINT appointment_claims_staff_free EXCLUDE USING gist (staff_id WITH =, during WITH &&)
    WHERE (staff_id IS NOT NULL),
  CONSTRAINT appointment_claims_room_free EXCLUDE USING gist (room_id WITH =, during WITH &&)
    WHERE (room_id IS NOT NULL)
);
CREATE INDEX appointment_claims_session ON appointment_claims (session_id);
CREATE INDEX appointment_claims_during ON appointment_claims USING gist (during);

-- A restaurant table for the dining duration.
CREATE TABLE table_claims (
  id bigserial PRIMARY KEY,
  session_id text NOT NULL REFERENCES spa_sessions (id) ON DELETE CASCADE,
  booking_id uuid REFERENCES spa_bookings (id) ON DELETE CASCADE,
  hold_kind text NOT NULL,
  restaurant_id text NOT NULL,
  facility_id text NOT NULL,
  party_size integer NOT NULL CHECK (party_size > 0),
  during tstzrange NOT NULL CHECK (NOT isempty(during)),
  expires_at timestamptz,
  CONSTRAINT table_claims_table_free EXCLUDE USING gist (restaurant_id WITH =, facility_id WITH =, during WITH &&)
);
CREATE INDEX table_claims_session ON table_claims (session_id);
CREATE INDEX table_claims_during ON table_claims USING gist (during);

-- Places in a session or window with a capacity, e.g. 'garden:GARDEN-3H:2026-12-01T10:00:00.000Z'.
CREATE TABLE capacity_pools (
  pool text PRIMARY KEY,
  capacity integer NOT NULL CHECK (capacity >= 0),
  used integer NOT NULL DEFAULT 0,
  CONSTRAINT capacity_pools_not_over CHECK (used >= 0 AND used <= capacity)
);

CREATE TABLE capacity_claims (
  id bigserial PRIMARY KEY,
  session_id text NOT NULL REFERENCES spa_sessions (id) ON DELETE CASCADE,
  booking_id uuid REFERENCES spa_bookings (id) ON DELETE CASCADE,
  hold_kind text NOT NULL,
  pool text NOT NULL REFERENCES capacity_pools (pool),
  resource_kind text NOT NULL CHECK (resource_kind IN ('garden', 'arrival')),
  resource_code text NOT NULL,
  guest_indexes integer[] NOT NULL,
  places integer NOT NULL CHECK (places > 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  expires_at timestamptz
);
CREATE INDEX capacity_claims_session ON capacity_claims (session_id);
CREATE INDEX capacity_claims_pool ON capacity_claims (pool);
CREATE INDEX capacity_claims_starts ON capacity_claims (starts_at);

-- Keeps capacity_pools.used equal to the places of its claims; the CHECK above
-- then refuses any claim that would overfill the pool (SQLSTATE 23514).
CREATE FUNCTION capacity_claims_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE capacity_pools SET used = used + NEW.places WHERE pool = NEW.pool;
    RETURN NEW;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE capacity_pools SET used = used - OLD.places WHERE pool = OLD.pool;
    RETURN OLD;
  ELSE
    IF NEW.pool <> OLD.pool OR NEW.places <> OLD.places THEN
      UPDATE capacity_pools SET used = used - OLD.places WHERE pool = OLD.pool;
      UPDATE capacity_pools SET used = used + NEW.places WHERE pool = NEW.pool;
    END IF;
    RETURN NEW;
  END IF;
END;
$$;

CREATE TRIGGER capacity_claims_count
  AFTER INSERT OR DELETE OR UPDATE OF pool, places ON capacity_claims
  FOR EACH ROW EXECUTE FUNCTION capacity_claims_count();

-- Therapists away on a date (holiday, sickness, training): the engine's absences.
CREATE TABLE therapist_absences (
  id bigserial PRIMARY KEY,
  staff_id text NOT NULL,
  during tstzrange NOT NULL CHECK (NOT isempty(during)),
  reason text NOT NULL CHECK (reason IN ('holiday', 'sickness', 'training', 'other'))
);
CREATE INDEX therapist_absences_during ON therapist_absences USING gist (during);

-- Instants as epoch milliseconds, so that availability reads numbers instead of parsing dates.
CREATE FUNCTION epoch_ms(t timestamptz) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (extract(epoch FROM t) * 1000)::float8 $$;
