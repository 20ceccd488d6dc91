-- The guest record across the party (issue 22, decision 0395): every guest of a booking named
-- with an e-mail or a phone is a guest of their own. A booking's guest keys ('e:' and the e-mail
-- lower-cased, 'p:' and the phone's digits without 44 and the trunk 0, as modules/guests/guest-key.ts) are one
-- immutable expression, indexed, so that a guest's bookings are one index lookup, not a scan of
-- every booking's JSON.
CREATE FUNCTION spa_booking_guest_keys(request jsonb, lead_email text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT k) FILTER (WHERE k IS NOT NULL), '{}')
  FROM (
    SELECT 'e:' || lower(trim(lead_email)) AS k
    UNION ALL
    SELECT 'e:' || lower(trim(c ->> 'emailAddress')) FROM jsonb_array_elements(request -> 'clients') c
    UNION ALL
    SELECT CASE WHEN length(p) >= 6 THEN 'p:' || p END
    FROM (
      SELECT regexp_replace(regexp_replace(coalesce(c ->> 'telephoneNumber', ''), '\D', '', 'g'), '^(00)?(44)?0?', '') AS p
      FROM jsonb_array_elements(request -> 'clients') c
    ) phones
  ) keys
$$;
CREATE INDEX spa_bookings_guest_keys ON spa_bookings USING gin (spa_booking_guest_keys(request, lead_email))
  WHERE status = 'confirmed';

-- A party guest may be known by their phone alone: a note keeps whichever of the two they gave.
ALTER TABLE guest_notes ALTER COLUMN email DROP NOT NULL;
ALTER TABLE guest_notes ADD CONSTRAINT guest_notes_known CHECK (email IS NOT NULL OR phone IS NOT NULL);
