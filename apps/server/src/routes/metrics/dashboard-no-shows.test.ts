import { addDays, type Dashboard, INDUSTRY_TEMPLATES, todayIn } from "@measured/core";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";
import { createLead } from "../../test/lead-fixtures";

const ZONE = "America/Chicago";

/**
 * Issue 21 (decision 048): a no-show counts on its appointment's day in the rep's zone, as a sit does,
 * and moves no other figure; a funnel step the rep has no input for is answered as not tracked.
 */
function rep(app: App, user: TestUser) {
  const headers = { ...bearer(user), cookie: `measured_tz=${encodeURIComponent(ZONE)}` };
  const send = async (method: "POST" | "PATCH", url: string, payload: object, status: number) => {
    const res = await app.inject({ method, url, headers, payload });
    expect(res.statusCode, res.body).toBe(status);
    return res.json<{ id: number }>();
  };
  const dashboard = async (query: string) => {
    const res = await app.inject({
      method: "GET",
      url: `/api/dashboard?${query}&timeZone=${encodeURIComponent(ZONE)}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Dashboard>();
  };
  const day = (date: string) => dashboard(`period=custom&startDate=${date}&endDate=${date}`);
  /** A lead with one appointment at `at`, booked today. */
  const book = async (firstName: string, at: string) => {
    const lead = await createLead(app, user, { firstName }, headers);
    return send("POST", "/api/appointments", { clientId: lead.id, scheduledAt: at }, 201);
  };
  const mark = (id: number, status: string) => send("PATCH", `/api/appointments/${id}`, { status }, 200);
  return { dashboard, day, book, mark };
}

describe("the dashboard's no-shows", () => {
  test("two appointments booked, one sat and one no-show: Sits 1 and No-shows 1, each on its appointment's day", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "pest_control", kpis: [...INDUSTRY_TEMPLATES.pest_control.kpis] });
    const r = rep(app, user);
    const today = todayIn(ZONE);
    const satDay = addDays(today, -3);
    const noShowDay = addDays(today, -2);
    // 23:30 in Chicago is the next day in UTC: the no-show's day is read in the rep's zone.
    const sat = await r.book("Sat", `${satDay}T17:00:00-06:00`);
    const noShow = await r.book("Gone", `${noShowDay}T23:30:00-06:00`);
    const booked = await r.dashboard("period=all");
    await r.mark(sat.id, "completed");
    await r.mark(noShow.id, "no_show");

    const all = await r.dashboard("period=all");
    expect(all.funnel).toMatchObject({ sets: 2, ran: 1, noShows: 1 });
    // No other figure moves: the same answer as before the two marks, but for the one sit and the no-show.
    expect({ ...all.funnel, ran: 0, noShows: 0 }).toEqual({ ...booked.funnel, ran: 0, noShows: 0 });
    expect((await r.day(satDay)).funnel).toMatchObject({ ran: 1, noShows: 0 });
    expect((await r.day(noShowDay)).funnel).toMatchObject({ ran: 0, noShows: 1 });
    expect((await r.day(addDays(noShowDay, 1))).funnel).toMatchObject({ ran: 0, noShows: 0 });
    expect((await r.dashboard("period=today")).funnel).toMatchObject({ sets: 2, ran: 0, noShows: 0 });

    // Marked sat instead, it is a no-show no more.
    await r.mark(noShow.id, "completed");
    expect((await r.day(noShowDay)).funnel).toMatchObject({ ran: 1, noShows: 0 });
  });
});

describe("the funnel's inputs", () => {
  test("a pest-control rep has no Sets until a lead has an appointment booked; then Sets is tracked", async ({ app }) => {
    const user = await createUser(app, { onboard: "pest_control", kpis: [...INDUSTRY_TEMPLATES.pest_control.kpis] });
    const r = rep(app, user);
    expect((await r.dashboard("period=all")).funnelInputs).toEqual({
      doors: true,
      tags: false,
      sets: false,
      ran: true,
      closes: true,
      installs: true,
    });
    await r.book("Ada", `${addDays(todayIn(ZONE), 2)}T10:00:00-06:00`);
    // Tracked in every period from then on, an empty one included: the rep records Sets through leads.
    const later = await r.day(addDays(todayIn(ZONE), -30));
    expect(later.funnelInputs.sets).toBe(true);
    expect(later.funnel.sets).toBe(0);
  });

  test("a rep tracking only Hours Worked has no doors and no tags, so no doors per appointment once one is booked", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "coaching", kpis: ["hoursWorked"] });
    const r = rep(app, user);
    const inputs = (await r.dashboard("period=today")).funnelInputs;
    expect(inputs).toEqual({ doors: false, tags: false, sets: false, ran: false, closes: false, installs: false });
    await r.book("Ada", `${addDays(todayIn(ZONE), 2)}T10:00:00-06:00`);
    const booked = await r.dashboard("period=today");
    expect(booked.funnelInputs).toMatchObject({ doors: false, sets: true });
    expect(booked.funnel.sets).toBe(1);
    expect(booked.performance.doorsPerAppointment).toBeNull();
  });
});
