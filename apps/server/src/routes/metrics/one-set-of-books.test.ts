import {
  type Client,
  type Dashboard,
  type DerivedLeadStatus,
  type FromLeads,
  LEAD_STATUS_LABELS,
  type PipelineAnswer,
  todayIn,
} from "@measured/core";
import Papa from "papaparse";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";
import { createLead } from "../../test/lead-fixtures";

const ZONE = "America/Chicago";

/**
 * Issue 21: a scripted day for a solar rep and a pest-control rep, then every figure read from the
 * dashboard (today and All Time), the single day Daily Input shows, the pipeline, the leads page and
 * the CSV export:
 * each named figure is equal wherever it appears, and no rate passes 100%.
 */
async function rep(app: App, industry: string, kpis: string[]) {
  const user = await createUser(app, { onboard: industry, kpis });
  const headers = { ...bearer(user), cookie: `measured_tz=${encodeURIComponent(ZONE)}` };
  const get = async <T>(url: string) => {
    const res = await app.inject({ method: "GET", url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const getText = async (url: string) => {
    const res = await app.inject({ method: "GET", url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };
  const patch = async (lead: Client, payload: Record<string, unknown>) => {
    const res = await app.inject({ method: "PATCH", url: `/api/clients/${lead.id}`, headers, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  const type = async (entries: { metricName: string; value: number }[]) => {
    const date = todayIn(ZONE);
    const res = await app.inject({
      method: "POST",
      url: "/api/kpi-entries/bulk",
      headers,
      payload: { entries: entries.map((e) => ({ ...e, date })) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const lead = (user: TestUser, firstName: string, flags: Record<string, boolean>) =>
    createLead(app, user, { firstName, lastName: "Lead", ...flags }, headers);
  const dashboard = (period: string) => get<Dashboard>(`/api/dashboard?period=${period}&timeZone=${encodeURIComponent(ZONE)}`);
  return { user, get, getText, patch, type, lead, dashboard };
}

const countBy = (values: string[]) => {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
};

const card = (d: Dashboard, name: string) => d.metrics.find((m) => m.name === name);

describe("one set of books (issue 21)", () => {
  test("a solar rep's day: cards, funnel, Daily Input's leads part and the pipeline agree", async ({ app }) => {
    const r = await rep(app, "solar", [
      "doorsKnocked",
      "knockingApptSets",
      "taggingApptsSet",
      "apptsRan",
      "dealsClosed",
      "installs",
    ]);
    await r.type([
      { metricName: "Doors Knocked", value: 40 },
      { metricName: "Knocking Appt Sets", value: 1 },
    ]);
    const ana = await r.lead(r.user, "Ana", { knockAppointment: true });
    const bo = await r.lead(r.user, "Bo", { knockAppointment: true });
    await r.lead(r.user, "Cy", { tagAppointment: true });
    await r.patch(ana, { appointmentSat: true });
    await r.patch(ana, { signed: true });
    await r.patch(bo, { appointmentSat: true, signed: true });
    // Bo's deal falls through the same day: out of Deals Closed, counted as a cancellation.
    await r.patch(bo, { signedButCanceled: true });

    const today = await r.dashboard("today");
    expect(card(today, "Knocking Appt Sets")).toMatchObject({ total: 3, fromLeads: 2 });
    expect(card(today, "Tagging Appts Set")).toMatchObject({ total: 1, fromLeads: 1 });
    expect(card(today, "Appts Ran")).toMatchObject({ total: 2, fromLeads: 2 });
    expect(card(today, "Deals Closed")).toMatchObject({ total: 1, fromLeads: 1 });
    expect(today.funnel).toMatchObject({ doors: 40, sets: 4, ran: 2, closes: 1, dealsCancelled: 1 });
    expect(today.performance).toMatchObject({ dealsClosed: 1, appointmentHoldRate: 50, doorsPerAppointment: 13.3 });
    expect(today.conversions.allAppointmentsToClose).toBe(25);

    const fromLeads = await r.get<FromLeads>(`/api/dashboard/from-leads?date=${todayIn(ZONE)}`);
    expect(Object.fromEntries(fromLeads.metrics.map((m) => [m.name, m.count]))).toEqual({
      "Knocking Appt Sets": 2,
      "Tagging Appts Set": 1,
      "Appts Ran": 2,
      "Deals Closed": 1,
    });

    const pipeline = await r.get<PipelineAnswer>("/api/pipeline");
    const all = await r.dashboard("all");
    const closed = pipeline.stages.find((s) => s.name === "Deals Closed");
    expect([all.funnel.closes, closed?.reached, pipeline.projections.closedDeals, pipeline.insights.dealsClosed]).toEqual([
      1, 1, 1, 1,
    ]);
    expect(pipeline.cancellations.find((c) => c.name === "Signed but Cancelled")?.count).toBe(all.funnel.dealsCancelled);
    for (const s of pipeline.stages) if (s.conversion !== null) expect(s.conversion).toBeLessThanOrEqual(100);

    const summary = await r.get<{ byStatus: Record<string, number> }>("/api/clients/summary");
    expect(summary.byStatus).toMatchObject({ customer: 1, cancelled: 1, appointment_scheduled: 1 });

    // The export carries the same books: its one Status column counts as the leads page does, its
    // standing deals are the pipeline's, and each step's day column counts as the dashboard's lead part.
    const csv = await r.getText("/api/clients/export");
    const rows = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true }).data;
    const statusCounts = countBy(rows.map((row) => row.Status ?? ""));
    const summaryCounts = Object.entries(summary.byStatus).filter(([, n]) => n > 0);
    expect(statusCounts).toEqual(
      Object.fromEntries(summaryCounts.map(([status, n]) => [LEAD_STATUS_LABELS[status as DerivedLeadStatus], n])),
    );
    const standing = rows.filter((row) => row.Signed === "yes" && row["Signed but Cancelled"] !== "yes");
    expect(standing).toHaveLength(all.funnel.closes);
    expect(rows.filter((row) => row["Sat Date"] === todayIn(ZONE))).toHaveLength(card(today, "Appts Ran")?.fromLeads ?? -1);
    expect(rows.filter((row) => row["Cancelled Date"] === todayIn(ZONE))).toHaveLength(today.funnel.dealsCancelled);

    // Un-ticking undoes: Ana is no deal any more, anywhere.
    await r.patch(ana, { signed: false });
    expect((await r.dashboard("today")).funnel.closes).toBe(0);
    expect((await r.get<PipelineAnswer>("/api/pipeline")).insights.dealsClosed).toBe(0);
  });

  test("a pest-control rep: deals typed and deals on leads add up; a conversion above 100% is no rate", async ({ app }) => {
    const r = await rep(app, "pest_control", ["doorsKnocked", "apptsRan", "dealsClosed", "servicedAccounts"]);
    await r.type([
      { metricName: "Doors Knocked", value: 50 },
      { metricName: "Deals Closed", value: 2 },
    ]);
    const di = await r.lead(r.user, "Di", { knockAppointment: true });
    await r.patch(di, { appointmentSat: true, signed: true, installed: true });

    const today = await r.dashboard("today");
    expect(card(today, "Deals Closed")).toMatchObject({ total: 3, fromLeads: 1 });
    expect(card(today, "Services Started")).toMatchObject({ total: 1, fromLeads: 1 });
    expect(card(today, "Appts Ran")).toMatchObject({ total: 1, fromLeads: 1 });
    // The booked appointment is the rep's one set: 3 closes from 1 set is no conversion, not 300%.
    expect(today.funnel).toMatchObject({ sets: 1, ran: 1, closes: 3, installs: 1 });
    expect(today.conversions.allAppointmentsToClose).toBeNull();
    expect(today.performance).toMatchObject({ doorsPerAppointment: 50, appointmentHoldRate: 100, dealsClosed: 3 });
  });

  test("an appointment booked on a lead counts a set; marked sat it counts a sit on its day; cancelled it leaves the open appointments", async ({
    app,
  }) => {
    const r = await rep(app, "solar", ["knockingApptSets", "apptsRan", "dealsClosed"]);
    const eve = await r.lead(r.user, "Eve", {});
    const headers = { ...bearer(r.user), cookie: `measured_tz=${encodeURIComponent(ZONE)}` };
    const booked = await app.inject({
      method: "POST",
      url: "/api/appointments",
      headers,
      payload: { clientId: eve.id, date: todayIn(ZONE), time: "00:01", timeZone: ZONE, type: "Consultation" },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ id: number }>().id;
    let pipeline = await r.get<PipelineAnswer>("/api/pipeline");
    expect(pipeline.stages.find((s) => s.name === "Appointments Set")?.count).toBe(1);
    expect(pipeline.projections.pipelineRevenue).toBe(1608);
    expect(card(await r.dashboard("today"), "Knocking Appt Sets")).toMatchObject({ total: 1, fromLeads: 1 });

    const cancel = await app.inject({
      method: "PATCH",
      url: `/api/appointments/${id}`,
      headers,
      payload: { status: "cancelled" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    pipeline = await r.get<PipelineAnswer>("/api/pipeline");
    expect(pipeline.stages.find((s) => s.name === "Appointments Set")).toMatchObject({ count: 0, reached: 1 });
    expect(pipeline.projections.pipelineRevenue).toBe(0);
    // The appointment was set: that stays counted on the day it was booked.
    expect(card(await r.dashboard("today"), "Knocking Appt Sets")?.total).toBe(1);

    const sat = await app.inject({ method: "PATCH", url: `/api/appointments/${id}`, headers, payload: { status: "completed" } });
    expect(sat.statusCode, sat.body).toBe(200);
    expect(card(await r.dashboard("today"), "Appts Ran")).toMatchObject({ total: 1, fromLeads: 1 });
    pipeline = await r.get<PipelineAnswer>("/api/pipeline");
    expect(pipeline.stages.find((s) => s.name === "Appointments Sat")).toMatchObject({ count: 1, reached: 1 });
  });
});
