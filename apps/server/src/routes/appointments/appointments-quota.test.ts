import { QUOTAS } from "@measured/core";
import { sql } from "@measured/db";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";
import { insertLead, ownedRows } from "../../test/inserted-leads";

/** Appointments as a long-time rep would have them, written straight to the table in one statement. */
async function storeAppointments(app: App, user: TestUser, clientId: number, count: number) {
  await app.db.execute(sql`insert into appointments (user_id, client_id, scheduled_at)
    select ${user.id}, ${clientId}, timestamptz '2024-01-01 09:00:00+00' + n * interval '1 hour'
    from generate_series(1, ${count}::int) as n`);
}

async function storeClients(app: App, user: TestUser, count: number) {
  await app.db.execute(sql`insert into clients (user_id, first_name, last_name)
    select ${user.id}, 'L' || n, 'X' from generate_series(1, ${count}::int) as n`);
}

describe(`quota: at most ${QUOTAS.appointments.max.toLocaleString("en-US")} appointments a rep`, () => {
  test("parallel creates cannot pass it: exactly the room left is taken, the rest are 409 and leave no client", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, user);
    const room = 3;
    await storeAppointments(app, user, clientId, QUOTAS.appointments.max - room);
    const payloads = Array.from({ length: 8 }, (_, i) =>
      i % 2 === 0
        ? { clientId, date: "2026-11-20", time: `1${i}:00` }
        : { client: { name: `Parallel Lead ${i}` }, date: "2026-11-20", time: `1${i}:00` },
    );
    const answers = await Promise.all(
      payloads.map((payload) => app.inject({ method: "POST", url: "/api/appointments", headers: bearer(user), payload })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toEqual({ message: QUOTAS.appointments.message });
    const rows = await ownedRows(app, user);
    expect(rows.appointments).toHaveLength(QUOTAS.appointments.max);
    // A new client is saved only with its appointment: one per inline create that was let through.
    const createdInline = answers.filter((a, i) => a.statusCode === 201 && i % 2 === 1).length;
    expect(rows.clients).toHaveLength(1 + createdInline);
  });

  test("a new client past the leads quota is refused with its appointment", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await storeClients(app, user, QUOTAS.clients.max);
    const res = await app.inject({
      method: "POST",
      url: "/api/appointments",
      headers: bearer(user),
      payload: { client: { name: "One Too Many" }, date: "2026-11-20", time: "10:00" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: QUOTAS.clients.message });
    const rows = await ownedRows(app, user);
    expect([rows.clients.length, rows.appointments.length]).toEqual([QUOTAS.clients.max, 0]);
  });
});
