-- What a waiting guest waits for (decision 0370): 'treatments' (their treatments' times, as
-- before), 'arrival' (an arrival on a Spa Day date that had none: guest_requirements is
-- empty) or 'add-on' (one guest's add-on treatment, add_on {guestIndex, code}, on the day
-- composed again with their treatments). The window is that of what is waited for.
ALTER TABLE waiting_entries
  ADD COLUMN wants text NOT NULL DEFAULT 'treatments' CHECK (wants IN ('treatments', 'arrival', 'add-on')),
  ADD COLUMN add_on jsonb,
  ADD CONSTRAINT waiting_entries_add_on CHECK ((wants = 'add-on') = (add_on IS NOT NULL));
