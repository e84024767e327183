import { addDays, type Dashboard, todayIn } from "@measured/core";
import { eq } from "@measured/db";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";
import { createLead } from "../../test/lead-fixtures";

const ZONE = "America/Chicago";

describe("the dashboard's clients flagged signed (spec section 9, issue 11)", () => {
  test("count on the day each lead was signed, not the day it was created; clearing the flag uncounts it", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const headers = { ...bearer(user), cookie: `measured_tz=${encodeURIComponent(ZONE)}` };
    const today = todayIn(ZONE);
    // Two created 40 days ago, signed today.
    const s = app.db._.fullSchema;
    const [old, older] = [
      await createLead(app, user, { firstName: "Old", lastName: "Lead" }, headers),
      await createLead(app, user, { firstName: "Older", lastName: "Lead" }, headers),
    ];
    for (const lead of [old, older]) {
      await app.db
        .update(s.clients)
        .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
        .where(eq(s.clients.id, lead.id));
      await app.inject({ method: "PATCH", url: `/api/clients/${lead.id}`, headers, payload: { signed: true } });
    }
    // Created today, signed 40 days ago (a signing day kept from before, as the backfill leaves it).
    const kept = await createLead(app, user, { firstName: "Kept", lastName: "Lead", signed: true }, headers);
    await app.db
      .update(s.clients)
      .set({ signedDate: addDays(today, -40) })
      .where(eq(s.clients.id, kept.id));

    const dashboard = async (query: string) => {
      const res = await app.inject({
        method: "GET",
        url: `/api/dashboard?timeZone=${encodeURIComponent(ZONE)}&${query}`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ signedClients: number }>().signedClients;
    };
    expect(await dashboard("period=today")).toBe(2);
    expect(await dashboard(`period=custom&startDate=${addDays(today, -40)}&endDate=${addDays(today, -40)}`)).toBe(1);
    expect(await dashboard("period=all")).toBe(3);

    await app.inject({ method: "PATCH", url: `/api/clients/${old?.id}`, headers, payload: { signed: false } });
    expect(await dashboard("period=today")).toBe(1);
    expect(await dashboard("period=all")).toBe(2);
  });

  test("deals typed and deals signed on leads add up: the Deals Closed card, the funnel and Door Knocking Performance agree", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "solar", kpis: ["doorsKnocked", "dealsClosed"] });
    const headers = { ...bearer(user), cookie: `measured_tz=${encodeURIComponent(ZONE)}` };
    const today = todayIn(ZONE);
    const logged = await app.inject({
      method: "POST",
      url: "/api/kpi-entries/bulk",
      headers,
      payload: { entries: [{ metricName: "Deals Closed", value: 1, date: today }] },
    });
    expect(logged.statusCode, logged.body).toBe(200);
    for (const firstName of ["Ana", "Bo"]) await createLead(app, user, { firstName, lastName: "Signed", signed: true }, headers);

    const res = await app.inject({
      method: "GET",
      url: `/api/dashboard?period=today&timeZone=${encodeURIComponent(ZONE)}`,
      headers,
    });
    const body = res.json<Dashboard>();
    const card = body.metrics.find((m) => m.name === "Deals Closed");
    expect([card?.total, body.funnel.closes, body.performance.dealsClosed]).toEqual([3, 3, 3]);
    expect(card?.fromLeads).toBe(2);
  });
});
