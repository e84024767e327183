-- Issue 9: a statement that changes many of a user's metrics or entries (Clean Duplicates merging
-- 20,000 metrics) bumped users.data_version once per row, and every bump of one row in one transaction
-- walks the row's growing chain of versions: quadratic, 87 s for 20,000 metrics. The triggers on
-- kpi_entries and kpi_definitions now fire once per statement and bump each user the statement touched
-- once, reading the statement's changed rows from its transition tables. Same meaning as migration 0006:
-- any change to a user's metrics or entries bumps that user's data_version in the same transaction.
DROP TRIGGER kpi_entries_bump_data_version ON kpi_entries;
--> statement-breakpoint
DROP TRIGGER kpi_definitions_bump_data_version ON kpi_definitions;
--> statement-breakpoint
CREATE FUNCTION bump_data_version_of_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET data_version = data_version + 1 WHERE id IN (SELECT user_id FROM new_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION bump_data_version_of_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET data_version = data_version + 1 WHERE id IN (SELECT user_id FROM old_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION bump_data_version_of_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET data_version = data_version + 1
  WHERE id IN (SELECT user_id FROM old_rows UNION SELECT user_id FROM new_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER kpi_entries_bump_data_version_insert AFTER INSERT ON kpi_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER kpi_entries_bump_data_version_update AFTER UPDATE ON kpi_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_changed_rows();
--> statement-breakpoint
CREATE TRIGGER kpi_entries_bump_data_version_delete AFTER DELETE ON kpi_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_old_rows();
--> statement-breakpoint
CREATE TRIGGER kpi_definitions_bump_data_version_insert AFTER INSERT ON kpi_definitions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER kpi_definitions_bump_data_version_update AFTER UPDATE ON kpi_definitions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_changed_rows();
--> statement-breakpoint
CREATE TRIGGER kpi_definitions_bump_data_version_delete AFTER DELETE ON kpi_definitions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_old_rows();
