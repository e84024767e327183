-- Issue 23: the pipeline's Revenue Projections value a deal at the rep's own revenue per signed deal, and
-- the pipeline's answer is cached by users.data_version (migration 0015): a change to a rep's revenue
-- must move it too, once per statement, with migration 0010's functions.
CREATE TRIGGER revenue_entries_bump_data_version_insert AFTER INSERT ON revenue_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER revenue_entries_bump_data_version_update AFTER UPDATE ON revenue_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_changed_rows();
--> statement-breakpoint
CREATE TRIGGER revenue_entries_bump_data_version_delete AFTER DELETE ON revenue_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_old_rows();
