import {
  type Client,
  LEAD_FLAG_NAMES,
  type LeadDialogValues,
  type LeadFlagName,
  MAX_SERIAL_ID,
  type PatchClientValues,
} from "@measured/core";
import { and, type Database, eq, schema, sql } from "@measured/db";
import { notFound } from "../../lib/http-errors";
import { assertBelowQuota, quotaFor } from "../../lib/quota-count";
import { repWrite } from "../rep-writes/rep-write";
import { clientColumns, toClient } from "./client-rows";
import { CLIENT_NOT_FOUND, getClient } from "./clients-reads";
import { factDaysOnCreate, factDaysOnUpdate } from "./fact-days";

/** Writing a rep's leads: create, replace, patch and delete, each scoped to the rep. Reads are in clients-reads.ts. */

const clients = schema.clients;

type Insert = typeof clients.$inferInsert;

/** The columns a write sets from what was sent (undefined: not sent, left as it is). */
function columnsOf(values: PatchClientValues): Partial<Insert> {
  const out: Partial<Insert> = {};
  const copy = <K extends keyof PatchClientValues & keyof Insert>(key: K) => {
    if (values[key] !== undefined) (out as Record<string, unknown>)[key] = values[key];
  };
  for (const key of [
    "firstName",
    "lastName",
    "email",
    "phone",
    "address",
    "leadSource",
    "status",
    "notes",
    "appointmentSetDate",
    "nextFollowUpDate",
    ...LEAD_FLAG_NAMES,
  ] as const) {
    copy(key);
  }
  if (values.appointmentSetForDate !== undefined) {
    out.appointmentSetForDate = values.appointmentSetForDate === null ? null : new Date(values.appointmentSetForDate);
  }
  return out;
}

/** PUT and create: what the dialog left out is cleared (null, false, the default status). */
export function wholeRecord(values: LeadDialogValues): Partial<Insert> {
  const cleared: Partial<Insert> = {
    email: null,
    phone: null,
    address: null,
    leadSource: null,
    status: "lead",
    notes: null,
    appointmentSetDate: null,
    appointmentSetForDate: null,
    nextFollowUpDate: null,
    ...(Object.fromEntries(LEAD_FLAG_NAMES.map((name) => [name, false])) as Record<LeadFlagName, boolean>),
  };
  return { ...cleared, ...columnsOf(values) };
}

/**
 * A new lead's row, as the lead dialog and the import make it: every field given (the rest cleared), the
 * rep's industry, and each step reached dated today (fact-days.ts) unless `days` gives the file's day for it.
 */
export function newLeadRow(
  userId: number,
  industry: string | null,
  lead: LeadDialogValues,
  today: string,
  days: Partial<Insert> = {},
): Insert {
  const record = wholeRecord(lead);
  return {
    ...record,
    userId,
    firstName: lead.firstName,
    lastName: lead.lastName,
    ...(industry ? { industryContext: industry } : {}),
    ...factDaysOnCreate(record, today),
    ...days,
  };
}

/**
 * Creates a lead, inside the quota (QUOTAS.clients): the user's row is locked first (repWrite), so
 * parallel creates count one at a time and cannot pass the ceiling together.
 */
export async function createClient(
  db: Database,
  userId: number,
  industry: string | null,
  values: LeadDialogValues,
  today: string,
): Promise<Client> {
  return repWrite(db, userId, async (tx) => {
    await assertBelowQuota(tx, clients, userId, await quotaFor(tx, userId, "clients"));
    const [created] = await tx
      .insert(clients)
      .values(newLeadRow(userId, industry, values, today))
      .returning({ id: clients.id });
    if (!created) throw new Error("insert returned no row");
    const [row] = await tx.select(clientColumns).from(clients).where(eq(clients.id, created.id));
    if (!row) throw new Error("created row not found");
    return toClient(row.row, row.leadStatus);
  });
}

/**
 * Changes a lead in one statement, scoped to its owner (404 otherwise). The days of its steps follow
 * their flags from the row as it is at that moment (fact-days.ts): set to today (the rep's zone) when a
 * flag turns on, kept while it stays on, cleared when it is cleared.
 */
async function updateColumns(db: Database, userId: number, id: number, set: Partial<Insert>, today: string): Promise<Client> {
  if (id > MAX_SERIAL_ID) throw notFound(CLIENT_NOT_FOUND);
  // The user's row before the lead's: the update's data-version trigger takes the user row too, and
  // taking the lead first is the other order, the deadlock of issue 22.
  return repWrite(db, userId, async (tx) => {
    const [updated] = await tx
      .update(clients)
      .set({ ...set, ...factDaysOnUpdate(set, today), updatedAt: sql`now()` })
      .where(and(eq(clients.userId, userId), eq(clients.id, id)))
      .returning({ id: clients.id });
    if (!updated) throw notFound(CLIENT_NOT_FOUND);
    return getClient(tx, userId, id);
  });
}

export async function replaceClient(db: Database, userId: number, id: number, values: LeadDialogValues, today: string) {
  return updateColumns(db, userId, id, wholeRecord(values), today);
}

export async function patchClient(db: Database, userId: number, id: number, values: PatchClientValues, today: string) {
  return updateColumns(db, userId, id, columnsOf(values), today);
}

/** Deletes a lead; its appointments go with it (the foreign key cascades). */
export async function deleteClient(db: Database, userId: number, id: number): Promise<void> {
  if (id > MAX_SERIAL_ID) throw notFound(CLIENT_NOT_FOUND);
  const deleted = await repWrite(db, userId, (tx) =>
    tx
      .delete(clients)
      .where(and(eq(clients.userId, userId), eq(clients.id, id)))
      .returning({ id: clients.id }),
  );
  if (deleted.length === 0) throw notFound(CLIENT_NOT_FOUND);
}
