DROP INDEX "kpi_definitions_user_active_name_unique";--> statement-breakpoint
ALTER TABLE "kpi_definitions" ALTER COLUMN "name_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "kpi_definitions_user_active_name_key_unique" ON "kpi_definitions" USING btree ("user_id","name_key") WHERE "kpi_definitions"."is_active";