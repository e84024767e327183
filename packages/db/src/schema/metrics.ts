import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, money, ownerId, updatedAt } from "./columns";

export const kpiDefinitions = pgTable(
  "kpi_definitions",
  {
    id: id(),
    userId: ownerId(),
    industryContext: text("industry_context").notNull().default("solar"),
    name: text("name").notNull(),
    /**
     * The name as core's `metricNameKey` compares it (NFKC, case-folded, spaces collapsed, look-alike
     * letters mapped): two names with one key are one metric, for the server and this table alike.
     */
    nameKey: text("name_key").notNull(),
    description: text("description"),
    category: text("category").notNull().default("daily_metrics"),
    unit: text("unit").notNull().default("count"),
    targetValue: money("target_value"),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("kpi_definitions_user_idx").on(t.userId, t.isActive, t.sortOrder),
    // One active metric per name key and user, so "create when missing" cannot race into two, and no two
    // active metrics are one name to the server (core's metricNameKey).
    uniqueIndex("kpi_definitions_user_active_name_key_unique").on(t.userId, t.nameKey).where(sql`${t.isActive}`),
  ],
);

export const kpiEntries = pgTable(
  "kpi_entries",
  {
    id: id(),
    userId: ownerId(),
    kpiDefinitionId: integer("kpi_definition_id")
      .notNull()
      .references(() => kpiDefinitions.id, { onDelete: "cascade" }),
    value: money("value").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [
    index("kpi_entries_user_date_idx").on(t.userId, t.date),
    // One stored value per user, metric and day: saves upsert into it.
    uniqueIndex("kpi_entries_user_definition_date_unique").on(t.userId, t.kpiDefinitionId, t.date),
    // Deleting a definition (or a user, with theirs) finds its entries by this.
    index("kpi_entries_definition_idx").on(t.kpiDefinitionId),
  ],
);

export const goals = pgTable(
  "goals",
  {
    id: id(),
    userId: ownerId(),
    kpiDefinitionId: integer("kpi_definition_id")
      .notNull()
      .references(() => kpiDefinitions.id, { onDelete: "cascade" }),
    targetValue: money("target_value").notNull(),
    /** daily, weekly, monthly or quarterly (the UI calls it targetPeriod). */
    period: text("period").notNull(),
    description: text("description"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("goals_user_idx").on(t.userId)],
);

export const userPreferences = pgTable("user_preferences", {
  id: id(),
  userId: ownerId().unique(),
  metricOrder: jsonb("metric_order").$type<string[]>().notNull().default([]),
  /** JSON text: metric name to visible flag (spec: a text column). */
  metricVisibility: text("metric_visibility"),
  enabledMetrics: jsonb("enabled_metrics").$type<Record<string, boolean>>(),
  /** Dashboard analytics chosen at onboarding (spec section 2, onboarding step 2). */
  dashboardAnalytics: jsonb("dashboard_analytics").$type<string[]>().notNull().default([]),
  /** Settings, Notifications: the morning e-mail of follow-ups due (issue 11). */
  emailNotifications: boolean("email_notifications").notNull().default(false),
  /** Settings, "location tracking" (spec section 2, default on): whether the mileage tracker may ask for the position. */
  locationTracking: boolean("location_tracking").notNull().default(true),
  /** The rep's IANA zone as their browser last reported it, so a job knows when their morning is. */
  timeZone: text("time_zone"),
  /** Settings, "auto backup" (spec default on): a weekly e-mail with a link to a fresh Export All Data archive. */
  autoBackup: boolean("auto_backup").notNull().default(true),
  lastAutoBackupAt: timestamp("last_auto_backup_at", { withTimezone: true, mode: "date" }),
  /** Privacy & Security, "Auto logout" (spec default on): sign out after this many minutes without activity. */
  autoLogout: boolean("auto_logout").notNull().default(true),
  autoLogoutMinutes: integer("auto_logout_minutes").notNull().default(30),
  /** Privacy & Security: first-party records only, never sent to anyone (issue 25). Both default off. */
  analyticsTracking: boolean("analytics_tracking").notNull().default(false),
  usageStatistics: boolean("usage_statistics").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
