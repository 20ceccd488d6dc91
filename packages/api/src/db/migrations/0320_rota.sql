-- The dated rota (decision 185): a therapist-date the spa team rostered replaces the
-- catalogue's weekly pattern for that date with its shifts (none: a day off). Shifts are
-- minutes on the clock of the date they start; an end past 1440 runs into the next day.
-- Breaks lie inside their shift on the same scale (checked by the service and the domain).
CREATE TABLE rota_days (
  staff_id text NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (staff_id, day)
);

CREATE TABLE rota_shifts (
  id bigserial PRIMARY KEY,
  staff_id text NOT NULL,
  day date NOT NULL,
  start_minute integer NOT NULL CHECK (start_minute >= 0 AND start_minute < 1440),
  end_minute integer NOT NULL,
  -- [{ "start": minute, "end": minute }], at most 4 (the wire's bound).
  breaks jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(breaks) = 'array' AND jsonb_array_length(breaks) <= 4),
  CHECK (end_minute > start_minute AND end_minute <= start_minute + 1440),
  FOREIGN KEY (staff_id, day) REFERENCES rota_days (staff_id, day) ON DELETE CASCADE
);
CREATE INDEX rota_shifts_day ON rota_shifts (day, staff_id);

-- Dates the spa's treatments are closed (local midnight to midnight).
CREATE TABLE spa_closures (
  day date PRIMARY KEY,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200)
);

-- A rota change is a change of what availability may offer: it raises the 'infinity'
-- counter of claim_day_versions (0260), which every cached day reads (decision 160), so
-- every process's cache reloads. Rota edits are rare; one counter keeps this simple.
CREATE FUNCTION rota_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO claim_day_versions AS v (day, version) VALUES ('infinity'::date, 1)
    ON CONFLICT (day) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER rota_days_touch AFTER INSERT OR UPDATE OR DELETE ON rota_days
  FOR EACH STATEMENT EXECUTE FUNCTION rota_touch();
CREATE TRIGGER rota_shifts_touch AFTER INSERT OR UPDATE OR DELETE ON rota_shifts
  FOR EACH STATEMENT EXECUTE FUNCTION rota_touch();
CREATE TRIGGER spa_closures_touch AFTER INSERT OR UPDATE OR DELETE ON spa_closures
  FOR EACH STATEMENT EXECUTE FUNCTION rota_touch();
