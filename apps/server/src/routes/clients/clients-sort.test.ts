import { type Client, LEADS_PAGE_SIZE } from "@measured/core";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { sortedPageQuery } from "../../services/clients/clients-reads";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";
import { storeLeads } from "./test-helpers";

const nextLink = (link: string | undefined) => /^<([^>]+)>; rel="next"$/.exec(link ?? "")?.[1];

/** Every page of a list, following its links: the leads in the order the pages gave them. */
async function allPages(app: App, user: TestUser, first: string) {
  const seen: Client[] = [];
  let url: string | undefined = first;
  while (url) {
    const res = await app.inject({ method: "GET", url, headers: bearer(user) });
    expect(res.statusCode, res.body).toBe(200);
    seen.push(...res.json<Client[]>());
    url = nextLink(res.headers.link as string);
  }
  return seen;
}

const nameKey = (c: Client) => `${c.firstName} ${c.lastName}`.toLowerCase();
const byNameThenId = (a: Client, b: Client) => (nameKey(a) < nameKey(b) ? -1 : nameKey(a) > nameKey(b) ? 1 : a.id - b.id);

describe("GET /api/clients?sort= (issue 21, decision 045)", () => {
  test("each sort pages through every lead once, in its order, and the link keeps the sort", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    // Names repeat (the id breaks ties), cases differ, a third have no follow-up, creation times pair up.
    await storeLeads(app, user, 130, (i) => ({
      firstName: ["ada", "Bo", "ADA", "cy", "Zoë"][i % 5],
      lastName: i % 7 === 0 ? "" : `Lane${i % 3}`,
      nextFollowUpDate: i % 3 === 0 ? null : `2026-0${(i % 9) + 1}-1${i % 4}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 1000),
    }));
    const limit = `limit=${LEADS_PAGE_SIZE}`;

    const byName = await allPages(app, user, `/api/clients?sort=name&${limit}`);
    expect(byName).toHaveLength(130);
    expect(byName.map((c) => c.id)).toEqual([...byName].sort(byNameThenId).map((c) => c.id));

    const byFollowUp = await allPages(app, user, `/api/clients?sort=follow-up&${limit}`);
    expect(byFollowUp).toHaveLength(130);
    const followUpOrder = [...byFollowUp].sort((a, b) => {
      const [x, y] = [a.nextFollowUpDate, b.nextFollowUpDate];
      if (x === y) return a.id - b.id;
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -1 : 1;
    });
    expect(byFollowUp.map((c) => c.id)).toEqual(followUpOrder.map((c) => c.id));
    expect(byFollowUp.at(-1)?.nextFollowUpDate).toBeNull();

    const newest = await allPages(app, user, `/api/clients?${limit}`);
    const oldest = await allPages(app, user, `/api/clients?sort=oldest&${limit}`);
    expect(oldest.map((c) => c.id)).toEqual([...newest].reverse().map((c) => c.id));
    expect(await allPages(app, user, `/api/clients?sort=newest&${limit}`)).toEqual(newest);

    const first = await app.inject({ method: "GET", url: `/api/clients?sort=name&${limit}`, headers: bearer(user) });
    expect(nextLink(first.headers.link as string)).toMatch(/^\/api\/clients\?sort=name&limit=25&cursor=k/);
  });

  test("a sort keeps the search and the status filter, and another rep's leads never appear", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    await storeLeads(app, user, 40, (i) => ({ firstName: `Mine${String(40 - i).padStart(2, "0")}`, signed: i % 2 === 0 }));
    await storeLeads(app, other, 40, (i) => ({ firstName: `Mine${String(i).padStart(2, "0")}`, signed: true }));
    for (const sort of ["newest", "oldest", "name", "follow-up"]) {
      const all = await allPages(app, user, `/api/clients?sort=${sort}&limit=7`);
      expect(all, sort).toHaveLength(40);
      const signed = await allPages(app, user, `/api/clients?sort=${sort}&status=customer&q=mine&limit=7`);
      expect(signed, sort).toHaveLength(20);
      expect(signed.every((c) => c.signed)).toBe(true);
      const mine = new Set(all.map((c) => c.id));
      const theirs = await allPages(app, other, `/api/clients?sort=${sort}&limit=7`);
      expect(
        theirs.some((c) => mine.has(c.id)),
        sort,
      ).toBe(false);
    }
    const named = await allPages(app, user, "/api/clients?sort=name&q=mine0");
    expect(named.map((c) => c.firstName)).toEqual([
      "Mine01",
      "Mine02",
      "Mine03",
      "Mine04",
      "Mine05",
      "Mine06",
      "Mine07",
      "Mine08",
      "Mine09",
    ]);
  });

  test("a bad sort, or a cursor from another order, is 400", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await storeLeads(app, user, 3);
    const bad = await app.inject({ method: "GET", url: "/api/clients?sort=price", headers: bearer(user) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.sort).toBeDefined();
    const newestCursor = (await app.inject({ method: "GET", url: "/api/clients?limit=1", headers: bearer(user) })).headers[
      "x-next-cursor"
    ] as string;
    const nameCursor = (await app.inject({ method: "GET", url: "/api/clients?sort=name&limit=1", headers: bearer(user) }))
      .headers["x-next-cursor"] as string;
    expect(nameCursor).toMatch(/^k/);
    for (const query of [
      `sort=name&cursor=${newestCursor}`,
      `sort=follow-up&cursor=${nameCursor}`,
      `cursor=${nameCursor}`,
      `sort=oldest&cursor=${nameCursor}`,
      "sort=name&cursor=kAAAA",
      `sort=name&cursor=k${"A".repeat(3000)}`,
      "sort=",
    ]) {
      const res = await app.inject({ method: "GET", url: `/api/clients?${query}`, headers: bearer(user) });
      expect(res.statusCode, query).toBe(400);
    }
    const ok = await app.inject({ method: "GET", url: `/api/clients?sort=name&cursor=${nameCursor}`, headers: bearer(user) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveLength(2);
  });

  test("5,000 leads: oldest first reads the index in order; name and follow-up sort only the rep's rows", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const other = await createUser(app, { onboard: "solar" });
    await storeLeads(app, user, 5000, (i) => ({
      firstName: `N${(i * 7919) % 5000}`,
      nextFollowUpDate: i % 4 ? null : "2026-03-01",
    }));
    await storeLeads(app, other, 5000);
    await app.database.executeSql("analyze clients");
    const plan = async (sort: "oldest" | "name" | "follow-up", q?: string) => {
      const query = sortedPageQuery(app.db, user.id, { sort, limit: LEADS_PAGE_SIZE, q }).toSQL();
      const { rows } = await app.database.executeSql(`explain (analyze, costs off, timing off) ${query.sql}`, query.params);
      return rows.map((r) => Object.values(r as Record<string, string>)[0]).join("\n");
    };
    const oldest = await plan("oldest");
    expect(oldest).toContain("clients_user_created_idx");
    expect(oldest).not.toMatch(/Sort Key: clients\.created_at/);
    for (const sort of ["name", "follow-up"] as const) {
      const text = await plan(sort, "n1");
      expect(text, text).toMatch(/top-N heapsort/);
      expect(text, text).toMatch(/clients_user/);
    }
  });
});
