import { boolean, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, DEFAULT_COLOR, DEFAULT_STATUS_COLOR, id, money, ownerId, percent, updatedAt } from "./columns";

export const clientFolders = pgTable(
  "client_folders",
  {
    id: id(),
    userId: ownerId(),
    name: text("name").notNull(),
    color: text("color").notNull().default(DEFAULT_COLOR),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("client_folders_user_idx").on(t.userId)],
);

const flag = (name: string) => boolean(name).notNull().default(false);

export const clients = pgTable(
  "clients",
  {
    id: id(),
    userId: ownerId(),
    folderId: integer("folder_id").references(() => clientFolders.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    leadSource: text("lead_source"),
    status: text("status").notNull().default("lead"),
    notes: text("notes"),
    industryContext: text("industry_context").notNull().default("solar"),
    knockAppointment: flag("knock_appointment"),
    tagAppointment: flag("tag_appointment"),
    appointmentSat: flag("appointment_sat"),
    signed: flag("signed"),
    installed: flag("installed"),
    unqualified: flag("unqualified"),
    notInterested: flag("not_interested"),
    signedButCanceled: flag("signed_but_canceled"),
    cancelledAppointment: flag("cancelled_appointment"),
    taggingAppointmentSet: flag("tagging_appointment_set"),
    taggingAppointmentClosed: flag("tagging_appointment_closed"),
    taggingSignedDeal: flag("tagging_signed_deal"),
    tagInstalls: flag("tag_installs"),
    appointmentSetDate: date("appointment_set_date", { mode: "string" }),
    appointmentSetForDate: timestamp("appointment_set_for_date", { withTimezone: true, mode: "date" }),
    nextFollowUpDate: date("next_follow_up_date", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("clients_user_idx").on(t.userId, t.createdAt)],
);

export const appointments = pgTable(
  "appointments",
  {
    id: id(),
    userId: ownerId(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    title: text("title"),
    type: text("type"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true, mode: "date" }).notNull(),
    status: text("status").notNull().default("scheduled"),
    outcome: text("outcome"),
    commissionAmount: money("commission_amount"),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [index("appointments_user_scheduled_idx").on(t.userId, t.scheduledAt)],
);

export const profitRecords = pgTable(
  "profit_records",
  {
    id: id(),
    userId: ownerId(),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    appointmentId: integer("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
    signedDate: date("signed_date", { mode: "string" }),
    installDate: date("install_date", { mode: "string" }),
    commissionAmount: money("commission_amount").notNull(),
    commissionPercent: percent("commission_percent"),
    status: text("status").notNull().default("pending"),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [index("profit_records_user_idx").on(t.userId)],
);

export const userPipelineStages = pgTable(
  "user_pipeline_stages",
  {
    id: id(),
    userId: ownerId(),
    industryContext: text("industry_context").notNull(),
    stageName: text("stage_name").notNull(),
    stageOrder: integer("stage_order").notNull(),
    color: text("color").notNull().default(DEFAULT_COLOR),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [index("user_pipeline_stages_user_idx").on(t.userId, t.industryContext)],
);

export const userLeadStatuses = pgTable(
  "user_lead_statuses",
  {
    id: id(),
    userId: ownerId(),
    industryContext: text("industry_context").notNull(),
    statusName: text("status_name").notNull(),
    statusOrder: integer("status_order").notNull(),
    color: text("color").notNull().default(DEFAULT_STATUS_COLOR),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [index("user_lead_statuses_user_idx").on(t.userId, t.industryContext)],
);

export const emailAccounts = pgTable(
  "email_accounts",
  {
    id: id(),
    userId: ownerId(),
    provider: text("provider").notNull(),
    email: text("email").notNull(),
    displayName: text("display_name").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    smtpHost: text("smtp_host"),
    smtpPort: integer("smtp_port"),
    smtpUsername: text("smtp_username"),
    smtpPassword: text("smtp_password"),
    isDefault: boolean("is_default").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("email_accounts_user_idx").on(t.userId)],
);
