import { z } from "zod";
import { isValidTimeZone, todayIn } from "../kpi/periods";
import { DATE_WINDOW, TEXT_LIMITS } from "../limits/quotas";
import { idParamsSchema, isInMomentWindow, isoDateSchema, momentWindow } from "../schemas/metrics";
import { pageLimitSchema } from "../schemas/paging";
import { optionalTextField } from "../text/text-field";
import { type InlineClientValues, inlineClientSchema } from "./inline-client";
import { appointmentCursorSchema } from "./paging";

/**
 * What the appointments API takes and answers (issue 11, decision 027). POST takes three payloads
 * (spec section 7 and the issue 11 contract):
 * - quick modal:   {clientId, title, scheduledAt (ISO), status, notes}
 * - pipeline:      {clientId, date (YYYY-MM-DD), time (HH:MM), type, notes, status}
 * - inline client: {client: {name, phone, email, address, status}, date, time, type, notes, status}
 * A date and time are read in the rep's zone: `timeZone` when sent, else the browser's zone cookie.
 * The three are checked as one object whose fields are all optional, then the rules pick the
 * variant, so every bad field is answered under its own name (a Zod union answers only "invalid").
 */

/**
 * Spec section 4: scheduled (the default) and completed, set when "appointment took place" is ticked.
 * Issue 21 adds no_show and cancelled. "completed" stays the API's word for an appointment that sat
 * (the spec's word; shown as "Sat"), so stored rows and older clients keep working (decision 041).
 */
export const APPOINTMENT_STATUSES = ["scheduled", "completed", "no_show", "cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: "Scheduled",
  completed: "Sat",
  no_show: "No-show",
  cancelled: "Cancelled",
};

export const APPOINTMENT_MESSAGES = {
  status: "Status must be scheduled, completed, no_show or cancelled",
  newStatus: "Status must be scheduled or completed",
  clientId: "clientId must be a whole number above 0",
  clientRequired: "Choose a client for the appointment",
  clientTwice: "Send clientId or a new client, not both",
  listBound: "from and to must be ISO 8601 date-times with an offset",
  listWindow: "to must be after from",
  whenTwice: "Send scheduledAt, or date and time, not both",
  dateRequired: "Date is required",
  timeRequired: "Time is required",
  time: "Time must look like 14:30",
  timeRange: "Time must be between 00:00 and 23:59",
  scheduledAt: "Scheduled time must look like 2026-01-31T09:30:00Z",
  timeZone: "Unknown time zone",
  nothingToChange: "Send at least one field to change",
  notYetTakenPlace: "An appointment can be marked as taken place from its day on, not before",
  notYetNoShow: "An appointment can be marked as a no-show from its day on, not before",
} as const;

/**
 * Whether an appointment can be marked as having taken place (completed) now: from its day on, in
 * the rep's zone. A day rather than the minute, so one that ran early today can be ticked; a future
 * one cannot, as it would count a sit that has not happened (found trying the pipeline as a rep).
 */
export function canHaveTakenPlace(scheduledAt: Date, timeZone: string, now: Date = new Date()): boolean {
  return todayIn(timeZone, scheduledAt) <= todayIn(timeZone, now);
}

const status = z.enum(APPOINTMENT_STATUSES, { error: APPOINTMENT_MESSAGES.status });
/** A new appointment is booked (scheduled) or logged after it sat (completed); no-show and cancel come later. */
export const NEW_APPOINTMENT_STATUSES = ["scheduled", "completed"] as const;
export type NewAppointmentStatus = (typeof NEW_APPOINTMENT_STATUSES)[number];
const newStatus = z.enum(NEW_APPOINTMENT_STATUSES, { error: APPOINTMENT_MESSAGES.newStatus });

/**
 * The lead flags an appointment's status moves (decision 041). Undo sends the ones the change altered,
 * as they were; sent at all (even empty), the status rules are not applied to the lead.
 */
export const restoreLeadSchema = z.strictObject({
  appointmentSat: z.boolean().optional(),
  cancelledAppointment: z.boolean().optional(),
});

/** A client's id: any whole number above 0 (one past the id column's range names no client: 404). */
export const appointmentClientIdSchema = z
  .number({ error: APPOINTMENT_MESSAGES.clientId })
  .refine((v) => Number.isSafeInteger(v) && v > 0, APPOINTMENT_MESSAGES.clientId);

/** A time of day on the 24-hour clock, HH:MM, as an HTML time input gives it. */
export const timeOfDaySchema = z
  .string({ error: APPOINTMENT_MESSAGES.time })
  .max(5, { error: APPOINTMENT_MESSAGES.time, abort: true })
  .superRefine((v, ctx) => {
    if (!/^\d{2}:\d{2}$/.test(v)) ctx.addIssue({ code: "custom", message: APPOINTMENT_MESSAGES.time });
    else if (Number(v.slice(0, 2)) > 23 || Number(v.slice(3, 5)) > 59)
      ctx.addIssue({ code: "custom", message: APPOINTMENT_MESSAGES.timeRange });
  });

export const scheduledAtOutsideWindow = (latestDate: string) =>
  `Scheduled time must be between ${DATE_WINDOW.earliest} and ${latestDate}`;

/** A moment, ISO 8601 with a zone (`Z` or `+02:00`), in momentWindow; parsed to a Date. */
export const scheduledAtSchema = z
  .string({ error: APPOINTMENT_MESSAGES.scheduledAt })
  .max(40, APPOINTMENT_MESSAGES.scheduledAt)
  .pipe(z.iso.datetime({ offset: true, error: APPOINTMENT_MESSAGES.scheduledAt }))
  .transform((v, ctx) => {
    const at = Date.parse(v);
    const window = momentWindow();
    if (!isInMomentWindow(at, window)) {
      ctx.addIssue({ code: "custom", message: scheduledAtOutsideWindow(window.latestDate) });
      return z.NEVER;
    }
    return new Date(at);
  });

export const appointmentTimeZoneSchema = z
  .string({ error: APPOINTMENT_MESSAGES.timeZone })
  .max(TEXT_LIMITS.timeZone, APPOINTMENT_MESSAGES.timeZone)
  .refine(isValidTimeZone, APPOINTMENT_MESSAGES.timeZone);

const title = optionalTextField("Title", TEXT_LIMITS.appointmentTitle);
const type = optionalTextField("Type", TEXT_LIMITS.appointmentType);
const notes = optionalTextField("Notes", TEXT_LIMITS.notes, true);
const outcome = optionalTextField("Outcome", TEXT_LIMITS.description, true);

/** The quick Log Lead/Appointment modal's appointment. */
export const quickAppointmentSchema = z.strictObject({
  clientId: appointmentClientIdSchema,
  title,
  scheduledAt: scheduledAtSchema,
  status: newStatus.optional(),
  notes,
});
export type QuickAppointmentInput = z.input<typeof quickAppointmentSchema>;

/** The pipeline's Log Appointment dialog for a lead that exists. */
export const pipelineAppointmentSchema = z.strictObject({
  clientId: appointmentClientIdSchema,
  date: isoDateSchema,
  time: timeOfDaySchema,
  type,
  notes,
  status: newStatus.optional(),
  timeZone: appointmentTimeZoneSchema.optional(),
});
export type PipelineAppointmentInput = z.input<typeof pipelineAppointmentSchema>;

/** The pipeline's Log Appointment dialog with a new lead: client and appointment saved together. */
export const inlineClientAppointmentSchema = z.strictObject({
  client: inlineClientSchema,
  date: isoDateSchema,
  time: timeOfDaySchema,
  type,
  notes,
  status: newStatus.optional(),
  timeZone: appointmentTimeZoneSchema.optional(),
});
export type InlineClientAppointmentInput = z.input<typeof inlineClientAppointmentSchema>;

/** When the appointment is: an instant as sent, or a wall-clock date and time to read in a zone. */
export type AppointmentWhen = { scheduledAt: Date } | { date: string; time: string; timeZone?: string };
export type AppointmentClientRef = { clientId: number } | { client: InlineClientValues };

export interface CreateAppointmentValues {
  client: AppointmentClientRef;
  when: AppointmentWhen;
  title: string | null;
  type: string | null;
  notes: string | null;
  status: NewAppointmentStatus;
}

/**
 * POST /api/appointments: any of the three payloads. A client (clientId or a new client, exactly one)
 * and a time (scheduledAt, or date and time, exactly one) are required; title, type, notes and status
 * are optional on every variant.
 */
export const createAppointmentSchema = z
  .strictObject({
    clientId: appointmentClientIdSchema.optional(),
    client: inlineClientSchema.optional(),
    title,
    type,
    scheduledAt: scheduledAtSchema.optional(),
    date: isoDateSchema.optional(),
    time: timeOfDaySchema.optional(),
    timeZone: appointmentTimeZoneSchema.optional(),
    status: newStatus.optional(),
    notes,
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", message, path: [path] });
    if (b.clientId !== undefined && b.client !== undefined) issue("client", APPOINTMENT_MESSAGES.clientTwice);
    if (b.clientId === undefined && b.client === undefined) issue("clientId", APPOINTMENT_MESSAGES.clientRequired);
    if (b.scheduledAt !== undefined) {
      if (b.date !== undefined || b.time !== undefined) issue("scheduledAt", APPOINTMENT_MESSAGES.whenTwice);
      return;
    }
    if (b.date === undefined) issue("date", APPOINTMENT_MESSAGES.dateRequired);
    if (b.time === undefined) issue("time", APPOINTMENT_MESSAGES.timeRequired);
  })
  .transform((b): CreateAppointmentValues => {
    // The rules above hold here: exactly one client reference and one time.
    const client: AppointmentClientRef = b.client ? { client: b.client } : { clientId: b.clientId ?? 0 };
    const when: AppointmentWhen = b.scheduledAt
      ? { scheduledAt: b.scheduledAt }
      : { date: b.date ?? "", time: b.time ?? "", ...(b.timeZone ? { timeZone: b.timeZone } : {}) };
    return {
      client,
      when,
      title: b.title ?? null,
      type: b.type ?? null,
      notes: b.notes ?? null,
      status: b.status ?? "scheduled",
    };
  });
export type CreateAppointmentInput = QuickAppointmentInput | PipelineAppointmentInput | InlineClientAppointmentInput;

/**
 * PATCH /api/appointments/{id}: any subset. A status moves the lead's flags (`appointmentFlagChanges`,
 * decision 041): completed (sat) flags appointmentSat; cancelled flags cancelledAppointment when no
 * other appointment of the lead is scheduled or sat. `restoreLead` is Undo's: the flags as the answer's
 * `previous.lead` gave them, set as sent instead of the rules (the rep's own lead, nothing else).
 */
export const updateAppointmentSchema = z
  .strictObject({
    status: status.optional(),
    title,
    type,
    scheduledAt: scheduledAtSchema.optional(),
    outcome,
    notes,
    restoreLead: restoreLeadSchema.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: APPOINTMENT_MESSAGES.nothingToChange });
export type UpdateAppointmentInput = z.input<typeof updateAppointmentSchema>;
export type UpdateAppointmentValues = z.output<typeof updateAppointmentSchema>;

/** An appointment as every read answers it (newest scheduledAt first in lists). */
export const appointmentSchema = z.object({
  id: z.number(),
  clientId: z.number(),
  /** The lead's first and last name, joined by a space (the last name may be ""). */
  clientName: z.string(),
  title: z.string().nullable(),
  type: z.string().nullable(),
  /** ISO 8601, UTC. */
  scheduledAt: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  outcome: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** The lead flags a change moved, as they were before it (only those it changed). */
export const leadFlagsBeforeSchema = z.object({
  appointmentSat: z.boolean().optional(),
  cancelledAppointment: z.boolean().optional(),
});
export type LeadFlagsBefore = z.infer<typeof leadFlagsBeforeSchema>;

/**
 * PATCH's answer: the appointment as it is now, and `previous`, what the change replaced (its status,
 * its time and the lead flags it moved), which is what Undo sends back (`undoAppointmentChange`).
 */
export const appointmentChangeSchema = appointmentSchema.extend({
  previous: z.object({ status: z.enum(APPOINTMENT_STATUSES), scheduledAt: z.string(), lead: leadFlagsBeforeSchema }),
});
export type AppointmentChange = z.infer<typeof appointmentChangeSchema>;

/**
 * GET /api/appointments: one page at a time (the next page is named in `x-next-cursor`); `clientId`
 * narrows it to one lead's (Edit Lead lists them, decision 041). Digits only, as a path id; an id
 * that names no lead of the rep's answers an empty list.
 */
/** A bound of the list's window: an ISO 8601 instant with its offset, read as milliseconds. */
const listBound = z
  .string()
  .max(40, APPOINTMENT_MESSAGES.listBound)
  .pipe(z.iso.datetime({ offset: true, error: APPOINTMENT_MESSAGES.listBound }))
  .transform((v) => Date.parse(v));

export const appointmentsPageQuerySchema = z
  .strictObject({
    limit: pageLimitSchema.optional(),
    cursor: appointmentCursorSchema.optional(),
    clientId: idParamsSchema.shape.id.optional(),
    /** Only appointments at or after this instant (the dashboard's Today: the rep's midnight). */
    from: listBound.optional(),
    /** Only appointments before this instant (the next midnight). */
    to: listBound.optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, {
    message: APPOINTMENT_MESSAGES.listWindow,
    path: ["to"],
  });
