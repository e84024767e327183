-- Issue 11: the clients trigger of migration 0006 bumped users.data_version once per row, so an import
-- of 5,000 leads in one statement bumped one user row 5,000 times in one transaction (the quadratic
-- walk migration 0010 removed for metrics and entries). It now fires once per statement, with 0010's
-- functions. Appointments bump it too: the pipeline's answer (its recent appointments) is cached by
-- data_version like the dashboard, so no change to a rep's appointments may leave it unbumped.
DROP TRIGGER clients_bump_data_version ON clients;
--> statement-breakpoint
DROP FUNCTION bump_user_data_version();
--> statement-breakpoint
CREATE TRIGGER clients_bump_data_version_insert AFTER INSERT ON clients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER clients_bump_data_version_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_changed_rows();
--> statement-breakpoint
CREATE TRIGGER clients_bump_data_version_delete AFTER DELETE ON clients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_old_rows();
--> statement-breakpoint
CREATE TRIGGER appointments_bump_data_version_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER appointments_bump_data_version_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_changed_rows();
--> statement-breakpoint
CREATE TRIGGER appointments_bump_data_version_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_old_rows();
