-- The waiting list (issue 27 part 3, decision 0285). A guest who met a full day leaves their
-- wish: the date, what their session held of the day but its treatments (party, package, arrival, dining, garden), each
-- guest's treatments and the window their treatments may start in. state: 'waiting' until
-- offered; 'offered' while a session holds a time for them; 'booked' when that session
-- books; 'lapsed' when the offer's hold ran out; 'left' when they left the list.
CREATE TABLE waiting_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  day date NOT NULL,
  held jsonb NOT NULL,
  guest_requirements jsonb NOT NULL,
  -- The booking in progress the guest's screens saved (names, package, treatments): the offer's
  -- session starts from it, so that the link opens the details step as the guest left it.
  search jsonb,
  window_from text NOT NULL,
  window_to text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  member_id text,
  client_address text,
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'offered', 'booked', 'lapsed', 'left')),
  offer_session_id text,
  offered_at timestamptz,
  offered_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE INDEX waiting_entries_day ON waiting_entries (day, created_at) WHERE state = 'waiting';
CREATE INDEX waiting_entries_offered ON waiting_entries (offered_at) WHERE state = 'offered';
CREATE INDEX waiting_entries_email ON waiting_entries (lower(email), created_at);
CREATE INDEX waiting_entries_address ON waiting_entries (client_address, created_at);
CREATE INDEX waiting_entries_member ON waiting_entries (member_id) WHERE member_id IS NOT NULL;

-- "A time freed on this day": written by the transaction that frees it (a cancellation, a
-- lapsed offer, …); matched and offered after the commit and by the sweep every minute.
-- lease_until is the sweep's lock (as payment_refunds'); done_at once every offer it
-- allowed was made.
CREATE TABLE waiting_frees (
  id bigserial PRIMARY KEY,
  day date NOT NULL,
  reason text NOT NULL,
  lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz
);
CREATE INDEX waiting_frees_open ON waiting_frees (created_at) WHERE done_at IS NULL;
