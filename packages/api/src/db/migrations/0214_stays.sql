-- Stays at the hotel (issue 13): the part of the property system the account area
-- needs. A reservation has rooms (legs); a room has add-on packages. Imported from
-- the property system's export (modules/stays/stay-import.ts) and changed by members
-- (cancel a room, add or remove a package).
CREATE TABLE stay_reservations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  confirmation_number text NOT NULL UNIQUE CHECK (confirmation_number ~ '^ST[0-9]{8}$'),
  -- The member who booked signed in, when known; otherwise the lead e-mail links it to a member.
  member_id uuid REFERENCES members (id) ON DELETE SET NULL,
  lead_email text NOT NULL CHECK (lead_email = lower(lead_email)),
  has_voucher boolean NOT NULL DEFAULT false,
  card_last_digits text NOT NULL CHECK (card_last_digits ~ '^[0-9]{4}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stay_reservations_member ON stay_reservations (member_id) WHERE member_id IS NOT NULL;
CREATE INDEX stay_reservations_lead_email ON stay_reservations (lead_email);

CREATE TABLE stay_rooms (
  -- The room's InternalIdentifier on the wire.
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reservation_id uuid NOT NULL REFERENCES stay_reservations (id) ON DELETE CASCADE,
  leg integer NOT NULL CHECK (leg BETWEEN 1 AND 20),
  room_code text NOT NULL,
  rate_code text NOT NULL,
  arrival_date date NOT NULL,
  departure_date date NOT NULL,
  adults integer NOT NULL CHECK (adults BETWEEN 1 AND 8),
  children integer NOT NULL DEFAULT 0 CHECK (children BETWEEN 0 AND 8),
  infants integer NOT NULL DEFAULT 0 CHECK (infants BETWEEN 0 AND 8),
  dogs integer NOT NULL DEFAULT 0 CHECK (dogs BETWEEN 0 AND 4),
  lead_guest text NOT NULL,
  accompanying_guests jsonb NOT NULL DEFAULT '[]',
  total_pence integer NOT NULL CHECK (total_pence >= 0),
  non_adult_total_pence integer NOT NULL DEFAULT 0 CHECK (non_adult_total_pence >= 0),
  dogs_total_pence integer NOT NULL DEFAULT 0 CHECK (dogs_total_pence >= 0),
  cancelled_at timestamptz,
  UNIQUE (reservation_id, leg),
  CHECK (arrival_date < departure_date)
);
CREATE INDEX stay_rooms_reservation ON stay_rooms (reservation_id);

CREATE TABLE stay_room_packages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  room_id uuid NOT NULL REFERENCES stay_rooms (id) ON DELETE CASCADE,
  code text NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 6),
  start_date date NOT NULL,
  end_date date NOT NULL,
  -- Priced by the server from the hotel file when added; what the guest pays.
  amount_pence integer NOT NULL CHECK (amount_pence >= 0),
  -- A dining package's table times: [{timeSlot, restaurant}].
  dining jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (room_id, code),
  CHECK (start_date <= end_date)
);
