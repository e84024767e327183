-- Any change to a user's metrics, entries or clients bumps users.data_version, whichever
-- code path made it, so cached dashboards can never outlive the data they were built from.
CREATE FUNCTION bump_user_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE users SET data_version = data_version + 1 WHERE id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    UPDATE users SET data_version = data_version + 1 WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER kpi_entries_bump_data_version AFTER INSERT OR UPDATE OR DELETE ON kpi_entries
  FOR EACH ROW EXECUTE FUNCTION bump_user_data_version();
--> statement-breakpoint
CREATE TRIGGER kpi_definitions_bump_data_version AFTER INSERT OR UPDATE OR DELETE ON kpi_definitions
  FOR EACH ROW EXECUTE FUNCTION bump_user_data_version();
--> statement-breakpoint
CREATE TRIGGER clients_bump_data_version AFTER INSERT OR UPDATE OR DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION bump_user_data_version();
