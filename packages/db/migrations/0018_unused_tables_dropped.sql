-- Issue 21, decision 049: tables nothing reads and no open issue will use. The reference-data copies of
-- core's industry tables (the app reads core), per-user copies of pipeline stages and lead statuses that
-- nothing read back, and the spec's daily_logs, profit_records and email_accounts (secrets in plain text).
DROP TABLE "email_accounts" CASCADE;--> statement-breakpoint
DROP TABLE "profit_records" CASCADE;--> statement-breakpoint
DROP TABLE "user_lead_statuses" CASCADE;--> statement-breakpoint
DROP TABLE "user_pipeline_stages" CASCADE;--> statement-breakpoint
DROP TABLE "daily_logs" CASCADE;--> statement-breakpoint
DROP TABLE "industry_templates" CASCADE;--> statement-breakpoint
DROP TABLE "lead_status_templates" CASCADE;--> statement-breakpoint
DROP TABLE "pipeline_stage_templates" CASCADE;--> statement-breakpoint
DROP TABLE "template_kpi_definitions" CASCADE;