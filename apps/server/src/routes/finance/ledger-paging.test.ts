import { PAGE_SIZE } from "@measured/core";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { test } from "../../test/app";
import { createUser, type TestUser } from "../../test/factories";
import { type LedgerTable, send, storeRows } from "../../test/finance-rows";

const LISTS: [string, LedgerTable][] = [
  ["/api/expenses", "expenses"],
  ["/api/revenue", "revenue_entries"],
  ["/api/mileage", "mileage_entries"],
];

/** Follows `x-next-cursor` from `first` to the end; answers every row in the order the pages gave them. */
async function readAll(app: App, user: TestUser, first: string) {
  const rows: { id: number; date: string }[] = [];
  const links: string[] = [];
  let url: string | undefined = first;
  while (url) {
    const res = await send(app, user, "GET", url);
    expect(res.statusCode, res.body).toBe(200);
    rows.push(...res.json<{ id: number; date: string }[]>());
    const link = res.headers.link as string | undefined;
    const cursor = res.headers["x-next-cursor"] as string | undefined;
    if (cursor) {
      expect(link).toContain(`cursor=${cursor}`);
      links.push(link ?? "");
    }
    url = link?.match(/^<([^>]+)>; rel="next"$/)?.[1];
  }
  return { rows, pages: links.length + 1, links };
}

/** Newest day first, ties by newest id: each row strictly after the one before in that order. */
const inListOrder = (rows: { id: number; date: string }[]) =>
  rows.every((r, i) => {
    const prev = rows[i - 1];
    return !prev || r.date < prev.date || (r.date === prev.date && r.id < prev.id);
  });

describe.for(LISTS)("GET %s pages by (date, id)", ([url, table]) => {
  test("every row exactly once, newest day first, across pages of many rows a day", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    await storeRows(app, user, table, 1234, 9);
    await storeRows(app, other, table, 20, 9);
    const small = await readAll(app, user, `${url}?limit=100`);
    expect(small.pages).toBe(13);
    expect(small.links[0]).toMatch(new RegExp(`^<${url}\\?limit=100&cursor=`));
    expect(small.rows).toHaveLength(1234);
    expect(new Set(small.rows.map((r) => r.id)).size).toBe(1234);
    expect(inListOrder(small.rows)).toBe(true);
    const byDefault = await readAll(app, user, url);
    expect(byDefault.pages).toBe(Math.ceil(1234 / PAGE_SIZE.default));
    expect(byDefault.rows).toEqual(small.rows);
  });

  test("from and to are days, both included, and the next page keeps them", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await storeRows(app, user, table, 90, 9);
    // Days 2026-11-12 to 2026-11-20, ten rows each: three days are 30 rows.
    const { rows, links } = await readAll(app, user, `${url}?from=2026-11-15&to=2026-11-17&limit=7`);
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.date))).toEqual(new Set(["2026-11-15", "2026-11-16", "2026-11-17"]));
    expect(links[0]).toMatch(/^<[^?]+\?from=2026-11-15&to=2026-11-17&limit=7&cursor=/);
    expect((await readAll(app, user, `${url}?from=2026-11-20`)).rows).toHaveLength(10);
    expect((await readAll(app, user, `${url}?to=2026-11-12`)).rows).toHaveLength(10);
  });

  test("a cursor this list did not give, a bad day or from after to is 400", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    for (const [query, field] of [
      ["cursor=abc", "cursor"],
      [`cursor=${btoa("2026-02-30.5").replace(/=+$/, "")}`, "cursor"],
      [`cursor=${btoa("2026-02-03.0").replace(/=+$/, "")}`, "cursor"],
      ["from=2025-02-30", "from"],
      ["from=2026-11-20&to=2026-11-19", "to"],
      [`limit=${PAGE_SIZE.max + 1}`, "limit"],
      ["limit=0", "limit"],
      ["page=2", "query"],
    ]) {
      const res = await send(app, user, "GET", `${url}?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), query).toEqual([field]);
    }
  });
});
