-- The staff audit log is append-only in the database itself (decision 222): no UPDATE,
-- DELETE or TRUNCATE by anyone, the owner included, short of dropping this trigger (DDL,
-- which the database's own log records).
CREATE FUNCTION staff_audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER staff_audit_log_no_update_or_delete
  BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_refuse_change();

CREATE TRIGGER staff_audit_log_no_truncate
  BEFORE TRUNCATE ON staff_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_refuse_change();

-- spa_app: the rights the server needs, for the login role it runs as when migrations run
-- under the owner (MIGRATE_DATABASE_URL; docs/audit-log.md). Every table and sequence, but
-- the audit log only read and appended to. Roles belong to the whole server: made once, and
-- only where the migrator may make roles; granted here for this database's tables.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'spa_app')
     AND EXISTS (SELECT 1 FROM pg_roles WHERE rolname = current_user AND (rolsuper OR rolcreaterole)) THEN
    BEGIN
      CREATE ROLE spa_app NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL; -- another database's migration made it at the same moment
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'spa_app') THEN
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO spa_app', current_database());
    GRANT USAGE ON SCHEMA public TO spa_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO spa_app;
    GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO spa_app;
    REVOKE UPDATE, DELETE, TRUNCATE ON staff_audit_log FROM spa_app;
    -- Tables of later migrations, made by this same owner, are the server's too.
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO spa_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO spa_app;
  END IF;
END
$$;
