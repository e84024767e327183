import {
  APPOINTMENT_MESSAGES,
  type AppointmentChange,
  TIME_ZONE_COOKIE,
  todayIn,
  undoAppointmentChange,
  zonedDateTimeToInstant,
} from "@measured/core";
import { eq } from "@measured/db";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";
import { insertLead, ownedRows } from "../../test/inserted-leads";

/** Issue 21: sat, no-show, cancelled and rescheduled from one tap, the lead's flags after each, and Undo. */

const post = (app: App, user: TestUser, payload: object) =>
  app.inject({ method: "POST", url: "/api/appointments", headers: bearer(user), payload });
const patch = (app: App, user: TestUser, id: number, payload: object) =>
  app.inject({ method: "PATCH", url: `/api/appointments/${id}`, headers: bearer(user), payload });

const dayMs = 86_400_000;
const past = () => new Date(Date.now() - 2 * dayMs).toISOString();
const future = () => new Date(Date.now() + 3 * dayMs).toISOString();

async function leadOf(app: App, user: TestUser, clientId: number) {
  const lead = (await ownedRows(app, user)).clients.find((c) => c.id === clientId);
  if (!lead) throw new Error("no lead");
  return lead;
}
const flagsOf = async (app: App, user: TestUser, clientId: number) => {
  const { appointmentSat, cancelledAppointment, knockAppointment } = await leadOf(app, user, clientId);
  return { appointmentSat, cancelledAppointment, knockAppointment };
};

async function booked(app: App, user: TestUser, scheduledAt = past()) {
  const clientId = await insertLead(app, user, { firstName: "Ada", lastName: "Lane" });
  const res = await post(app, user, { clientId, scheduledAt });
  expect(res.statusCode, res.body).toBe(201);
  return { clientId, appointment: res.json() as { id: number; scheduledAt: string; status: string } };
}

async function change(app: App, user: TestUser, id: number, body: object): Promise<AppointmentChange> {
  const res = await patch(app, user, id, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("PATCH status: each transition and the lead's flags after it", () => {
  test("sat (completed) flags appointmentSat; previous names the flag it moved", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const { clientId, appointment } = await booked(app, user);
    const sat = await change(app, user, appointment.id, { status: "completed" });
    expect(sat).toMatchObject({ status: "completed", previous: { status: "scheduled", scheduledAt: appointment.scheduledAt } });
    expect(sat.previous.lead).toEqual({ appointmentSat: false });
    expect(await flagsOf(app, user, clientId)).toEqual({
      appointmentSat: true,
      cancelledAppointment: false,
      knockAppointment: true,
    });
  });

  test("no-show is the appointment's status; no lead flag moves", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const { clientId, appointment } = await booked(app, user);
    const before = await leadOf(app, user, clientId);
    const noShow = await change(app, user, appointment.id, { status: "no_show" });
    expect(noShow).toMatchObject({ status: "no_show", outcome: null, previous: { status: "scheduled", lead: {} } });
    const after = await leadOf(app, user, clientId);
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });

  test("cancelled flags cancelledAppointment when no other appointment is scheduled or sat", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const { clientId, appointment } = await booked(app, user, future());
    const cancelled = await change(app, user, appointment.id, { status: "cancelled" });
    expect(cancelled.previous.lead).toEqual({ cancelledAppointment: false });
    expect((await flagsOf(app, user, clientId)).cancelledAppointment).toBe(true);
  });

  test("cancelled leaves the lead alone while another appointment is scheduled, or sat", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const { clientId, appointment } = await booked(app, user, future());
    const other = (await post(app, user, { clientId, scheduledAt: past() })).json();
    expect((await change(app, user, appointment.id, { status: "cancelled" })).previous.lead).toEqual({});
    expect((await flagsOf(app, user, clientId)).cancelledAppointment).toBe(false);
    // The other one sat: still not a cancelled lead.
    await change(app, user, other.id, { status: "completed" });
    await change(app, user, appointment.id, { status: "scheduled" });
    expect((await change(app, user, appointment.id, { status: "cancelled" })).previous.lead).toEqual({});
    expect(await flagsOf(app, user, clientId)).toMatchObject({ cancelledAppointment: false, appointmentSat: true });
    // The other one a no-show: now the cancel flags the lead.
    await change(app, user, other.id, { status: "no_show" });
    await change(app, user, appointment.id, { status: "scheduled" });
    await change(app, user, appointment.id, { status: "cancelled" });
    expect((await flagsOf(app, user, clientId)).cancelledAppointment).toBe(true);
  });

  test("rescheduled (a new time, scheduled again) clears a cancelled appointment's lead flag", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const { clientId, appointment } = await booked(app, user, future());
    await change(app, user, appointment.id, { status: "cancelled" });
    const newTime = new Date(Date.now() + 5 * dayMs).toISOString();
    const moved = await change(app, user, appointment.id, { status: "scheduled", scheduledAt: newTime });
    expect(moved).toMatchObject({ status: "scheduled", scheduledAt: newTime, previous: { status: "cancelled" } });
    expect(moved.previous.scheduledAt).toBe(appointment.scheduledAt);
    expect(moved.previous.lead).toEqual({ cancelledAppointment: true });
    expect((await flagsOf(app, user, clientId)).cancelledAppointment).toBe(false);
  });

  test("booking a new appointment on a lead whose last one was cancelled clears the flag", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const { clientId, appointment } = await booked(app, user, future());
    await change(app, user, appointment.id, { status: "cancelled" });
    expect((await post(app, user, { clientId, scheduledAt: future() })).statusCode).toBe(201);
    expect((await flagsOf(app, user, clientId)).cancelledAppointment).toBe(false);
    const { clients } = await ownedRows(app, user);
    expect(clients).toHaveLength(1);
  });
});

describe("sat and no-show only from the appointment's day on; cancelled any time", () => {
  test("sat or no-show in the future is 400 under status and nothing changes", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const { appointment } = await booked(app, user, future());
    const before = await ownedRows(app, user);
    for (const [status, message] of [
      ["completed", APPOINTMENT_MESSAGES.notYetTakenPlace],
      ["no_show", APPOINTMENT_MESSAGES.notYetNoShow],
    ] as const) {
      const res = await patch(app, user, appointment.id, { status });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message, errors: { status: [message] } });
    }
    expect(await ownedRows(app, user)).toEqual(before);
    // A no-show moved to a future day is refused under scheduledAt.
    const noShow = (await booked(app, user)).appointment;
    await change(app, user, noShow.id, { status: "no_show" });
    const moved = await patch(app, user, noShow.id, { scheduledAt: future() });
    expect(moved.json().errors).toEqual({ scheduledAt: [APPOINTMENT_MESSAGES.notYetNoShow] });
  });

  test("a far-east zone in the body does not let a sit be logged before its day where the rep is", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const far = "Pacific/Kiritimati"; // UTC+14: its today is tomorrow for most of the day in Los Angeles
    const farToday = todayIn(far);
    const at = zonedDateTimeToInstant(farToday, "23:00", far);
    const rep = { Cookie: `${TIME_ZONE_COOKIE}=America/Los_Angeles` };
    const res = await app.inject({
      method: "POST",
      url: "/api/appointments",
      headers: { ...bearer(user), ...rep },
      payload: { client: { name: "Ana Diaz" }, date: farToday, time: "23:00", timeZone: far, status: "completed" },
    });
    if (todayIn("America/Los_Angeles", at) > todayIn("America/Los_Angeles")) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ status: [APPOINTMENT_MESSAGES.notYetTakenPlace] });
      expect((await ownedRows(app, user)).clients).toEqual([]);
    } else {
      // Between 22:00 and midnight in Los Angeles both zones share the day: the sit is already allowed.
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  test("another user's appointment id is 404 for every status and for an undo; nothing changes", async ({ app }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const intruder = await createUser(app, { onboard: "solar" });
    const { appointment } = await booked(app, owner);
    const before = await ownedRows(app, owner);
    for (const body of [
      { status: "completed" },
      { status: "no_show" },
      { status: "cancelled" },
      { status: "scheduled", scheduledAt: future() },
      { status: "scheduled", restoreLead: { appointmentSat: true, cancelledAppointment: true } },
    ]) {
      const res = await patch(app, intruder, appointment.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json()).toEqual({ message: "Appointment not found" });
    }
    expect(await ownedRows(app, owner)).toEqual(before);
  });
});

describe("Undo restores the status, the time and the lead's flags exactly as they were", () => {
  const snapshot = async (app: App, user: TestUser) => {
    const rows = await ownedRows(app, user);
    return {
      clients: rows.clients.map(({ updatedAt: _u, ...c }) => c),
      appointments: rows.appointments,
    };
  };

  for (const [name, body, at] of [
    ["sat", { status: "completed" }, past],
    ["no-show", { status: "no_show" }, past],
    ["cancelled", { status: "cancelled" }, future],
    ["rescheduled", { status: "scheduled", scheduledAt: new Date(Date.now() + 9 * dayMs).toISOString() }, future],
  ] as const) {
    test(`${name}, then Undo`, async ({ app }) => {
      const user = await createUser(app, { onboard: "solar" });
      const { appointment } = await booked(app, user, at());
      const before = await snapshot(app, user);
      const changed = await change(app, user, appointment.id, body);
      expect(await snapshot(app, user)).not.toEqual(before);
      const undone = await change(app, user, appointment.id, undoAppointmentChange(changed.previous));
      expect(undone).toMatchObject({ status: "scheduled", scheduledAt: appointment.scheduledAt });
      expect(await snapshot(app, user)).toEqual(before);
      // Undo's own answer names what it put back: undoing it again is a redo.
      await change(app, user, appointment.id, undoAppointmentChange(undone.previous));
      expect((await snapshot(app, user)).appointments).toEqual((await snapshot(app, user)).appointments);
    });
  }

  test("a flag the change did not move is not touched by Undo (set meanwhile in the lead dialog)", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const { clientId, appointment } = await booked(app, user);
    const noShow = await change(app, user, appointment.id, { status: "no_show" });
    // The rep ticks "Appointment sat" on the lead before pressing Undo.
    const { clients } = app.db._.fullSchema;
    await app.db.update(clients).set({ appointmentSat: true }).where(eq(clients.id, clientId));
    await change(app, user, appointment.id, undoAppointmentChange(noShow.previous));
    expect(await flagsOf(app, user, clientId)).toMatchObject({ appointmentSat: true, cancelledAppointment: false });
  });

  test("Undo of a cancel on a lead already flagged cancelled keeps the flag (restored as it was)", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const { clientId, appointment } = await booked(app, user, future());
    const { clients } = app.db._.fullSchema;
    await app.db.update(clients).set({ cancelledAppointment: true }).where(eq(clients.id, clientId));
    const cancelled = await change(app, user, appointment.id, { status: "cancelled" });
    expect(cancelled.previous.lead).toEqual({});
    await change(app, user, appointment.id, undoAppointmentChange(cancelled.previous));
    // Scheduled again by Undo, but the rules do not run: the lead's flag stays as it was before the cancel.
    expect((await flagsOf(app, user, clientId)).cancelledAppointment).toBe(true);
  });

  test("restoreLead is strict: another flag is 400", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const { appointment } = await booked(app, user);
    const res = await patch(app, user, appointment.id, { status: "scheduled", restoreLead: { signed: true } });
    expect(res.statusCode).toBe(400);
  });
});

describe("GET /api/appointments?clientId=: one lead's appointments", () => {
  test("only that lead's, only the rep's; a lead of another rep's or past the column is an empty list", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    const { clientId, appointment } = await booked(app, user);
    const second = await insertLead(app, user, { firstName: "Bo", lastName: "Other" });
    await post(app, user, { clientId: second, scheduledAt: past() });
    const theirs = (await booked(app, other)).clientId;
    const list = (query: string, who = user) =>
      app.inject({ method: "GET", url: `/api/appointments${query}`, headers: bearer(who) });
    const mine = await list(`?clientId=${clientId}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().map((a: { id: number }) => a.id)).toEqual([appointment.id]);
    expect((await list(`?clientId=${theirs}`)).json()).toEqual([]);
    expect((await list("?clientId=99999999999")).json()).toEqual([]);
    for (const bad of ["0", "-1", "1.5", "abc", "01"]) expect((await list(`?clientId=${bad}`)).statusCode, bad).toBe(400);
  });
});

describe("GET /api/appointments?from=&to=: one window of time (the dashboard's Today)", () => {
  test("from inclusive, to exclusive, only the rep's; bad bounds are 400", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    const clientId = await insertLead(app, user, { firstName: "Ada", lastName: "Lane" });
    const at = (iso: string, who = user, lead = clientId) => post(app, who, { clientId: lead, scheduledAt: iso });
    // Today in New York is 2026-11-26, midnight to midnight: 05:00Z to 05:00Z the next day.
    const ids: Record<string, number> = {};
    for (const [name, iso] of [
      ["before", "2026-11-26T04:59:00.000Z"],
      ["midnight", "2026-11-26T05:00:00.000Z"],
      ["evening", "2026-11-27T04:59:00.000Z"],
      ["next", "2026-11-27T05:00:00.000Z"],
    ] as const) {
      const res = await at(iso);
      expect(res.statusCode, res.body).toBe(201);
      ids[name] = res.json().id;
    }
    await at("2026-11-26T15:00:00.000Z", other, await insertLead(app, other, { firstName: "Theirs" }));
    const list = (query: string) => app.inject({ method: "GET", url: `/api/appointments?${query}`, headers: bearer(user) });
    const window = new URLSearchParams({ from: "2026-11-26T00:00:00-05:00", to: "2026-11-27T00:00:00-05:00" });
    const day = await list(window.toString());
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().map((a: { id: number }) => a.id)).toEqual([ids.evening, ids.midnight]);
    // Paged within the window: the next page's link keeps the bounds.
    const first = await list(`${window}&limit=1`);
    expect(first.json().map((a: { id: number }) => a.id)).toEqual([ids.evening]);
    const link = String(first.headers.link);
    expect(link).toContain("from=2026-11-26T05%3A00%3A00.000Z");
    const cursor = String(first.headers["x-next-cursor"]);
    const second = await list(`${window}&limit=1&cursor=${cursor}`);
    expect(second.json().map((a: { id: number }) => a.id)).toEqual([ids.midnight]);
    // One bound alone.
    expect((await list("from=2026-11-27T05:00:00Z")).json().map((a: { id: number }) => a.id)).toEqual([ids.next]);
    expect((await list("to=2026-11-26T05:00:00Z")).json().map((a: { id: number }) => a.id)).toEqual([ids.before]);
    for (const bad of [
      "from=2026-11-26",
      "from=2026-11-26T00:00:00",
      "to=yesterday",
      "from=2026-11-27T00:00:00Z&to=2026-11-26T00:00:00Z",
      "from=2026-11-26T00:00:00Z&to=2026-11-26T00:00:00Z",
    ]) {
      const res = await list(bad);
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
