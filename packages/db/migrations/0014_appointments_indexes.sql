DROP INDEX "appointments_user_scheduled_idx";--> statement-breakpoint
CREATE INDEX "appointments_client_idx" ON "appointments" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "appointments_user_scheduled_idx" ON "appointments" USING btree ("user_id","scheduled_at","id");