import { addDays, encodeEntryCursor, PAGE_SIZE } from "@measured/core";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";

/** `days` consecutive days from 2024-01-01 for each named metric, straight into the database. */
async function storeDays(app: App, user: TestUser, metrics: string[], days: number) {
  const s = app.db._.fullSchema;
  const defs = (await app.db.select().from(s.kpiDefinitions)).filter((d) => d.userId === user.id && metrics.includes(d.name));
  const rows = defs.flatMap((d) =>
    Array.from({ length: days }, (_, i) => ({
      userId: user.id,
      kpiDefinitionId: d.id,
      date: addDays("2024-01-01", i),
      value: i,
    })),
  );
  for (let i = 0; i < rows.length; i += 500) await app.db.insert(s.kpiEntries).values(rows.slice(i, i + 500));
}

/** A cursor as this server writes them (base64url, no padding), around any text. */
const cursorOf = (text: string) => btoa(text).replace(/=+$/, "");

const nextLink = (link: string | undefined) => /^<([^>]+)>; rel="next"$/.exec(link ?? "")?.[1];

describe("GET /api/kpi-entries is paged (issue 9)", () => {
  test("1,200 entries: a first page of 500 with a next link; following the links gives each entry once, in order", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "solar" });
    await storeDays(app, user, ["Hours Worked", "Doors Knocked"], 600);

    const first = await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(PAGE_SIZE.default);
    expect(first.headers["x-next-cursor"]).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(nextLink(first.headers.link as string)).toBe(`/api/kpi-entries?cursor=${first.headers["x-next-cursor"]}`);

    const seen: { id: number; date: string; kpiName: string }[] = [];
    let url: string | undefined = "/api/kpi-entries";
    let pages = 0;
    while (url) {
      const res = await app.inject({ method: "GET", url, headers: bearer(user) });
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json());
      url = nextLink(res.headers.link as string);
      expect(url === undefined).toBe(res.headers["x-next-cursor"] === undefined);
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(1200);
    expect(new Set(seen.map((e) => e.id)).size).toBe(1200);
    // Ordered as before paging: by day, then the metric's place (Hours Worked first in solar), then id.
    expect(seen.slice(0, 2).map((e) => [e.date, e.kpiName])).toEqual([
      ["2024-01-01", "Hours Worked"],
      ["2024-01-01", "Doors Knocked"],
    ]);
    const keys = seen.map((e) => `${e.date}|${e.kpiName === "Hours Worked" ? 0 : 1}`);
    expect(keys).toEqual([...keys].sort());
  });

  test("a range and a limit are kept in the next link", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await storeDays(app, user, ["Doors Knocked"], 30);
    const url = "/api/kpi-entries?startDate=2024-01-05&endDate=2024-01-24&limit=8";
    const dates: string[] = [];
    let next: string | undefined = url;
    while (next) {
      const res = await app.inject({ method: "GET", url: next, headers: bearer(user) });
      dates.push(...res.json().map((e: { date: string }) => e.date));
      next = nextLink(res.headers.link as string);
      if (next) expect(next).toMatch(/^\/api\/kpi-entries\?startDate=2024-01-05&endDate=2024-01-24&limit=8&cursor=/);
    }
    expect(dates).toEqual(Array.from({ length: 20 }, (_, i) => addDays("2024-01-05", i)));
  });

  test("a day's entries (Daily Input) fit one page and carry no next link", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await storeDays(app, user, ["Doors Knocked", "Hours Worked"], 3);
    const res = await app.inject({
      method: "GET",
      url: "/api/kpi-entries?startDate=2024-01-02&endDate=2024-01-02",
      headers: bearer(user),
    });
    expect(res.json()).toHaveLength(2);
    expect(res.headers.link).toBeUndefined();
    expect(res.headers["x-next-cursor"]).toBeUndefined();
  });

  test("answers 400, naming the parameter, for a limit or cursor it could not have given", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    for (const [query, field] of [
      ["limit=0", "limit"],
      ["limit=1001", "limit"],
      ["limit=1e3", "limit"],
      ["limit=0x10", "limit"],
      ["limit=-5", "limit"],
      ["limit=", "limit"],
      ["cursor=nonsense!", "cursor"],
      ["cursor=", "cursor"],
      [`cursor=${cursorOf("2026-02-30.0.1")}`, "cursor"],
      [`cursor=${cursorOf("2026-01-01.0.1e3")}`, "cursor"],
      [`cursor=${"A".repeat(500)}`, "cursor"],
      ["limit=5&limit=6", "limit"],
      [`cursor=${cursorOf("2026-01-01.0.1")}&userId=1`, "userId"],
    ] as const) {
      const res = await app.inject({ method: "GET", url: `/api/kpi-entries?${query}`, headers: bearer(user) });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors), query).toContain(field);
    }
  });

  test("a well-formed cursor past the end answers an empty page", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await storeDays(app, user, ["Doors Knocked"], 3);
    const cursor = encodeEntryCursor({ date: "2030-01-01", sortOrder: 0, id: 1 });
    const res = await app.inject({ method: "GET", url: `/api/kpi-entries?cursor=${cursor}`, headers: bearer(user) });
    expect([res.statusCode, res.json()]).toEqual([200, []]);
  });
});
