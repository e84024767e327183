import {
  type Client,
  type Dashboard,
  type FigureRecords,
  FUNNEL_STEP_IDS,
  funnelSteps,
  PIPELINE_STAGE_KEYS,
  type PipelineAnswer,
  type PipelineStageKey,
  type StageRecords,
  todayIn,
} from "@measured/core";
import fc from "fast-check";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";
import { createLead } from "../../test/lead-fixtures";

const ZONE = "America/Chicago";
const zone = encodeURIComponent(ZONE);

async function solarRep(app: App) {
  const user = await createUser(app, {
    onboard: "solar",
    kpis: ["doorsKnocked", "knockingApptSets", "taggingApptsSet", "apptsRan", "dealsClosed", "installs"],
  });
  const headers = { ...bearer(user), cookie: `measured_tz=${zone}` };
  const get = async <T>(url: string) => {
    const res = await app.inject({ method: "GET", url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const patch = async (lead: Client, payload: Record<string, unknown>) => {
    const res = await app.inject({ method: "PATCH", url: `/api/clients/${lead.id}`, headers, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  const type = async (date: string, entries: { metricName: string; value: number }[]) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/kpi-entries/bulk",
      headers,
      payload: { entries: entries.map((e) => ({ ...e, date })) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const lead = (firstName: string, flags: Record<string, boolean>) =>
    createLead(app, user, { firstName, lastName: "Lead", ...flags }, headers);
  return { user, headers, get, patch, type, lead };
}

/** Every page of a figure's records, so each list is read whole. */
async function allRecords(get: <T>(url: string) => Promise<T>, query: string) {
  const first = await get<FigureRecords>(`/api/dashboard/figure-records?${query}`);
  const days = [...first.days];
  const leads = [...first.leads];
  for (let page = first.nextPage; page !== null; ) {
    const next = await get<FigureRecords>(`/api/dashboard/figure-records?${query}&page=${page}`);
    days.push(...next.days);
    leads.push(...next.leads);
    page = next.nextPage;
  }
  return { ...first, days, leads };
}

describe("GET /api/dashboard/figure-records (decision 047)", () => {
  test("the typed days and the leads add up to every card and funnel step the dashboard shows, for today and All Time", async ({
    app,
  }) => {
    const r = await solarRep(app);
    const today = todayIn(ZONE);
    await r.type(today, [
      { metricName: "Doors Knocked", value: 40 },
      { metricName: "Knocking Appt Sets", value: 1 },
      { metricName: "Deals Closed", value: 1 },
    ]);
    await r.type("2026-01-05", [
      { metricName: "Doors Knocked", value: 25 },
      { metricName: "Appts Ran", value: 2 },
    ]);
    const ana = await r.lead("Ana", { knockAppointment: true });
    const bo = await r.lead("Bo", { knockAppointment: true });
    await r.lead("Cy", { tagAppointment: true });
    await r.patch(ana, { appointmentSat: true, signed: true });
    await r.patch(bo, { appointmentSat: true, signed: true });
    // Bo's deal is cancelled: signed and taken away, both listed.
    await r.patch(bo, { signedButCanceled: true });

    for (const period of ["today", "all"]) {
      const dashboard = await r.get<Dashboard>(`/api/dashboard?period=${period}&timeZone=${zone}`);
      const shown = [
        ...dashboard.metrics.map((m) => ({
          query: `metric=${encodeURIComponent(m.name)}`,
          figure: m.total,
          fromLeads: m.fromLeads,
        })),
        ...funnelSteps(dashboard.funnel).map((s) => ({ query: `step=${s.id}`, figure: s.value, fromLeads: null })),
      ];
      expect(shown.length).toBe(dashboard.metrics.length + FUNNEL_STEP_IDS.length);
      for (const { query, figure, fromLeads } of shown) {
        const records = await allRecords(r.get, `period=${period}&timeZone=${zone}&${query}`);
        const label = `${period} ${query}`;
        expect(records.figure, label).toBe(figure);
        if (fromLeads !== null) expect(records.fromLeads, label).toBe(fromLeads);
        expect(records.typed + records.fromLeads, label).toBe(figure);
        expect(
          records.days.reduce((sum, d) => sum + d.value, 0),
          label,
        ).toBe(records.typed);
        expect(
          records.leads.reduce((sum, l) => sum + l.delta, 0),
          label,
        ).toBe(records.fromLeads);
      }
    }

    const closes = await allRecords(r.get, `period=today&timeZone=${zone}&metric=Deals%20Closed`);
    expect(closes).toMatchObject({ figure: 2, typed: 1, fromLeads: 1, days: [{ date: today, value: 1 }] });
    expect(closes.leads.map((l) => [l.firstName, l.fact, l.delta]).sort()).toEqual([
      ["Ana", "signedKnock", 1],
      ["Bo", "cancelledKnock", -1],
      ["Bo", "signedKnock", 1],
    ]);
    const sets = await allRecords(r.get, `period=today&timeZone=${zone}&step=sets`);
    expect(sets.leads.map((l) => [l.firstName, l.fact]).sort()).toEqual([
      ["Ana", "setKnock"],
      ["Bo", "setKnock"],
      ["Cy", "setTag"],
    ]);
    const doorsAllTime = await allRecords(r.get, `period=all&timeZone=${zone}&step=reach`);
    expect(doorsAllTime.days).toEqual([
      { date: today, value: 40 },
      { date: "2026-01-05", value: 25 },
    ]);
  });

  test("another rep's days and leads never appear, and a figure is named once", async ({ app }) => {
    const owner = await solarRep(app);
    const other = await solarRep(app);
    await owner.type(todayIn(ZONE), [{ metricName: "Doors Knocked", value: 77 }]);
    await owner.lead("Private", { knockAppointment: true });
    for (const query of ["metric=Doors%20Knocked", "step=reach", "step=sets", "metric=Knocking%20Appt%20Sets"]) {
      const res = await app.inject({
        method: "GET",
        url: `/api/dashboard/figure-records?period=all&${query}`,
        headers: other.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<FigureRecords>()).toMatchObject({ figure: 0, typed: 0, fromLeads: 0, days: [], leads: [] });
    }
    const stage = await other.get<StageRecords>("/api/pipeline/stage-records?stage=leads");
    expect(stage).toEqual({ reached: 0, leads: [], nextPage: null });
    for (const bad of ["period=all", "period=all&metric=Doors%20Knocked&step=sets", "period=all&step=doors"]) {
      const res = await app.inject({ method: "GET", url: `/api/dashboard/figure-records?${bad}`, headers: other.headers });
      expect(res.statusCode, bad).toBe(400);
    }
  });
});

describe("GET /api/pipeline/stage-records (decision 047)", () => {
  test("lists the leads behind each stage's reached figure, a cancelled deal among the sits but not the deals closed", async ({
    app,
  }) => {
    const r = await solarRep(app);
    const ana = await r.lead("Ana", { knockAppointment: true });
    const bo = await r.lead("Bo", { knockAppointment: true });
    await r.lead("Cy", {});
    await r.patch(ana, { appointmentSat: true, signed: true });
    await r.patch(bo, { appointmentSat: true, signed: true, signedButCanceled: true });
    const pipeline = await r.get<PipelineAnswer>("/api/pipeline");
    const names = async (stage: PipelineStageKey) => {
      const records = await r.get<StageRecords>(`/api/pipeline/stage-records?stage=${stage}`);
      // The pipeline answers its stages in PIPELINE_STAGE_KEYS order.
      const reached = pipeline.stages[PIPELINE_STAGE_KEYS.indexOf(stage)]?.reached;
      expect(records.reached, stage).toBe(reached);
      return records.leads.map((l) => l.firstName).sort();
    };
    expect(await names("leads")).toEqual(["Ana", "Bo", "Cy"]);
    expect(await names("appointmentsSat")).toEqual(["Ana", "Bo"]);
    expect(await names("dealsClosed")).toEqual(["Ana"]);
  });
});

describe("the records routes refuse junk", () => {
  test("any query on either route answers 200 or 400, never 5xx", async ({ app }) => {
    const r = await solarRep(app);
    await r.lead("Ana", { knockAppointment: true });
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        "all",
        "custom",
        "today",
        "2026-02-30",
        "0",
        "-1",
        "10001",
        "1e3",
        "sets",
        "dealsClosed",
        "Deals Closed",
        "\u0000",
        "\u001fleads:set:knock",
      ),
    );
    const query = fc.dictionary(
      fc.constantFrom("period", "startDate", "endDate", "timeZone", "metric", "step", "page", "stage"),
      value,
      {
        maxKeys: 5,
      },
    );
    for (const path of ["/api/dashboard/figure-records", "/api/pipeline/stage-records"]) {
      await fc.assert(
        fc.asyncProperty(query, async (q) => {
          const url = `${path}?${new URLSearchParams(q)}`;
          const res = await app.inject({ method: "GET", url, headers: r.headers });
          expect([200, 400], `${url}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
        }),
        { numRuns: 80 },
      );
    }
  });
});
