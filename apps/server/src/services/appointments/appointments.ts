import {
  APPOINTMENT_STATUSES,
  type Appointment,
  type AppointmentChange,
  type AppointmentCursor,
  type AppointmentLeadFlags,
  type AppointmentStatus,
  type AppointmentWhen,
  appointmentFlagChanges,
  type CreateAppointmentValues,
  DEFAULT_INDUSTRY,
  flagsBefore,
  type InlineClientValues,
  isIndustryId,
  isInMomentWindow,
  type LeadFlagsBefore,
  MAX_SERIAL_ID,
  momentWindow,
  scheduledAtOutsideWindow,
  splitFullName,
  statusRefusal,
  todayIn,
  type UpdateAppointmentValues,
  zonedDateTimeToInstant,
} from "@measured/core";
import { and, type Database, desc, eq, gte, inArray, lt, ne, schema, sql } from "@measured/db";
import { FieldError, notFound } from "../../lib/http-errors";
import { assertBelowQuota, quotaFor } from "../../lib/quota-count";
import { createClient } from "../clients/clients-writes";
import { repWrite } from "../rep-writes/rep-write";

const appts = schema.appointments;
const clients = schema.clients;

export const APPOINTMENT_NOT_FOUND = "Appointment not found";
export const CLIENT_NOT_FOUND = "Client not found";

const appointmentColumns = {
  id: appts.id,
  clientId: appts.clientId,
  firstName: clients.firstName,
  lastName: clients.lastName,
  title: appts.title,
  type: appts.type,
  scheduledAt: appts.scheduledAt,
  status: appts.status,
  outcome: appts.outcome,
  notes: appts.notes,
  createdAt: appts.createdAt,
};
type AppointmentRow = {
  id: number;
  clientId: number;
  firstName: string;
  lastName: string;
  title: string | null;
  type: string | null;
  scheduledAt: Date;
  status: string;
  outcome: string | null;
  notes: string | null;
  createdAt: Date;
};

const asStatus = (status: string): AppointmentStatus => APPOINTMENT_STATUSES.find((known) => known === status) ?? "scheduled";

function toAppointment(row: AppointmentRow): Appointment {
  const { firstName, lastName, ...rest } = row;
  return {
    ...rest,
    clientName: [firstName, lastName].filter((part) => part !== "").join(" "),
    // Only the API writes the column, and only these values.
    status: asStatus(row.status),
    scheduledAt: row.scheduledAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** An appointment's client, named with its owner, so the join never reads another rep's rows. */
const ownClientOf = (userId: number) => and(eq(clients.id, appts.clientId), eq(clients.userId, userId));

/**
 * One page of the rep's appointments, newest scheduledAt first (ties: newest id), after a cursor or from
 * the start. The pipeline's Recent Appointments is this list's first five.
 */
export async function listAppointments(
  db: Database,
  userId: number,
  page: { after?: AppointmentCursor; limit: number; clientId?: number; from?: number; to?: number },
): Promise<{ appointments: Appointment[]; next: AppointmentCursor | null }> {
  // An id past the column names no lead: nothing to list (the database would refuse the number).
  if (page.clientId !== undefined && page.clientId > MAX_SERIAL_ID) return { appointments: [], next: null };
  const ofClient = page.clientId !== undefined ? eq(appts.clientId, page.clientId) : undefined;
  const after = page.after
    ? sql`(${appts.scheduledAt}, ${appts.id}) < (${new Date(page.after.scheduledAtMs).toISOString()}::timestamptz, ${page.after.id})`
    : undefined;
  // A window of time (the dashboard's Today: the rep's midnight to the next), from inclusive, to exclusive.
  const from = page.from !== undefined ? gte(appts.scheduledAt, new Date(page.from)) : undefined;
  const to = page.to !== undefined ? lt(appts.scheduledAt, new Date(page.to)) : undefined;
  const rows = await db
    .select(appointmentColumns)
    .from(appts)
    .innerJoin(clients, ownClientOf(userId))
    .where(and(eq(appts.userId, userId), ofClient, after, from, to))
    .orderBy(desc(appts.scheduledAt), desc(appts.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  const next = rows.length > page.limit && last ? { scheduledAtMs: last.scheduledAt.getTime(), id: last.id } : null;
  return { appointments: shown.map(toAppointment), next };
}

async function appointmentById(db: Database, userId: number, id: number): Promise<Appointment> {
  const [row] = await db
    .select(appointmentColumns)
    .from(appts)
    .innerJoin(clients, ownClientOf(userId))
    .where(and(eq(appts.userId, userId), eq(appts.id, id)))
    .limit(1);
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  return toAppointment(row);
}

/**
 * The instant an appointment is at: as sent, or its date and time read in the zone (the sent one
 * first). Either way it is checked against the moment window, so what is stored can be sent back.
 */
export function appointmentInstant(when: AppointmentWhen, zone: string): Date {
  const sent = "scheduledAt" in when;
  const at = sent ? when.scheduledAt : zonedDateTimeToInstant(when.date, when.time, when.timeZone ?? zone);
  const window = momentWindow();
  if (!isInMomentWindow(at.getTime(), window))
    throw new FieldError(sent ? "scheduledAt" : "date", scheduledAtOutsideWindow(window.latestDate));
  return at;
}

/**
 * The pipeline dialog's new lead, made as the leads API makes one (createClient: its quota, its
 * signed date; a savepoint inside the caller's transaction), its one name split into first and last.
 */
async function insertInlineClient(
  tx: Database,
  userId: number,
  industry: string,
  client: InlineClientValues,
  today: string,
): Promise<number> {
  const { name, ...contact } = client;
  const created = await createClient(tx, userId, industry, { ...contact, ...splitFullName(name) }, today);
  return created.id;
}

/** A client of the user's, or 404 (an id past the column's range names no one's client). */
async function ownClientId(tx: Database, userId: number, clientId: number): Promise<number> {
  if (clientId > MAX_SERIAL_ID) throw notFound(CLIENT_NOT_FOUND);
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, userId)))
    .limit(1);
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  return row.id;
}

/**
 * An appointment logged for a lead means the lead has one set: a lead with neither set flag is flagged
 * a knock appointment (the door-to-door default; a tag appointment stays as it is), and the day it was
 * set (today in the rep's zone) and the moment it is set for are filled when empty, so the funnel counts
 * it under Appointments Set (decision 027). The caller's transaction.
 */
async function markLeadSet(tx: Database, userId: number, clientId: number, at: { today: string; scheduledAt: Date }) {
  await tx
    .update(clients)
    .set({
      knockAppointment: sql`${clients.knockAppointment} or not ${clients.tagAppointment}`,
      appointmentSetDate: sql`coalesce(${clients.appointmentSetDate}, ${at.today}::date)`,
      appointmentSetForDate: sql`coalesce(${clients.appointmentSetForDate}, ${at.scheduledAt.toISOString()}::timestamptz)`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(clients.id, clientId),
        eq(clients.userId, userId),
        // In parentheses: and() does not wrap a raw fragment, and without them the "or"s reached past
        // the id and the owner to every rep's leads with no set date (found in session 7).
        sql`(not (${clients.knockAppointment} or ${clients.tagAppointment}) or ${clients.appointmentSetDate} is null or ${clients.appointmentSetForDate} is null)`,
      ),
    );
}

/** The lead's two flags an appointment's status moves (decision 041), read in the caller's transaction. */
async function leadFlags(tx: Database, userId: number, clientId: number): Promise<AppointmentLeadFlags> {
  const [row] = await tx
    .select({ appointmentSat: clients.appointmentSat, cancelledAppointment: clients.cancelledAppointment })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, userId)))
    .limit(1);
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  return row;
}

/** Whether the lead has an appointment other than `exceptId` still scheduled or sat. */
async function otherScheduledOrSat(tx: Database, userId: number, clientId: number, exceptId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: appts.id })
    .from(appts)
    .where(
      and(
        eq(appts.userId, userId),
        eq(appts.clientId, clientId),
        ne(appts.id, exceptId),
        inArray(appts.status, ["scheduled", "completed"]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Sets the lead's flags; a sit is dated on the appointment's day in the rep's zone (kept if the lead had
 * already sat, cleared with the flag: decision 043), so it counts on the day it took place.
 */
async function setLeadFlags(
  tx: Database,
  userId: number,
  clientId: number,
  flags: Partial<AppointmentLeadFlags>,
  appointmentDay: string,
) {
  if (flags.appointmentSat === undefined && flags.cancelledAppointment === undefined) return;
  const satDate =
    flags.appointmentSat === undefined
      ? {}
      : {
          satDate: flags.appointmentSat
            ? sql`case when ${clients.appointmentSat} and ${clients.satDate} is not null then ${clients.satDate} else ${appointmentDay}::date end`
            : null,
        };
  await tx
    .update(clients)
    .set({ ...flags, ...satDate, updatedAt: new Date() })
    .where(and(eq(clients.id, clientId), eq(clients.userId, userId)));
}

/**
 * The lead follows its appointment's new status (core's appointmentFlagChanges): sat flags it sat,
 * cancelled flags a cancelled appointment when nothing else is on, scheduled clears that. Answers the
 * flags it moved as they were, for Undo. The caller's repWrite.
 */
async function leadFollowsStatus(
  tx: Database,
  userId: number,
  appointment: { id: number; clientId: number; status: AppointmentStatus; day: string },
): Promise<LeadFlagsBefore> {
  const lead = await leadFlags(tx, userId, appointment.clientId);
  const other =
    appointment.status === "cancelled" && (await otherScheduledOrSat(tx, userId, appointment.clientId, appointment.id));
  const changes = appointmentFlagChanges(appointment.status, lead, other);
  await setLeadFlags(tx, userId, appointment.clientId, changes, appointment.day);
  return flagsBefore(lead, changes);
}

/**
 * POST /api/appointments, in one transaction: the user's row is taken first (repWrite, the order every
 * write of a rep's data keeps, so no deadlock with the clients trigger), so quotas hold under parallel
 * creates; a new client and its appointment are saved together or not at all; the lead is flagged as
 * having an appointment set, and its flags follow the status as the PATCH's do (completed flags it sat;
 * either status clears a cancelled appointment: the lead has one on again; decision 041).
 */
export async function createAppointment(
  db: Database,
  user: { id: number; industry: string | null },
  input: CreateAppointmentValues,
  zone: string,
): Promise<Appointment> {
  const userId = user.id;
  const industry = isIndustryId(user.industry) ? user.industry : DEFAULT_INDUSTRY;
  const id = await repWrite(db, userId, async (tx) => {
    await assertBelowQuota(tx, appts, userId, await quotaFor(tx, userId, "appointments"));
    const dayZone = whenZone(input, zone);
    const today = todayIn(dayZone);
    const ref = input.client;
    // A lead made with its appointment counts against the leads quota like any other.
    if (!("clientId" in ref)) await assertBelowQuota(tx, clients, userId, await quotaFor(tx, userId, "clients"));
    const clientId =
      "clientId" in ref
        ? await ownClientId(tx, userId, ref.clientId)
        : await insertInlineClient(tx, userId, industry, ref.client, today);
    const scheduledAt = appointmentInstant(input.when, zone);
    // Against the rep's own zone, whatever zone the body names with the time (issue 22): a far-east zone in
    // the body must not let a sit be logged before its day has come where the rep is.
    assertStatusAllowed(input.status, scheduledAt, zone, "status");
    const [row] = await tx
      .insert(appts)
      .values({ userId, clientId, title: input.title, type: input.type, scheduledAt, status: input.status, notes: input.notes })
      .returning({ id: appts.id });
    if (!row) throw new Error("insert returned nothing");
    await markLeadSet(tx, userId, clientId, { today, scheduledAt });
    await leadFollowsStatus(tx, userId, { id: row.id, clientId, status: input.status, day: todayIn(dayZone, scheduledAt) });
    return row.id;
  });
  return appointmentById(db, userId, id);
}

/** The zone an appointment's day is read in: the one sent with its date and time, else the rep's. */
const whenZone = (input: CreateAppointmentValues, zone: string) =>
  "timeZone" in input.when && input.when.timeZone ? input.when.timeZone : zone;

/** Sat and no-show only from the appointment's day on (core's statusRefusal), checked on the record as written. */
function assertStatusAllowed(status: AppointmentStatus, scheduledAt: Date, zone: string, field: "status" | "scheduledAt") {
  const refusal = statusRefusal(status, scheduledAt, zone);
  if (refusal) throw new FieldError(field, refusal);
}

/**
 * PATCH /api/appointments/{id}: changes what is sent, in one repWrite. A status moves
 * the lead's flags (leadFollowsStatus); `restoreLead` (Undo) sets the flags as sent instead. A change of
 * status or time is checked on the record it leaves: sat and no-show only from its day on. The answer
 * carries `previous`: the status, time and lead flags the change replaced, which Undo sends back.
 */
export async function updateAppointment(
  db: Database,
  userId: number,
  id: number,
  patch: UpdateAppointmentValues,
  zone: string,
): Promise<AppointmentChange> {
  if (id > MAX_SERIAL_ID) throw notFound(APPOINTMENT_NOT_FOUND);
  const previous = await repWrite(db, userId, async (tx) => {
    // The user's row first, as every write of a rep's data takes it (the clients trigger takes it too).
    const [before] = await tx
      .select({ status: appts.status, scheduledAt: appts.scheduledAt })
      .from(appts)
      .where(and(eq(appts.id, id), eq(appts.userId, userId)))
      .limit(1);
    if (!before) throw notFound(APPOINTMENT_NOT_FOUND);
    const { restoreLead, ...fields } = patch;
    const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const [row] = await tx
      .update(appts)
      .set(changes)
      .where(and(eq(appts.id, id), eq(appts.userId, userId)))
      .returning({ clientId: appts.clientId, status: appts.status, scheduledAt: appts.scheduledAt });
    if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
    const status = asStatus(row.status);
    if (patch.status !== undefined || patch.scheduledAt !== undefined)
      assertStatusAllowed(status, row.scheduledAt, zone, patch.status !== undefined ? "status" : "scheduledAt");
    let lead: LeadFlagsBefore = {};
    const day = todayIn(zone, row.scheduledAt);
    if (restoreLead) {
      lead = flagsBefore(await leadFlags(tx, userId, row.clientId), restoreLead);
      await setLeadFlags(tx, userId, row.clientId, restoreLead, day);
    } else if (patch.status !== undefined) {
      lead = await leadFollowsStatus(tx, userId, { id, clientId: row.clientId, status, day });
    }
    return { status: asStatus(before.status), scheduledAt: before.scheduledAt.toISOString(), lead };
  });
  return { ...(await appointmentById(db, userId, id)), previous };
}
