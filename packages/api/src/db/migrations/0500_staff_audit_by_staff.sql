-- The audit screen filters by staff member (issue 22): who made the changes, newest first.
CREATE INDEX staff_audit_log_staff ON staff_audit_log (staff_id, id);
