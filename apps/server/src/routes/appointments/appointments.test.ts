import { APPOINTMENT_MESSAGES, encodeAppointmentCursor, latestAllowedDate, todayIn } from "@measured/core";
import { eq, sql } from "@measured/db";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";
import { insertLead, insertLeads, ownedRows } from "../../test/inserted-leads";

const post = (app: App, user: TestUser, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: "/api/appointments", headers: { ...bearer(user), ...headers }, payload: payload as object });
const patch = (app: App, user: TestUser, id: number | string, payload: unknown) =>
  app.inject({ method: "PATCH", url: `/api/appointments/${id}`, headers: bearer(user), payload: payload as object });
const list = (app: App, user: TestUser, query = "") =>
  app.inject({ method: "GET", url: `/api/appointments${query}`, headers: bearer(user) });

describe("POST /api/appointments: the three payloads", () => {
  test("the quick modal's {clientId, title, scheduledAt, status, notes}", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, user, { firstName: "Dana", lastName: "Reyes" });
    const res = await post(app, user, {
      clientId,
      title: "Roof check",
      scheduledAt: "2026-11-20T17:00:00-08:00",
      status: "scheduled",
      notes: "Side gate",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      clientId,
      clientName: "Dana Reyes",
      title: "Roof check",
      type: null,
      scheduledAt: "2026-11-21T01:00:00.000Z",
      status: "scheduled",
      outcome: null,
      notes: "Side gate",
      createdAt: expect.any(String),
    });
    expect((await list(app, user)).json()).toEqual([res.json()]);
  });

  test("the pipeline's {clientId, date, time, type, notes, status}: the time is read in the rep's zone", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, user);
    const base = { clientId, date: "2026-11-20", time: "14:30", type: "Consultation", notes: "", status: "scheduled" };
    // Sent with the body's zone; else the browser's zone cookie; else the default (Los Angeles).
    const inBody = await post(app, user, { ...base, timeZone: "America/New_York" });
    const inCookie = await post(app, user, base, { cookie: "measured_tz=Europe/Berlin" });
    const byDefault = await post(app, user, base);
    expect(inBody.json()).toMatchObject({ scheduledAt: "2026-11-20T19:30:00.000Z", type: "Consultation", notes: null });
    expect(inCookie.json().scheduledAt).toBe("2026-11-20T13:30:00.000Z");
    expect(byDefault.json().scheduledAt).toBe("2026-11-20T22:30:00.000Z");
    // A time the clock skips on a DST morning moves forward by the jump.
    const skipped = await post(app, user, { ...base, date: "2026-03-08", time: "02:30", timeZone: "America/New_York" });
    expect(skipped.json().scheduledAt).toBe("2026-03-08T07:30:00.000Z");
  });

  test("with a new client: client (name split into first and last) and appointment in one call", async ({ app }) => {
    const user = await createUser(app, { onboard: "alarm" });
    const res = await post(app, user, {
      client: {
        name: "  Mary Ann  Lopez ",
        phone: "(555) 123-4567",
        email: "mary@example.com",
        address: "9 Elm St",
        status: "lead",
      },
      date: "2026-11-20",
      time: "09:00",
      type: "Site survey",
      notes: "Dog in yard",
      status: "scheduled",
      timeZone: "UTC",
    });
    expect(res.statusCode, res.body).toBe(201);
    const { clients, appointments } = await ownedRows(app, user);
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({
      firstName: "Mary Ann",
      lastName: "Lopez",
      phone: "(555) 123-4567",
      email: "mary@example.com",
      address: "9 Elm St",
      status: "lead",
      industryContext: "alarm",
      // Logged with an appointment: set (a knock appointment), set today, for the appointment's time.
      knockAppointment: true,
      tagAppointment: false,
      appointmentSat: false,
      appointmentSetDate: todayIn("UTC"),
      appointmentSetForDate: new Date("2026-11-20T09:00:00Z"),
    });
    expect(appointments).toHaveLength(1);
    expect(res.json()).toMatchObject({
      clientId: clients[0]?.id,
      clientName: "Mary Ann Lopez",
      scheduledAt: "2026-11-20T09:00:00.000Z",
      type: "Site survey",
    });
  });

  test("a one-word name keeps an empty last name", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await post(app, user, { client: { name: "Cher" }, date: "2026-11-20", time: "09:00" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().clientName).toBe("Cher");
    expect((await ownedRows(app, user)).clients[0]).toMatchObject({ firstName: "Cher", lastName: "", status: "lead" });
  });

  test("the lead is flagged as set unless it already is; its set dates are kept when it has them", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const [plain, tagged] = await insertLeads(app, user, [{}, { flags: ["tagAppointment"] }]);
    const { clients } = app.db._.fullSchema;
    await app.db
      .update(clients)
      .set({ appointmentSetDate: "2026-10-01", appointmentSetForDate: new Date("2026-10-05T16:00:00Z") })
      .where(eq(clients.id, tagged ?? 0));
    for (const clientId of [plain, tagged, plain])
      expect((await post(app, user, { clientId, scheduledAt: "2026-11-21T18:00:00Z" })).statusCode).toBe(201);
    const [first, second] = (await ownedRows(app, user)).clients;
    expect(first).toMatchObject({
      knockAppointment: true,
      tagAppointment: false,
      appointmentSat: false,
      appointmentSetDate: todayIn("America/Los_Angeles"),
      // The first appointment's time; the second leaves it.
      appointmentSetForDate: new Date("2026-11-21T18:00:00Z"),
    });
    expect(second).toMatchObject({
      knockAppointment: false,
      tagAppointment: true,
      appointmentSetDate: "2026-10-01",
      appointmentSetForDate: new Date("2026-10-05T16:00:00Z"),
    });
  });

  test("created as completed, the lead is flagged as sat", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, user);
    const res = await post(app, user, { clientId, scheduledAt: "2026-11-20T10:00:00Z", status: "completed" });
    expect(res.json().status).toBe("completed");
    expect((await ownedRows(app, user)).clients[0]?.appointmentSat).toBe(true);
  });
});

describe("a date and time at the window's edge, in the zones furthest from UTC", () => {
  test("is stored as a moment the API takes back: the appointment's time and its lead save again as they are", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, user, { firstName: "Edge", lastName: "Case" });
    const latest = latestAllowedDate();
    for (const [date, time, timeZone] of [
      ["2000-01-01", "00:00", "Pacific/Kiritimati"],
      [latest, "23:59", "Pacific/Pago_Pago"],
    ] as const) {
      const res = await post(app, user, { clientId, date, time, timeZone });
      expect(res.statusCode, res.body).toBe(201);
      const { id, scheduledAt } = res.json();
      expect((await patch(app, user, id, { scheduledAt })).statusCode, scheduledAt).toBe(200);
      const lead = (await app.inject({ method: "GET", url: `/api/clients/${clientId}`, headers: bearer(user) })).json();
      const { firstName, lastName, appointmentSetDate, appointmentSetForDate } = lead;
      const resave = await app.inject({
        method: "PUT",
        url: `/api/clients/${clientId}`,
        headers: bearer(user),
        payload: { firstName, lastName, appointmentSetDate, appointmentSetForDate },
      });
      expect(resave.statusCode, resave.body).toBe(200);
    }
  });
});

describe("POST /api/appointments: bad input is 400 with field messages, and nothing is written", () => {
  test("each bad field under its own name", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, user);
    const before = await ownedRows(app, user);
    const pipeline = { clientId, date: "2026-11-20", time: "14:30" };
    const inline = { client: { name: "Pat Lee" }, date: "2026-11-20", time: "14:30" };
    const cases: [unknown, Record<string, string[]>][] = [
      [{ clientId, scheduledAt: "next tuesday" }, { scheduledAt: ["Scheduled time must look like 2026-01-31T09:30:00Z"] }],
      [
        { clientId, scheduledAt: "2026-02-30T10:00:00Z" },
        { scheduledAt: ["Scheduled time must look like 2026-01-31T09:30:00Z"] },
      ],
      [{ ...pipeline, time: "25:00" }, { time: ["Time must be between 00:00 and 23:59"] }],
      [{ ...pipeline, time: "2pm" }, { time: ["Time must look like 14:30"] }],
      [{ ...pipeline, date: "2026-02-30" }, { date: ["Date is not a real calendar day"] }],
      [{ ...inline, client: { name: "   " } }, { "client.name": ["Lead name is required"] }],
      [{ ...inline, client: { name: "\u200b\u200b" } }, { "client.name": ["Lead name cannot contain invisible characters"] }],
      [{ ...inline, client: { name: "Pat", email: "pat@" } }, { "client.email": ["Invalid email address"] }],
      [{ ...inline, clientId }, { client: ["Send clientId or a new client, not both"] }],
      [{ date: "2026-11-20", time: "10:00" }, { clientId: ["Choose a client for the appointment"] }],
      [{ clientId }, { date: ["Date is required"], time: ["Time is required"] }],
      [{ ...pipeline, status: "no-show" }, { status: ["Status must be scheduled or completed"] }],
      [{ ...pipeline, clientId: "1" }, { clientId: ["clientId must be a whole number above 0"] }],
      [{ ...pipeline, notes: "x".repeat(2001) }, { notes: ["Notes must be at most 2000 characters"] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await post(app, user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors, JSON.stringify(payload)).toEqual(errors);
    }
    expect(await ownedRows(app, user)).toEqual(before);
  });

  test("an appointment for another user's client is 404; nothing is written for either", async ({ app }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const intruder = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, owner, { firstName: "Private" });
    const before = [await ownedRows(app, owner), await ownedRows(app, intruder)];
    for (const payload of [
      { clientId, scheduledAt: "2026-11-20T10:00:00Z", status: "completed" },
      { clientId, date: "2026-11-20", time: "10:00" },
      { clientId: 2_147_483_648, date: "2026-11-20", time: "10:00" },
    ]) {
      const res = await post(app, intruder, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
      expect(res.json()).toEqual({ message: "Client not found" });
    }
    expect([await ownedRows(app, owner), await ownedRows(app, intruder)]).toEqual(before);
  });

  test("logging an appointment flags its own lead only: the rep's other leads and another rep's are untouched", async ({
    app,
  }) => {
    const other = await createUser(app, { onboard: "solar" });
    const rep = await createUser(app, { onboard: "solar" });
    await insertLeads(app, other, [{ firstName: "Theirs" }, { firstName: "TheirsToo", flags: ["tagAppointment"] }]);
    const [target, bystander] = await insertLeads(app, rep, [{ firstName: "Target" }, { firstName: "Bystander" }]);
    const othersBefore = await ownedRows(app, other);
    for (const payload of [
      { clientId: target, date: "2026-11-20", time: "10:00" },
      { clientId: target, scheduledAt: "2026-11-21T10:00:00Z", status: "completed" },
      { client: { name: "New Person", phone: "", email: "", address: "", status: "lead" }, date: "2026-11-22", time: "09:00" },
    ]) {
      const res = await post(app, rep, payload);
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await ownedRows(app, other)).toEqual(othersBefore);
    const mine = (await ownedRows(app, rep)).clients;
    const flags = (id: number | undefined) => {
      const lead = mine.find((c) => c.id === id);
      return [lead?.knockAppointment, lead?.appointmentSat, lead?.appointmentSetDate === null];
    };
    expect(flags(target)).toEqual([true, true, false]);
    expect(flags(bystander)).toEqual([false, false, true]);
  });

  test("the new client and its appointment leave nothing behind when the appointment part fails", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    // The appointment insert fails inside the database, after the client's insert has run.
    await app.db.execute(
      sql.raw(`CREATE FUNCTION refuse_appointment() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'appointment refused for the test'; END $$`),
    );
    await app.db.execute(
      sql.raw(
        "CREATE TRIGGER refuse_appointment BEFORE INSERT ON appointments FOR EACH ROW EXECUTE FUNCTION refuse_appointment()",
      ),
    );
    const res = await post(app, user, { client: { name: "Half Saved" }, date: "2026-11-20", time: "10:00" });
    expect(res.statusCode).toBe(500);
    expect(await ownedRows(app, user)).toEqual({ clients: [], appointments: [] });
    // With a key, the stored answer goes too: a retry after the failure runs afresh.
    const keyed = await post(
      app,
      user,
      { client: { name: "Half Saved" }, date: "2026-11-20", time: "10:00" },
      { "idempotency-key": "k1" },
    );
    expect(keyed.statusCode).toBe(500);
    await app.db.execute(sql.raw("DROP TRIGGER refuse_appointment ON appointments"));
    const retry = await post(
      app,
      user,
      { client: { name: "Half Saved" }, date: "2026-11-20", time: "10:00" },
      { "idempotency-key": "k1" },
    );
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
    const rows = await ownedRows(app, user);
    expect(rows.clients).toHaveLength(1);
    expect(rows.appointments).toHaveLength(1);
  });
});

describe("hostile text in the new client", () => {
  test("is refused with 400 and nothing written, or stored as sent (NFC, trimmed)", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const refused: [string, string][] = [
      ["Ann\u0000Lee", "Lead name cannot contain control characters or line breaks"],
      ["\u202eeeL nnA", "Lead name cannot contain characters that change the text direction"],
      ["Ann\u200bLee", "Lead name cannot contain invisible characters"],
      ["Ann \ud800", "Lead name contains a broken character"],
      ["x".repeat(202), "Lead name must be at most 201 characters"],
    ];
    for (const [name, message] of refused) {
      const res = await post(app, user, { client: { name }, date: "2026-11-20", time: "10:00" });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().errors, JSON.stringify(name)).toEqual({ "client.name": [message] });
    }
    expect(await ownedRows(app, user)).toEqual({ clients: [], appointments: [] });
    const res = await post(app, user, {
      client: { name: " Rene\u0301e  O\u2019Brien\u00a0", phone: " +1 (555) 010-0000 ext. 2 " },
      date: "2026-11-20",
      time: "10:00",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().clientName).toBe("Ren\u00e9e O\u2019Brien");
    expect((await ownedRows(app, user)).clients[0]).toMatchObject({
      firstName: "Ren\u00e9e",
      lastName: "O\u2019Brien",
      phone: "+1 (555) 010-0000 ext. 2",
    });
  });
});

describe("took place (completed) only from the appointment's day on", () => {
  const dayAfter = (day: string, days: number) => {
    const d = new Date(`${day}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  test("a future appointment logged as completed is 400 under status, and nothing is written", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, user);
    const tomorrow = dayAfter(todayIn("America/New_York"), 1);
    for (const payload of [
      { clientId, date: tomorrow, time: "09:00", timeZone: "America/New_York", status: "completed" },
      { client: { name: "Future Fran" }, date: tomorrow, time: "09:00", timeZone: "America/New_York", status: "completed" },
    ]) {
      const res = await post(app, user, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        message: APPOINTMENT_MESSAGES.notYetTakenPlace,
        errors: { status: [APPOINTMENT_MESSAGES.notYetTakenPlace] },
      });
    }
    const rows = await ownedRows(app, user);
    expect(rows.appointments).toEqual([]);
    expect(rows.clients).toHaveLength(1);
    expect(rows.clients[0]?.appointmentSat).toBe(false);
    // Today (later today too) may be ticked. "Today" is the rep's (their zone cookie, here New York's too):
    // without it the rep is in Los Angeles, where from 04:00 to 08:00 UTC New York's today is still tomorrow.
    const today = todayIn("America/New_York");
    const ok = await post(
      app,
      user,
      { clientId, date: today, time: "23:59", timeZone: "America/New_York", status: "completed" },
      { cookie: "measured_tz=America/New_York" },
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  test("PATCH: ticking a future one, or moving a ticked one to a future day, is 400 and changes nothing", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, user);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const later = (await post(app, user, { clientId, scheduledAt: future })).json();
    const ticked = await patch(app, user, later.id, { status: "completed" });
    expect(ticked.statusCode).toBe(400);
    expect(ticked.json().errors).toEqual({ status: [APPOINTMENT_MESSAGES.notYetTakenPlace] });

    const past = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const done = (await post(app, user, { clientId, scheduledAt: past, status: "completed" })).json();
    const moved = await patch(app, user, done.id, { scheduledAt: future });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ scheduledAt: [APPOINTMENT_MESSAGES.notYetTakenPlace] });
    // Moved back to scheduled, a future time is fine; the rows are as the successful writes left them.
    expect((await patch(app, user, done.id, { status: "scheduled", scheduledAt: future })).statusCode).toBe(200);
    const stored = (await list(app, user)).json() as { id: number; status: string }[];
    expect(stored.find((a) => a.id === later.id)?.status).toBe("scheduled");
    expect(stored.find((a) => a.id === done.id)?.status).toBe("scheduled");
  });
});

describe("Idempotency-Key on POST /api/appointments", () => {
  test("a retry with the same key answers the first answer and saves one client and one appointment", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const payload = { client: { name: "Retry Rita" }, date: "2026-11-20", time: "10:00" };
    const first = await post(app, user, payload, { "idempotency-key": "log-appt-1" });
    const second = await post(app, user, payload, { "idempotency-key": "log-appt-1" });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.json()).toEqual(first.json());
    const rows = await ownedRows(app, user);
    expect([rows.clients.length, rows.appointments.length]).toEqual([1, 1]);
    // The same key with another body is refused.
    const other = await post(app, user, { ...payload, time: "11:00" }, { "idempotency-key": "log-appt-1" });
    expect(other.statusCode).toBe(422);
  });
});

describe("PATCH /api/appointments/{id}", () => {
  test("completed ('appointment took place') sets the lead's appointmentSat; scheduled again leaves it", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, user);
    const created = (await post(app, user, { clientId, date: "2026-11-20", time: "10:00" })).json();
    expect((await ownedRows(app, user)).clients[0]?.appointmentSat).toBe(false);
    const done = await patch(app, user, created.id, { status: "completed" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      ...created,
      status: "completed",
      previous: { status: "scheduled", scheduledAt: created.scheduledAt, lead: { appointmentSat: false } },
    });
    expect((await ownedRows(app, user)).clients[0]?.appointmentSat).toBe(true);
    const undone = await patch(app, user, created.id, { status: "scheduled", outcome: "Rescheduled by phone" });
    expect(undone.json()).toMatchObject({ status: "scheduled", outcome: "Rescheduled by phone" });
    expect((await ownedRows(app, user)).clients[0]?.appointmentSat).toBe(true);
  });

  test("another user's appointment id is 404 and nothing changes; so is an id that does not exist", async ({ app }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const intruder = await createUser(app, { onboard: "solar" });
    const created = (await post(app, owner, { client: { name: "Owner Lead" }, date: "2026-11-20", time: "10:00" })).json();
    const before = await ownedRows(app, owner);
    for (const id of [created.id, created.id + 1000, 2_147_483_648, 99_999_999_999]) {
      const res = await patch(app, intruder, id, { status: "completed", notes: "mine now" });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: "Appointment not found" });
    }
    expect(await ownedRows(app, owner)).toEqual(before);
  });

  test("bad input is 400 with field messages", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const created = (await post(app, user, { client: { name: "Lee" }, date: "2026-11-20", time: "10:00" })).json();
    const before = await ownedRows(app, user);
    expect((await patch(app, user, created.id, {})).json().message).toBe("Send at least one field to change");
    expect((await patch(app, user, created.id, { status: "done" })).json().errors).toEqual({
      status: [APPOINTMENT_MESSAGES.status],
    });
    expect((await patch(app, user, created.id, { scheduledAt: "soon" })).json().errors).toEqual({
      scheduledAt: ["Scheduled time must look like 2026-01-31T09:30:00Z"],
    });
    expect((await patch(app, user, created.id, { clientId: 5 })).statusCode).toBe(400);
    expect(await ownedRows(app, user)).toEqual(before);
  });
});

describe("GET /api/appointments", () => {
  test("newest scheduledAt first, one page at a time, only the rep's own", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, user);
    const otherClient = await insertLead(app, other);
    await post(app, other, { clientId: otherClient, scheduledAt: "2026-11-25T10:00:00Z", title: "Not yours" });
    const days = ["2026-11-03", "2026-11-01", "2026-11-05", "2026-11-02", "2026-11-04"];
    for (const day of days) await post(app, user, { clientId, scheduledAt: `${day}T10:00:00Z`, title: day });
    // Two at the same moment: the newer id first.
    await post(app, user, { clientId, scheduledAt: "2026-11-04T10:00:00Z", title: "later id" });

    const first = await list(app, user, "?limit=4");
    expect(first.json().map((a: { title: string }) => a.title)).toEqual(["2026-11-05", "later id", "2026-11-04", "2026-11-03"]);
    const cursor = first.headers["x-next-cursor"];
    expect(cursor).toEqual(expect.any(String));
    expect(first.headers.link).toBe(`</api/appointments?limit=4&cursor=${cursor}>; rel="next"`);
    const second = await list(app, user, `?limit=4&cursor=${cursor}`);
    expect(second.json().map((a: { title: string }) => a.title)).toEqual(["2026-11-02", "2026-11-01"]);
    expect(second.headers["x-next-cursor"]).toBeUndefined();

    // Cursors at the ends of what a cursor may name: read back by the database, never a 5xx.
    const oldest = encodeAppointmentCursor({ scheduledAtMs: 0, id: 1 });
    expect((await list(app, user, `?cursor=${oldest}`)).json()).toEqual([]);
    const latest = encodeAppointmentCursor({ scheduledAtMs: Date.UTC(9999, 11, 31, 23, 59, 59, 999), id: 2_147_483_647 });
    expect((await list(app, user, `?cursor=${latest}`)).json()).toHaveLength(6);
    expect((await list(app, user, `?cursor=${btoa("-62198755200000.1")}`)).statusCode).toBe(400);
    expect((await list(app, user, "?cursor=bogus")).statusCode).toBe(400);
    expect((await list(app, user, "?limit=0")).statusCode).toBe(400);
    expect((await list(app, user, "?userId=1")).statusCode).toBe(400);
  });

  test("deleting a client takes its appointments with it", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, user);
    await post(app, user, { clientId, scheduledAt: "2026-11-05T10:00:00Z" });
    const { clients } = app.db._.fullSchema;
    await app.db.delete(clients).where(sql`${clients.id} = ${clientId}`);
    expect((await list(app, user)).json()).toEqual([]);
  });
});
