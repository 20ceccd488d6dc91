-- A change counter per UTC date of what is taken (decision 160): every insert, update or
-- delete of a claim or a therapist absence adds one to the counter of the UTC date the
-- claim starts on (both dates when an update moves it; a span longer than a day, and every
-- absence, count on the 'infinity' row). Availability caches what is taken on a resort day
-- and, before using it, reads the sum of the counters of the dates that day can see in one
-- cheap statement: a committed change always raises the sum (counters only grow).
CREATE TABLE claim_day_versions (
  day date PRIMARY KEY,
  version bigint NOT NULL
);

CREATE FUNCTION claim_bucket(starts timestamptz, ends timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN ends - starts > interval '1 day' THEN 'infinity'::date
                    ELSE (starts AT TIME ZONE 'UTC')::date END $$;

CREATE FUNCTION claim_day_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_day date;
  new_day date;
BEGIN
  -- One branch per table shape (PL/pgSQL resolves a record's fields when a statement first runs).
  IF TG_TABLE_NAME = 'therapist_absences' THEN
    old_day := 'infinity'::date;
  ELSIF TG_TABLE_NAME = 'capacity_claims' THEN
    IF TG_OP <> 'INSERT' THEN old_day := claim_bucket(OLD.starts_at, OLD.ends_at); END IF;
    IF TG_OP <> 'DELETE' THEN new_day := claim_bucket(NEW.starts_at, NEW.ends_at); END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN old_day := claim_bucket(lower(OLD.during), upper(OLD.during)); END IF;
    IF TG_OP <> 'DELETE' THEN new_day := claim_bucket(lower(NEW.during), upper(NEW.during)); END IF;
  END IF;
  -- In date order, so that two writers touching the same two dates queue, not deadlock.
  INSERT INTO claim_day_versions AS v (day, version)
    SELECT d, 1 FROM (SELECT DISTINCT d FROM unnest(ARRAY[old_day, new_day]) AS d WHERE d IS NOT NULL) AS days
    ORDER BY d
    ON CONFLICT (day) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER appointment_claims_touch AFTER INSERT OR UPDATE OR DELETE ON appointment_claims
  FOR EACH ROW EXECUTE FUNCTION claim_day_touch();
CREATE TRIGGER table_claims_touch AFTER INSERT OR UPDATE OR DELETE ON table_claims
  FOR EACH ROW EXECUTE FUNCTION claim_day_touch();
CREATE TRIGGER capacity_claims_touch AFTER INSERT OR UPDATE OR DELETE ON capacity_claims
  FOR EACH ROW EXECUTE FUNCTION claim_day_touch();
CREATE TRIGGER therapist_absences_touch AFTER INSERT OR UPDATE OR DELETE ON therapist_absences
  FOR EACH ROW EXECUTE FUNCTION claim_day_touch();
