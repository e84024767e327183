import { boolean, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, DEFAULT_COLOR, DEFAULT_STATUS_COLOR } from "./columns";

/** Reference data, seeded by migration from packages/core's industry tables. */
export const industryTemplates = pgTable("industry_templates", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

export const templateKpiDefinitions = pgTable("template_kpi_definitions", {
  id: serial("id").primaryKey(),
  industryTemplateId: text("industry_template_id")
    .notNull()
    .references(() => industryTemplates.id, { onDelete: "cascade" }),
  /** The catalogue key (packages/core KPI_CATALOGUE) behind the name. */
  kpiKey: text("kpi_key").notNull(),
  name: text("name").notNull(),
  category: text("category").notNull(),
  unit: text("unit").notNull().default("count"),
  isActive: boolean("is_active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const pipelineStageTemplates = pgTable("pipeline_stage_templates", {
  id: serial("id").primaryKey(),
  industry: text("industry")
    .notNull()
    .references(() => industryTemplates.id, { onDelete: "cascade" }),
  stageName: text("stage_name").notNull(),
  stageOrder: integer("stage_order").notNull(),
  color: text("color").notNull().default(DEFAULT_COLOR),
  isDefault: boolean("is_default").notNull().default(false),
});

export const leadStatusTemplates = pgTable("lead_status_templates", {
  id: serial("id").primaryKey(),
  industry: text("industry")
    .notNull()
    .references(() => industryTemplates.id, { onDelete: "cascade" }),
  statusName: text("status_name").notNull(),
  statusOrder: integer("status_order").notNull(),
  color: text("color").notNull().default(DEFAULT_STATUS_COLOR),
  isDefault: boolean("is_default").notNull().default(false),
});
