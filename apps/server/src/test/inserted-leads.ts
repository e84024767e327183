import type { LeadFlagName } from "@measured/core";
import { eq } from "@measured/db";
import type { App } from "../app";
import type { TestUser } from "./factories";

/**
 * Test helpers for the appointments and pipeline API tests: leads are written straight to the table
 * (no request per lead), and what a user owns is read straight back.
 */
export async function insertLeads(
  app: App,
  user: TestUser,
  leads: { firstName?: string; lastName?: string; flags?: LeadFlagName[] }[],
): Promise<number[]> {
  if (leads.length === 0) return [];
  const { clients } = app.db._.fullSchema;
  const rows = await app.db
    .insert(clients)
    .values(
      leads.map((lead, i) => ({
        userId: user.id,
        firstName: lead.firstName ?? `Lead${i + 1}`,
        lastName: lead.lastName ?? "Test",
        ...Object.fromEntries((lead.flags ?? []).map((flag) => [flag, true])),
      })),
    )
    .returning({ id: clients.id });
  return rows.map((r) => r.id);
}

export async function insertLead(app: App, user: TestUser, lead: { firstName?: string; lastName?: string } = {}) {
  const [id] = await insertLeads(app, user, [lead]);
  if (id === undefined) throw new Error("no lead inserted");
  return id;
}

/** The user's clients and appointments, as stored. */
export async function ownedRows(app: App, user: TestUser) {
  const { clients, appointments } = app.db._.fullSchema;
  const [c, a] = await Promise.all([
    app.db.select().from(clients).where(eq(clients.userId, user.id)).orderBy(clients.id),
    app.db.select().from(appointments).where(eq(appointments.userId, user.id)).orderBy(appointments.id),
  ]);
  return { clients: c, appointments: a };
}
