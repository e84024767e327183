import { countLeads, LEAD_FLAG_NAMES, type LeadFlagName, type LeadFlags, NO_LEAD_FLAGS } from "@measured/core";
import { eq } from "@measured/db";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { pipelineCounts } from "../../services/pipeline/pipeline";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";
import { insertLead, insertLeads } from "../../test/inserted-leads";

const getPipeline = (app: App, user: TestUser) => app.inject({ method: "GET", url: "/api/pipeline", headers: bearer(user) });

/** `n` leads with the same flags. */
const times = (n: number, ...flags: LeadFlagName[]) => Array.from({ length: n }, () => ({ flags }));

/**
 * A book of 40 leads with chosen flags; the figures below are worked out by hand from this list.
 *   Leads 13 (10 plain, 2 cancelled appointment only, 1 tagging appointment set only), now at each step;
 *   reached (at least that far) below the stage test
 *   Appointments Set 8 (6 knock, 2 tag) · Sat 5 (4 knock+sat, 1 sat) · Deals Closed 3 · Installed 3 (2 full, 1 installed only)
 *   Unqualified 3 (2, 1 with knock) · Not Interested 3 (2 with knock+sat, 1 with unqualified) · Signed but Cancelled 2
 */
const BOOK_OF_40 = [
  ...times(10),
  ...times(2, "cancelledAppointment"),
  ...times(1, "taggingAppointmentSet"),
  ...times(6, "knockAppointment"),
  ...times(2, "tagAppointment"),
  ...times(4, "knockAppointment", "appointmentSat"),
  ...times(1, "appointmentSat"),
  ...times(3, "knockAppointment", "appointmentSat", "signed"),
  ...times(2, "knockAppointment", "appointmentSat", "signed", "installed"),
  ...times(1, "installed"),
  ...times(2, "unqualified"),
  ...times(1, "unqualified", "knockAppointment"),
  ...times(2, "notInterested", "knockAppointment", "appointmentSat"),
  ...times(1, "notInterested", "unqualified"),
  ...times(1, "signedButCanceled", "signed", "appointmentSat", "knockAppointment"),
  ...times(1, "signedButCanceled", "installed"),
];

describe("GET /api/pipeline", () => {
  test("the figures of a seeded book of 40 leads equal the figures worked out by hand", async ({ app }) => {
    expect(BOOK_OF_40).toHaveLength(40);
    const user = await createUser(app, { onboard: "solar" });
    await insertLeads(app, user, BOOK_OF_40);
    // Another rep's leads count for nothing here.
    const other = await createUser(app, { onboard: "solar" });
    await insertLeads(app, other, times(9, "signed"));

    const res = await getPipeline(app, user);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // Reached: every lead; set 24 and sat 15 (below); deals still standing: 3 closed + 3 installed.
    expect(body.stages).toEqual([
      { name: "Leads", count: 13, reached: 40, conversion: null },
      { name: "Appointments Set", count: 8, reached: 24, conversion: 60 }, // 24 / 40
      { name: "Appointments Sat", count: 5, reached: 15, conversion: 62.5 }, // 15 / 24
      { name: "Deals Closed", count: 3, reached: 6, conversion: 40 }, // 6 / 15
      { name: "Installed", count: 3, reached: 3, conversion: 50 }, // 3 / 6
    ]);
    expect(body.cancellations).toEqual([
      { name: "Unqualified Leads", count: 3 },
      { name: "Not Interested", count: 3 },
      { name: "Signed but Cancelled", count: 2 },
    ]);
    // Ever set: 8 + 5 + 3 + 3 + 1 (unqualified with knock) + 2 (not interested, sat) + 2 (signed but cancelled) = 24.
    // Ever sat: 5 + 3 + 3 + 2 + 2 = 15. Deals Closed (standing): 3 + 3 = 6, the funnel's figure.
    expect(body.insights).toEqual({
      appointmentsSet: 24,
      appointmentsSat: 15,
      dealsClosed: 6,
      showRate: 62.5, // 15 / 24
      closeRate: 40, // 6 / 15
    });
    expect(body.projections).toEqual({
      dealValue: 3000,
      dealValueSource: "assumed",
      recordedDeals: 0,
      showFactor: 0.67,
      closeTarget: 0.8,
      closedDeals: 6, // Deals Closed 3 + Installed 3
      closedRevenue: 18000,
      expectedDeals: 8.29, // 8 × 0.67 × 0.8 + 5 × 0.8 = 4.288 + 4
      pipelineRevenue: 24864, // 8 × 1,608 + 5 × 2,400
      projectedRevenue: 42864,
    });
    expect(body.recentAppointments).toEqual([]);
  });

  test("revenue recorded on signed deals sets the deal value, and a revenue write is seen at once past the cache", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "solar" });
    const [signedA, signedB, , cancelled] = await insertLeads(app, user, [
      { firstName: "Ana", flags: ["signed"] },
      { firstName: "Ben", flags: ["signed", "installed"] },
      { firstName: "Cy", flags: ["signed"] },
      { firstName: "Di", flags: ["signed", "signedButCanceled"] },
    ]);
    const projections = async () => (await getPipeline(app, user)).json().projections;
    expect(await projections()).toMatchObject({ dealValue: 3000, dealValueSource: "assumed", closedRevenue: 9000 });

    const revenue = async (clientId: number | undefined, amount: string) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/revenue",
        headers: bearer(user),
        payload: { amount, clientId, date: "2026-11-20" },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    await revenue(signedA, "2000");
    await revenue(signedA, "500.50");
    await revenue(signedB, "3500");
    // A cancelled deal's money and money from nobody set no deal value.
    await revenue(cancelled, "99999");
    await revenue(undefined, "100");
    // Ana 2,500.50 and Ben 3,500: 3,000.25 a deal, 3,000 in whole dollars; Cy counts at that.
    expect(await projections()).toMatchObject({
      dealValue: 3000,
      dealValueSource: "recorded",
      recordedDeals: 2,
      closedDeals: 3,
      closedRevenue: 9001, // 6,000.50 rounded + 3,000
    });
    const big = await revenue(signedB, "6000");
    expect(await projections()).toMatchObject({ dealValue: 6000, closedRevenue: 18001 });
    const removed = await app.inject({ method: "DELETE", url: `/api/revenue/${big}`, headers: bearer(user) });
    expect(removed.statusCode).toBe(204);
    expect(await projections()).toMatchObject({ dealValue: 3000, closedRevenue: 9001 });
  });

  test("zero leads: every count 0, every rate null, no NaN or Infinity anywhere", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await getPipeline(app, user);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/NaN|Infinity/);
    const body = res.json();
    expect(body.stages.map((s: { count: number; conversion: number | null }) => [s.count, s.conversion])).toEqual(
      Array.from({ length: 5 }, () => [0, null]),
    );
    expect(body.cancellations.map((c: { count: number }) => c.count)).toEqual([0, 0, 0]);
    expect(body.insights).toEqual({ appointmentsSet: 0, appointmentsSat: 0, dealsClosed: 0, showRate: null, closeRate: null });
    expect(body.projections).toMatchObject({
      closedDeals: 0,
      closedRevenue: 0,
      expectedDeals: 0,
      pipelineRevenue: 0,
      projectedRevenue: 0,
    });
  });

  test("the SQL aggregate counts every combination of flags as core's rules do", async ({ app }) => {
    // Every combination of the nine flags the rules read (512 leads), the other four set on alternate leads.
    const ruled: LeadFlagName[] = [
      "knockAppointment",
      "tagAppointment",
      "appointmentSat",
      "signed",
      "installed",
      "unqualified",
      "notInterested",
      "signedButCanceled",
      "cancelledAppointment",
    ];
    const rest = LEAD_FLAG_NAMES.filter((f) => !ruled.includes(f));
    const book: LeadFlags[] = Array.from({ length: 2 ** ruled.length }, (_, mask) => ({
      ...NO_LEAD_FLAGS,
      ...Object.fromEntries(ruled.map((f, bit) => [f, (mask & (1 << bit)) !== 0])),
      ...Object.fromEntries(rest.map((f) => [f, mask % 2 === 0])),
    }));
    const user = await createUser(app, { onboard: "solar" });
    await insertLeads(
      app,
      user,
      book.map((flags) => ({ flags: LEAD_FLAG_NAMES.filter((f) => flags[f]) })),
    );
    expect(await pipelineCounts(app.db, user.id)).toEqual(countLeads(book));
  });

  test("recentAppointments: the five with the latest scheduledAt, with the client's name", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const ana = await insertLead(app, user, { firstName: "Ana", lastName: "Diaz" });
    const bo = await insertLead(app, user, { firstName: "Bo", lastName: "" });
    for (const [i, clientId] of [ana, bo, ana, bo, ana, bo, ana].entries()) {
      const res = await app.inject({
        method: "POST",
        url: "/api/appointments",
        headers: bearer(user),
        payload: { clientId, scheduledAt: `2026-11-${String(10 + i).padStart(2, "0")}T15:00:00Z`, title: `visit ${i}` },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const recent = (await getPipeline(app, user)).json().recentAppointments;
    expect(recent.map((a: { title: string; clientName: string }) => [a.title, a.clientName])).toEqual([
      ["visit 6", "Ana Diaz"],
      ["visit 5", "Bo"],
      ["visit 4", "Ana Diaz"],
      ["visit 3", "Bo"],
      ["visit 2", "Ana Diaz"],
    ]);
    // The same five as the list's first page.
    const listed = (await app.inject({ method: "GET", url: "/api/appointments", headers: bearer(user) })).json();
    expect(recent).toEqual(listed.slice(0, 5));
  });

  test("the last stage is named for the rep's industry", async ({ app }) => {
    const user = await createUser(app, { onboard: "pest_control" });
    await insertLeads(app, user, times(2, "installed"));
    const stages = (await getPipeline(app, user)).json().stages;
    // Two leads installed and nothing else: each reached every step, so each step is 100% of the one before.
    expect(stages.at(-1)).toEqual({ name: "Accounts Serviced", count: 2, reached: 2, conversion: 100 });
  });

  test("a lead logged with an appointment counts under Appointments Set", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const res = await app.inject({
      method: "POST",
      url: "/api/appointments",
      headers: bearer(user),
      payload: { client: { name: "New Door" }, date: "2026-11-20", time: "10:00" },
    });
    expect(res.statusCode).toBe(201);
    const stages = (await getPipeline(app, user)).json().stages;
    expect(stages.map((s: { count: number }) => s.count)).toEqual([0, 1, 0, 0, 0]);
  });

  test("a lead flagged sat through an appointment moves from Appointments Set to Appointments Sat", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const [clientId] = await insertLeads(app, user, times(1));
    const created = await app.inject({
      method: "POST",
      url: "/api/appointments",
      headers: bearer(user),
      payload: { clientId, date: "2026-11-20", time: "10:00" },
    });
    const counts = async () => (await getPipeline(app, user)).json().stages.map((s: { count: number }) => s.count);
    expect(await counts()).toEqual([0, 1, 0, 0, 0]);
    await app.inject({
      method: "PATCH",
      url: `/api/appointments/${created.json().id}`,
      headers: bearer(user),
      payload: { status: "completed" },
    });
    expect(await counts()).toEqual([0, 0, 1, 0, 0]);
  });

  test("a cached answer never outlives a change: each write to the leads or appointments, by any path, is seen next", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "solar" });
    const figures = async () => {
      const body = (await getPipeline(app, user)).json();
      return {
        counts: body.stages.map((s: { count: number }) => s.count),
        recent: body.recentAppointments.map((a: { status: string; clientName: string }) => `${a.clientName}:${a.status}`),
      };
    };
    expect(await figures()).toEqual({ counts: [0, 0, 0, 0, 0], recent: [] });
    const [clientId] = await insertLeads(app, user, [{ firstName: "Ana", lastName: "Ruiz" }]);
    expect((await figures()).counts).toEqual([1, 0, 0, 0, 0]);

    const made = await app.inject({
      method: "POST",
      url: "/api/appointments",
      headers: bearer(user),
      payload: { clientId, date: "2026-11-20", time: "10:00" },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await figures()).toEqual({ counts: [0, 1, 0, 0, 0], recent: ["Ana Ruiz:scheduled"] });

    // Straight to the table, as a later job or a migration might: the trigger still moves the version.
    const { appointments, clients } = app.db._.fullSchema;
    await app.db.update(appointments).set({ status: "completed" }).where(eq(appointments.id, made.json().id));
    expect((await figures()).recent).toEqual(["Ana Ruiz:completed"]);
    await app.db
      .update(clients)
      .set({ lastName: "Ruiz-Diaz" })
      .where(eq(clients.id, clientId ?? 0));
    expect((await figures()).recent).toEqual(["Ana Ruiz-Diaz:completed"]);

    const removed = await app.inject({ method: "DELETE", url: `/api/clients/${clientId}`, headers: bearer(user) });
    expect(removed.statusCode).toBe(204);
    expect(await figures()).toEqual({ counts: [0, 0, 0, 0, 0], recent: [] });
  });
});
