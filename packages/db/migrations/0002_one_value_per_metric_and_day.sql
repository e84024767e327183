DROP INDEX "kpi_entries_user_definition_date_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "kpi_definitions_user_active_name_unique" ON "kpi_definitions" USING btree ("user_id",lower("name")) WHERE "kpi_definitions"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "kpi_entries_user_definition_date_unique" ON "kpi_entries" USING btree ("user_id","kpi_definition_id","date");