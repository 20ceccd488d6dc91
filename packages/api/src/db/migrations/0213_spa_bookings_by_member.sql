-- A member's spa bookings (issue 13): those made signed in (member_id, written at
-- process-booking; indexed since 0010) and those made anonymously with the
-- member's e-mail address as the lead booker's.
CREATE INDEX spa_bookings_lead_email ON spa_bookings (lower(lead_email)) WHERE status = 'confirmed';
