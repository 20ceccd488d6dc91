-- Exclusion constraints over time ranges (therapists, rooms) need GiST on plain columns.
CREATE EXTENSION IF NOT EXISTS btree_gist;
