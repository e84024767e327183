import { addDays, DEFAULT_TIME_ZONE, type Leaderboard, TEAM_MESSAGES, type TeamMetrics, todayIn } from "@measured/core";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { createUser } from "../../test/factories";
import { send } from "../../test/finance-rows";
import { createLead } from "../../test/lead-fixtures";
import { joined, makeTeam } from "../../test/team-fixtures";

/** Issue 24: Team Metrics and the leaderboard count what each member's dashboard counts, and nothing private. */

const today = () => todayIn(DEFAULT_TIME_ZONE);
const KPIS = ["doorsKnocked", "knockingApptSets", "apptsRan", "dealsClosed"];

describe("GET /api/teams/{id}/metrics", () => {
  test("each member's figures are their dashboard cards', signed leads included; owner and admins only", async ({ app }) => {
    const owner = await createUser(app, { onboard: "solar", kpis: KPIS });
    const team = await makeTeam(app, owner);
    const admin = await joined(app, owner, team.id, "admin");
    const member = await joined(app, owner, team.id, "member", KPIS);
    const outsider = await createUser(app, { onboard: "solar" });
    await send(app, member, "POST", "/api/kpi-entries", { metricName: "Doors Knocked", value: 40, date: today() });
    await send(app, member, "POST", "/api/kpi-entries", { metricName: "Deals Closed", value: 1, date: today() });
    await createLead(app, member, {
      firstName: "Dana",
      lastName: "Reyes",
      knockAppointment: true,
      appointmentSat: true,
      signed: true,
    });

    const res = await send(app, owner, "GET", `/api/teams/${team.id}/metrics?period=today`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<TeamMetrics>();
    expect(answer.range).toEqual({ startDate: today(), endDate: today() });
    expect(answer.members.map((m) => [m.userId, m.role])).toEqual([
      [owner.id, "owner"],
      [admin.id, "admin"],
      [member.id, "member"],
    ]);
    const theirs = answer.members.find((m) => m.userId === member.id)?.metrics ?? [];
    const dashboard = await send(
      app,
      member,
      "GET",
      `/api/dashboard?period=today&timeZone=${encodeURIComponent(DEFAULT_TIME_ZONE)}`,
    );
    const cards = dashboard.json<{ metrics: { name: string; total: number }[] }>().metrics;
    for (const name of ["Doors Knocked", "Deals Closed"]) {
      const card = cards.find((c) => c.name === name);
      expect(card, name).toBeDefined();
      expect(theirs.find((m) => m.name === name)?.value, name).toBe(card?.total);
    }
    expect(theirs.find((m) => m.name === "Deals Closed")).toMatchObject({ value: 2, unit: "count" });

    expect((await send(app, admin, "GET", `/api/teams/${team.id}/metrics`)).statusCode).toBe(200);
    const refused = await send(app, member, "GET", `/api/teams/${team.id}/metrics`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TEAM_MESSAGES.notAllowed);
    expect((await send(app, outsider, "GET", `/api/teams/${team.id}/metrics`)).statusCode).toBe(404);
  });
});

describe("GET /api/teams/{id}/leaderboard", () => {
  test("ranks every member on a metric, ties sharing a rank, with last period's figure and rank; any member, no outsider", async ({
    app,
  }) => {
    const owner = await createUser(app, { onboard: "solar", kpis: KPIS, firstName: "Olivia" });
    const team = await makeTeam(app, owner);
    const admin = await joined(app, owner, team.id, "admin");
    const member = await joined(app, owner, team.id, "member");
    const outsider = await createUser(app, { onboard: "solar" });
    const doors = async (who: typeof owner, value: number, date: string) =>
      send(app, who, "POST", "/api/kpi-entries", { metricName: "Doors Knocked", value, date });
    await doors(owner, 30, today());
    await doors(admin, 50, today());
    await doors(member, 50, today());
    await doors(owner, 80, addDays(today(), -1));
    await doors(member, 10, addDays(today(), -1));

    const res = await send(app, member, "GET", `/api/teams/${team.id}/leaderboard?period=today&metric=Doors%20Knocked`);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json<Leaderboard>();
    expect(board.metrics.slice(0, 3)).toEqual(["Doors Knocked", "Appointments Set", "Deals Closed"]);
    expect(board.previousRange).toEqual({ startDate: addDays(today(), -1), endDate: addDays(today(), -1) });
    const rows = board.rows.map((r) => [r.userId, r.value, r.rank, r.previousValue, r.previousRank]);
    expect(rows).toContainEqual([owner.id, 30, 3, 80, 1]);
    expect(rows).toContainEqual([admin.id, 50, 1, 0, 3]);
    expect(rows).toContainEqual([member.id, 50, 1, 10, 2]);
    expect(board.rows.map((r) => r.rank)).toEqual([1, 1, 3]);

    expect((await send(app, outsider, "GET", `/api/teams/${team.id}/leaderboard`)).statusCode).toBe(404);
    const bad = await send(app, member, "GET", `/api/teams/${team.id}/leaderboard?period=year`);
    expect(bad.statusCode).toBe(400);
  });

  test("a kept answer moves with a member's save, a new member and a member who leaves", async ({ app }) => {
    const owner = await createUser(app, { onboard: "solar", kpis: KPIS });
    const team = await makeTeam(app, owner);
    const member = await joined(app, owner, team.id, "member");
    const url = `/api/teams/${team.id}/leaderboard?period=today&metric=Doors%20Knocked`;
    const board = async () => (await send(app, owner, "GET", url)).json<Leaderboard>().rows.map((r) => [r.userId, r.value]);
    const metrics = async () =>
      (await send(app, owner, "GET", `/api/teams/${team.id}/metrics?period=today`))
        .json<TeamMetrics>()
        .members.map((m) => [m.userId, m.metrics.find((x) => x.name === "Doors Knocked")?.value ?? null]);
    await send(app, member, "POST", "/api/kpi-entries", { metricName: "Doors Knocked", value: 7, date: today() });
    expect(await board()).toContainEqual([member.id, 7]);
    expect(await metrics()).toContainEqual([member.id, 7]);
    // Asked again, the same (kept) answer; then a save of the member's (an entry adds to the day) moves it.
    expect(await board()).toContainEqual([member.id, 7]);
    await send(app, member, "POST", "/api/kpi-entries", { metricName: "Doors Knocked", value: 19, date: today() });
    expect(await board()).toContainEqual([member.id, 26]);
    expect(await metrics()).toContainEqual([member.id, 26]);
    const newcomer = await joined(app, owner, team.id, "member");
    expect((await board()).map(([id]) => id)).toContain(newcomer.id);
    expect((await send(app, member, "POST", `/api/teams/${team.id}/leave`)).statusCode).toBe(204);
    expect((await board()).map(([id]) => id)).not.toContain(member.id);
    expect((await metrics()).map(([id]) => id)).not.toContain(member.id);
  });

  test("no member's money, mileage or leads in the team's metrics or leaderboard", async ({ app }) => {
    const owner = await createUser(app, { onboard: "solar" });
    const team = await makeTeam(app, owner);
    const member = await joined(app, owner, team.id, "member");
    const marker = "Zq9 Private Marker";
    await send(app, member, "POST", "/api/expenses", { amount: "8765.43", description: marker, date: today() });
    await send(app, member, "POST", "/api/revenue", { amount: "9876.54", description: marker, date: today() });
    await send(app, member, "POST", "/api/mileage", { miles: "765.4", purpose: marker, date: today() });
    await createLead(app, member, { firstName: marker, lastName: "Lead", signed: true });
    for (const url of [`/api/teams/${team.id}/metrics?period=month`, `/api/teams/${team.id}/leaderboard?period=month`]) {
      const body = (await send(app, owner, "GET", url)).body;
      for (const secret of [marker, "8765", "9876", "765.4"]) expect(body, `${url}: ${secret}`).not.toContain(secret);
    }
  });
});
