-- Staff notes on a guest (issue 22 item 2, decision 0380): one guest across bookings is known by
-- their normalised e-mail (lower-cased) or phone (digits, no 44/0 prefix). Append-only: a note
-- is corrected by a later note, never edited or deleted; each is audited when added.
CREATE TABLE guest_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  phone text,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
  staff_id uuid NOT NULL,
  booking_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX guest_notes_email ON guest_notes (email, created_at);
CREATE INDEX guest_notes_phone ON guest_notes (phone, created_at) WHERE phone IS NOT NULL;
