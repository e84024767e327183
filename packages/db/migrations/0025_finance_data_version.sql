-- Issue 23: the finance summary's answer is kept by users.data_version (as the dashboard's and the
-- pipeline's): a change to a rep's expenses, trips or categories (a name or colour is in the breakdown)
-- must move it, once per statement, with migration 0010's functions. Revenue does already (0023).
CREATE TRIGGER expenses_bump_data_version_insert AFTER INSERT ON expenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER expenses_bump_data_version_update AFTER UPDATE ON expenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_changed_rows();
--> statement-breakpoint
CREATE TRIGGER expenses_bump_data_version_delete AFTER DELETE ON expenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_old_rows();
--> statement-breakpoint
CREATE TRIGGER mileage_entries_bump_data_version_insert AFTER INSERT ON mileage_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER mileage_entries_bump_data_version_update AFTER UPDATE ON mileage_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_changed_rows();
--> statement-breakpoint
CREATE TRIGGER mileage_entries_bump_data_version_delete AFTER DELETE ON mileage_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_old_rows();
--> statement-breakpoint
CREATE TRIGGER expense_categories_bump_data_version_insert AFTER INSERT ON expense_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER expense_categories_bump_data_version_update AFTER UPDATE ON expense_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_changed_rows();
--> statement-breakpoint
CREATE TRIGGER expense_categories_bump_data_version_delete AFTER DELETE ON expense_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_old_rows();
