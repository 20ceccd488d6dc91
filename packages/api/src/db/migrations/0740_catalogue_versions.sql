-- The catalogue in the database (issue 24, decision 0350): one whole validated document per
-- version, in force from its date until a later date's. Rows are never changed: an edit writes a
-- new row, and on one date the highest id is in force, so max(id) is the catalogue's version
-- number, which each process compares per request. The catalogue file seeds an empty table.
CREATE TABLE catalogue_versions (
  id bigserial PRIMARY KEY,
  effective_from date NOT NULL,
  document jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The staff member who wrote it; null for the seed from the file.
  created_by uuid
);
CREATE INDEX catalogue_versions_in_force ON catalogue_versions (effective_from, id);
