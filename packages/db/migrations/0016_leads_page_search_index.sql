DROP INDEX "clients_user_created_idx";--> statement-breakpoint
CREATE INDEX "clients_user_created_idx" ON "clients" USING btree ("user_id","created_at","id","search_text","phone_digits");