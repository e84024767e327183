import {
  type Client,
  leadsPageStatus,
  NO_LEAD_FLAGS,
  PAGE_SIZE,
  STATUS_FLAG_NAMES,
  statusFlagCombinations,
  TEXT_LIMITS,
} from "@measured/core";
import { describe, expect } from "vitest";
import { test } from "../../test/app";
import { bearer, createUser } from "../../test/factories";
import { createLead, storeLeads } from "../../test/lead-fixtures";

const nextLink = (link: string | undefined) => /^<([^>]+)>; rel="next"$/.exec(link ?? "")?.[1];

describe("GET /api/clients: search, status filter, pages (issue 11)", () => {
  test("a search finds a name, e-mail or address part in any case, and a phone by a fragment of its digits", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    const ana = await createLead(app, user, {
      firstName: "Ana",
      lastName: "Lopez",
      phone: "555-1234-999",
      email: "ana@sunny.io",
    });
    const bo = await createLead(app, user, {
      firstName: "Bo",
      lastName: "Brown",
      phone: "(212) 555 0000",
      address: "12 Maple Ave",
    });
    const cy = await createLead(app, user, { firstName: "Cy", lastName: "100% Solar_Co", phone: null });
    const search = async (q: string) => {
      const res = await app.inject({ method: "GET", url: `/api/clients?${new URLSearchParams({ q })}`, headers: bearer(user) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Client[]>().map((c) => c.id);
    };
    expect(await search("(555) 123")).toEqual([ana.id]);
    expect(await search("5550")).toEqual([bo.id]);
    expect(await search("555")).toEqual([bo.id, ana.id]);
    expect(await search("ana lopez")).toEqual([ana.id]);
    expect(await search("LOPEZ")).toEqual([ana.id]);
    expect(await search("SUNNY.IO")).toEqual([ana.id]);
    expect(await search("maple")).toEqual([bo.id]);
    // Two digits are not a phone search; LIKE's own characters are taken literally.
    expect(await search("12")).toEqual([bo.id]);
    expect(await search("100%")).toEqual([cy.id]);
    expect(await search("r_co")).toEqual([cy.id]);
    expect(await search("%")).toEqual([cy.id]);
    expect(await search("nobody")).toEqual([]);
    // No match spans two fields: the last name then the e-mail is not one text.
    expect(await search("lopez ana")).toEqual([]);
    expect(await search("lopezana")).toEqual([]);
  });

  test("a lead at every text limit in three-byte characters is saved and found: its search entry fits the index", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "solar" });
    // 757 characters of search text, 2,271 bytes of UTF-8: the widest entry the list's index holds.
    // Distinct characters, so the database cannot compress the entry into fitting (900 of them do not).
    let next = 0x4e00;
    const wide = (n: number) => Array.from({ length: n }, () => String.fromCodePoint(next++)).join("");
    const local = "a".repeat(64);
    const email = `${local}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.io`;
    expect(email).toHaveLength(TEXT_LIMITS.email);
    const lead = await createLead(app, user, {
      firstName: wide(TEXT_LIMITS.personName),
      lastName: wide(TEXT_LIMITS.personName),
      email,
      address: wide(TEXT_LIMITS.address),
      // The longest phone: at most 15 digits (a phone number's rule), so spaced out to the limit.
      phone: `555555${" ".repeat(TEXT_LIMITS.phone - 15)}555555555`,
    });
    for (const q of [String.fromCodePoint(0x4e00, 0x4e01), "555555", email.slice(-20)]) {
      const res = await app.inject({ method: "GET", url: `/api/clients?${new URLSearchParams({ q })}`, headers: bearer(user) });
      expect(res.json<Client[]>().map((c) => c.id)).toEqual([lead.id]);
    }
  });

  test("the status filter, counted in SQL, agrees with leadsPageStatus on every combination of the status flags", async ({
    app,
  }) => {
    const user = await createUser(app, { onboard: "solar" });
    const combos = [...statusFlagCombinations()];
    await storeLeads(app, user, combos.length, (i) => ({ ...combos[i], lastName: `Combo${i}` }));
    const expected = new Map<string, number[]>();
    combos.forEach((flags, i) => {
      const status = leadsPageStatus(flags);
      expected.set(status, [...(expected.get(status) ?? []), i]);
    });
    for (const [status, indexes] of expected) {
      const res = await app.inject({ method: "GET", url: `/api/clients?status=${status}&limit=1000`, headers: bearer(user) });
      expect(res.statusCode, res.body).toBe(200);
      const got = res.json<Client[]>();
      expect(
        got.every((c) => c.leadStatus === status),
        status,
      ).toBe(true);
      expect(
        got.map((c) => Number(c.lastName.slice(5))).sort((a, b) => a - b),
        status,
      ).toEqual(indexes);
    }
    const summary = (await app.inject({ method: "GET", url: "/api/clients/summary", headers: bearer(user) })).json();
    expect(summary.totalLeads).toBe(512);
    expect(summary.byStatus).toEqual(Object.fromEntries([...expected].map(([s, ids]) => [s, ids.length])));
    expect(summary.activeDeals).toBe(
      ["appointment_scheduled", "appointment_held", "customer"].reduce((n, s) => n + (expected.get(s)?.length ?? 0), 0),
    );
    expect(STATUS_FLAG_NAMES).toHaveLength(9);
    expect(leadsPageStatus(NO_LEAD_FLAGS)).toBe("lead");
  });

  test("1,200 leads: the first page with no parameters, then the links, give each lead once, newest first", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    // Pairs share a creation time, so the id must break the tie.
    await storeLeads(app, user, 1200, (i) => ({ createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 1000) }));
    const first = await app.inject({ method: "GET", url: "/api/clients", headers: bearer(user) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(PAGE_SIZE.default);
    expect(nextLink(first.headers.link as string)).toBe(`/api/clients?cursor=${first.headers["x-next-cursor"]}`);
    const seen: Client[] = [];
    let url: string | undefined = "/api/clients";
    let pages = 0;
    while (url) {
      const res = await app.inject({ method: "GET", url, headers: bearer(user) });
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json<Client[]>());
      url = nextLink(res.headers.link as string);
      pages++;
    }
    expect(pages).toBe(3);
    expect(new Set(seen.map((c) => c.id)).size).toBe(1200);
    const order = seen.map((c) => [c.createdAt, c.id] as const);
    const sorted = [...order].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
    expect(order).toEqual(sorted);
  });

  test("a search and a filter page too, and the link keeps them", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    await storeLeads(app, user, 30, (i) => ({ phone: `555-01${String(i).padStart(2, "0")}`, signed: i % 2 === 0 }));
    const url = "/api/clients?q=555&status=customer&limit=10";
    const first = await app.inject({ method: "GET", url, headers: bearer(user) });
    const link = nextLink(first.headers.link as string) ?? "";
    expect(link).toMatch(/^\/api\/clients\?q=555&status=customer&limit=10&cursor=/);
    const ids = new Set<number>();
    let next: string | undefined = url;
    while (next) {
      const res = await app.inject({ method: "GET", url: next, headers: bearer(user) });
      for (const c of res.json<Client[]>()) {
        expect(c.signed).toBe(true);
        ids.add(c.id);
      }
      next = nextLink(res.headers.link as string);
    }
    expect(ids.size).toBe(15);
  });

  test("a cursor this list did not give, a bad status or a bad limit is 400", async ({ app }) => {
    const user = await createUser(app, { onboard: "solar" });
    for (const query of ["cursor=abc", "status=signed", "limit=0", "limit=1001", "q=%00", "page=2"]) {
      const res = await app.inject({ method: "GET", url: `/api/clients?${query}`, headers: bearer(user) });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
