import type { Client } from "@measured/core";
import { eq } from "@measured/db";
import { expect } from "vitest";
import type { App } from "../app";
import { bearer, type TestUser } from "./factories";

/** The rep's leads as stored, in id order: what "nothing written" and "rows unchanged" compare. */
export async function storedClients(app: App, user: TestUser) {
  const s = app.db._.fullSchema;
  const rows = await app.db.select().from(s.clients).where(eq(s.clients.userId, user.id));
  return rows.sort((a, b) => a.id - b.id);
}

export async function createLead(
  app: App,
  user: TestUser,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({ method: "POST", url: "/api/clients", headers: { ...bearer(user), ...headers }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Client>();
}

/** `count` leads straight into the database, for lists and quotas (created one microsecond apart). */
export async function storeLeads(
  app: App,
  user: TestUser,
  count: number,
  row: (i: number) => Record<string, unknown> = () => ({}),
) {
  const s = app.db._.fullSchema;
  const base = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: count }, (_, i) => ({
    userId: user.id,
    firstName: `Lead${i}`,
    lastName: "Stored",
    createdAt: new Date(base + i * 1000),
    ...row(i),
  }));
  for (let i = 0; i < rows.length; i += 1000) await app.db.insert(s.clients).values(rows.slice(i, i + 1000));
}
