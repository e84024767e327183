-- Reference data: industry templates, their KPIs, pipeline stages and lead statuses.
INSERT INTO "industry_templates" ("id", "name", "description") VALUES ('solar', 'Solar', 'Door-to-door solar sales: knocks, tags, appointments, closes and installs.');
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('solar', 'hoursWorked', 'Hours Worked', 'daily_metrics', 'hours', 0);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('solar', 'doorsKnocked', 'Doors Knocked', 'daily_metrics', 'count', 1);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('solar', 'tagsPut', 'Tags Put', 'daily_metrics', 'count', 2);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('solar', 'knockingApptSets', 'Knocking Appt Sets', 'daily_metrics', 'count', 3);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('solar', 'taggingApptsSet', 'Tagging Appts Set', 'daily_metrics', 'count', 4);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('solar', 'apptsRan', 'Appts Ran', 'daily_metrics', 'count', 5);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('solar', 'dealsClosed', 'Deals Closed', 'daily_metrics', 'count', 6);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('solar', 'installs', 'Installs', 'daily_metrics', 'count', 7);
--> statement-breakpoint
INSERT INTO "industry_templates" ("id", "name", "description") VALUES ('alarm', 'Alarm', 'Home security and alarm sales: doors, appointments and installs.');
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('alarm', 'hoursWorked', 'Hours Worked', 'daily_metrics', 'hours', 0);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('alarm', 'doorsKnocked', 'Doors Knocked', 'daily_metrics', 'count', 1);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('alarm', 'apptsRan', 'Appts Ran', 'daily_metrics', 'count', 2);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('alarm', 'dealsClosed', 'Deals Closed', 'daily_metrics', 'count', 3);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('alarm', 'servicedAccounts', 'Services Started', 'daily_metrics', 'count', 4);
--> statement-breakpoint
INSERT INTO "industry_templates" ("id", "name", "description") VALUES ('pest_control', 'Pest Control', 'Pest control routes: doors knocked, deals closed and accounts serviced.');
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('pest_control', 'hoursWorked', 'Hours Worked', 'daily_metrics', 'hours', 0);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('pest_control', 'doorsKnocked', 'Doors Knocked', 'daily_metrics', 'count', 1);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('pest_control', 'apptsRan', 'Appts Ran', 'daily_metrics', 'count', 2);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('pest_control', 'dealsClosed', 'Deals Closed', 'daily_metrics', 'count', 3);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('pest_control', 'servicedAccounts', 'Services Started', 'daily_metrics', 'count', 4);
--> statement-breakpoint
INSERT INTO "industry_templates" ("id", "name", "description") VALUES ('home_improvement', 'Home Improvement', 'Roofing, windows, HVAC and remodelling: leads, appointments and jobs sold.');
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('home_improvement', 'hoursWorked', 'Hours Worked', 'daily_metrics', 'hours', 0);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('home_improvement', 'doorsKnocked', 'Doors Knocked', 'daily_metrics', 'count', 1);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('home_improvement', 'apptsRan', 'Appts Ran', 'daily_metrics', 'count', 2);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('home_improvement', 'dealsClosed', 'Deals Closed', 'daily_metrics', 'count', 3);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('home_improvement', 'servicedAccounts', 'Services Started', 'daily_metrics', 'count', 4);
--> statement-breakpoint
INSERT INTO "industry_templates" ("id", "name", "description") VALUES ('coaching', 'Coaching', 'Coaches and consultants: outreach, sessions held and clients signed.');
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('coaching', 'hoursWorked', 'Hours Worked', 'daily_metrics', 'hours', 0);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('coaching', 'doorsKnocked', 'Doors Knocked', 'daily_metrics', 'count', 1);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('coaching', 'apptsRan', 'Appts Ran', 'daily_metrics', 'count', 2);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('coaching', 'dealsClosed', 'Deals Closed', 'daily_metrics', 'count', 3);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('coaching', 'servicedAccounts', 'Services Started', 'daily_metrics', 'count', 4);
--> statement-breakpoint
INSERT INTO "industry_templates" ("id", "name", "description") VALUES ('solopreneur', 'Solopreneur', 'Any one-person business: hours, outreach, meetings and deals.');
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('solopreneur', 'hoursWorked', 'Hours Worked', 'daily_metrics', 'hours', 0);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('solopreneur', 'doorsKnocked', 'Doors Knocked', 'daily_metrics', 'count', 1);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('solopreneur', 'apptsRan', 'Appts Ran', 'daily_metrics', 'count', 2);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('solopreneur', 'dealsClosed', 'Deals Closed', 'daily_metrics', 'count', 3);
--> statement-breakpoint
INSERT INTO "template_kpi_definitions" ("industry_template_id", "kpi_key", "name", "category", "unit", "sort_order") VALUES ('solopreneur', 'servicedAccounts', 'Services Started', 'daily_metrics', 'count', 4);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('solar', 'Leads', 1, '#6B7280', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('solar', 'Appointments Set', 2, '#4A6FA5', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('solar', 'Appointments Sat', 3, '#7C3AED', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('solar', 'Deals Closed', 4, '#16A34A', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('solar', 'Installed', 5, '#0D9488', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('alarm', 'Leads', 1, '#6B7280', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('alarm', 'Appointments Set', 2, '#4A6FA5', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('alarm', 'Appointments Sat', 3, '#7C3AED', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('alarm', 'Deals Closed', 4, '#16A34A', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('alarm', 'Installed', 5, '#0D9488', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('pest_control', 'Leads', 1, '#6B7280', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('pest_control', 'Appointments Set', 2, '#4A6FA5', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('pest_control', 'Appointments Sat', 3, '#7C3AED', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('pest_control', 'Deals Closed', 4, '#16A34A', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('pest_control', 'Accounts Serviced', 5, '#0D9488', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('home_improvement', 'Leads', 1, '#6B7280', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('home_improvement', 'Appointments Set', 2, '#4A6FA5', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('home_improvement', 'Appointments Sat', 3, '#7C3AED', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('home_improvement', 'Deals Closed', 4, '#16A34A', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('home_improvement', 'Installed', 5, '#0D9488', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('coaching', 'Leads', 1, '#6B7280', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('coaching', 'Appointments Set', 2, '#4A6FA5', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('coaching', 'Appointments Sat', 3, '#7C3AED', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('coaching', 'Deals Closed', 4, '#16A34A', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('coaching', 'Accounts Serviced', 5, '#0D9488', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('solopreneur', 'Leads', 1, '#6B7280', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('solopreneur', 'Appointments Set', 2, '#4A6FA5', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('solopreneur', 'Appointments Sat', 3, '#7C3AED', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('solopreneur', 'Deals Closed', 4, '#16A34A', true);
--> statement-breakpoint
INSERT INTO "pipeline_stage_templates" ("industry", "stage_name", "stage_order", "color", "is_default") VALUES ('solopreneur', 'Accounts Serviced', 5, '#0D9488', true);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('solar', 'lead', 1, '#6B7280', true);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('solar', 'appointment_scheduled', 2, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('solar', 'appointment_held', 3, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('solar', 'customer', 4, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('solar', 'installed', 5, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('solar', 'unqualified', 6, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('solar', 'not_interested', 7, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('solar', 'cancelled', 8, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('alarm', 'lead', 1, '#6B7280', true);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('alarm', 'appointment_scheduled', 2, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('alarm', 'appointment_held', 3, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('alarm', 'customer', 4, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('alarm', 'installed', 5, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('alarm', 'unqualified', 6, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('alarm', 'not_interested', 7, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('alarm', 'cancelled', 8, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('pest_control', 'lead', 1, '#6B7280', true);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('pest_control', 'appointment_scheduled', 2, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('pest_control', 'appointment_held', 3, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('pest_control', 'customer', 4, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('pest_control', 'installed', 5, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('pest_control', 'unqualified', 6, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('pest_control', 'not_interested', 7, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('pest_control', 'cancelled', 8, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('home_improvement', 'lead', 1, '#6B7280', true);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('home_improvement', 'appointment_scheduled', 2, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('home_improvement', 'appointment_held', 3, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('home_improvement', 'customer', 4, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('home_improvement', 'installed', 5, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('home_improvement', 'unqualified', 6, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('home_improvement', 'not_interested', 7, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('home_improvement', 'cancelled', 8, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('coaching', 'lead', 1, '#6B7280', true);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('coaching', 'appointment_scheduled', 2, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('coaching', 'appointment_held', 3, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('coaching', 'customer', 4, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('coaching', 'installed', 5, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('coaching', 'unqualified', 6, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('coaching', 'not_interested', 7, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('coaching', 'cancelled', 8, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('solopreneur', 'lead', 1, '#6B7280', true);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('solopreneur', 'appointment_scheduled', 2, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('solopreneur', 'appointment_held', 3, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('solopreneur', 'customer', 4, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('solopreneur', 'installed', 5, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('solopreneur', 'unqualified', 6, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('solopreneur', 'not_interested', 7, '#6B7280', false);
--> statement-breakpoint
INSERT INTO "lead_status_templates" ("industry", "status_name", "status_order", "color", "is_default") VALUES ('solopreneur', 'cancelled', 8, '#6B7280', false);
