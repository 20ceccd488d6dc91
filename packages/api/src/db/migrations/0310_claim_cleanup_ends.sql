-- A treatment's clean-up may block only the room or only the therapist (decision 181): the
-- claim still spans the activity's whole Length (`during`), and the resource that is free
-- when the guest is done says so. NULL: taken until upper(during), as every claim before.
ALTER TABLE appointment_claims
  ADD COLUMN staff_until timestamptz,
  ADD COLUMN room_until timestamptz,
  ADD CONSTRAINT appointment_claims_until_within CHECK (
    (staff_until IS NULL OR (staff_until > lower(during) AND staff_until <= upper(during)))
    AND (room_until IS NULL OR (room_until > lower(during) AND room_until <= upper(during)))
  );

-- Each resource is exclusive for its own span. A couples room's places are rooms of their
-- own here ('TR-06', 'TR-06#2'; decision 180), so this one constraint keeps its capacity.
ALTER TABLE appointment_claims
  DROP CONSTRAINT appointment_claims_staff_free,
  DROP CONSTRAINT appointment_claims_room_free;
ALTER TABLE appointment_claims
  ADD CONSTRAINT appointment_claims_staff_free EXCLUDE USING gist (
    staff_id WITH =, tstzrange(lower(during), coalesce(staff_until, upper(during))) WITH &&
  ) WHERE (staff_id IS NOT NULL),
  ADD CONSTRAINT appointment_claims_room_free EXCLUDE USING gist (
    room_id WITH =, tstzrange(lower(during), coalesce(room_until, upper(during))) WITH &&
  ) WHERE (room_id IS NOT NULL);
