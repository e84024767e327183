-- Issue 24: the goals list is kept by users.data_version (as the dashboard's and the finance summary's):
-- a goal made, changed or deleted must move it, once per statement, with migration 0010's functions.
-- The figures a goal reads (entries, leads, definitions) move it already.
CREATE TRIGGER goals_bump_data_version_insert AFTER INSERT ON goals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER goals_bump_data_version_update AFTER UPDATE ON goals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_changed_rows();
--> statement-breakpoint
CREATE TRIGGER goals_bump_data_version_delete AFTER DELETE ON goals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_old_rows();
