import { FINANCE_EXPORT_SECTIONS } from "@measured/core";
import Papa from "papaparse";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { FINANCE_EXPORT_PAGE_ROWS } from "../../services/finance/export-finance";
import { test } from "../../test/app";
import { createUser, type TestUser } from "../../test/factories";
import { send, storeRows } from "../../test/finance-rows";

const exportOf = (app: App, rep: TestUser, query = "year=2026") => send(app, rep, "GET", `/api/export/expenses?${query}`);

/** The file's sections by title: each one's header row and data rows (blank lines end a section). */
function sections(csv: string): Map<string, { header: string[]; rows: string[][] }> {
  const lines = Papa.parse<string[]>(csv.replace(/^\uFEFF/, "")).data;
  const found = new Map<string, { header: string[]; rows: string[][] }>();
  let i = 0;
  while (i < lines.length) {
    const [title] = lines[i] ?? [];
    if (!title) {
      i += 1;
      continue;
    }
    const header = lines[i + 1] ?? [];
    const rows: string[][] = [];
    i += 2;
    while (i < lines.length && (lines[i]?.length ?? 0) > 1) rows.push(lines[i++] ?? []);
    found.set(title, { header, rows });
  }
  return found;
}

async function create(app: App, rep: TestUser, url: string, payload: Record<string, unknown>) {
  const res = await send(app, rep, "POST", url, payload);
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>();
}

describe("GET /api/export/expenses?year=", () => {
  test("the year's expenses, trips and revenue, oldest first, and totals equal to the Finance screen's year", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const fuel = (await send(app, rep, "GET", "/api/expense-categories")).json<{ id: number; name: string }[]>()[0];
    const lead = (await send(app, rep, "POST", "/api/clients", { firstName: "Dana", lastName: "Follow" })).json<{ id: number }>();
    await create(app, rep, "/api/expenses", { amount: "60", description: "=Gas", categoryId: fuel?.id, date: "2026-03-02" });
    await create(app, rep, "/api/expenses", {
      amount: "0.10",
      description: "Gum",
      date: "2026-01-05",
      isPersonal: true,
      notes: "Mine",
    });
    await create(app, rep, "/api/expenses", { amount: "99", description: "Last year", date: "2025-12-31" });
    await create(app, rep, "/api/mileage", { miles: "10", purpose: "Visits", startLocation: "Office", date: "2026-02-01" });
    await create(app, rep, "/api/mileage", { miles: "3.33", purpose: "Errand", date: "2026-02-02", isPersonal: true });
    await create(app, rep, "/api/revenue", { amount: "2500", description: "Commission", clientId: lead.id, date: "2026-04-01" });
    // Another rep's rows never show.
    const other = await createUser(app, { onboard: "solar" });
    await create(app, other, "/api/expenses", { amount: "5", description: "Not yours", date: "2026-03-02" });

    const res = await exportOf(app, rep);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="measured-finances-2026.csv"');
    const file = sections(res.body);
    expect([...file.keys()]).toEqual(Object.values(FINANCE_EXPORT_SECTIONS));
    expect(file.get("Expenses")?.rows).toEqual([
      ["2026-01-05", "Gum", "Uncategorized", "", "Personal", "0.10", "Mine"],
      // A cell a spreadsheet would run as a formula stays text.
      ["2026-03-02", "'=Gas", "Fuel", "Line 9 Car and truck expenses", "Business", "60.00", ""],
    ]);
    expect(file.get("Mileage log")?.rows).toEqual([
      ["2026-02-01", "Visits", "Office", "", "10.00", "0.725", "7.25", "Business", ""],
      ["2026-02-02", "Errand", "", "", "3.33", "0.000", "0.00", "Personal", ""],
    ]);
    expect(file.get("Revenue")?.rows).toEqual([["2026-04-01", "Commission", "Dana Follow", "2500.00"]]);

    const year = (await send(app, rep, "GET", "/api/finance/summary?from=2026-01-01&to=2026-12-31")).json();
    expect(Object.fromEntries(file.get("Totals")?.rows ?? [])).toEqual({
      "Total Revenue": year.totalRevenue.toFixed(2),
      "Total Expenses (business)": year.totalExpenses.toFixed(2),
      "Personal expenses (not deducted)": year.personalExpenses.toFixed(2),
      "Mileage Deduction": year.mileageDeduction.toFixed(2),
      "Net Profit": year.netProfit.toFixed(2),
      "Business miles": year.businessMiles.toFixed(2),
      "Miles (all trips)": year.miles.toFixed(2),
    });
    expect(year).toMatchObject({ totalRevenue: 2500, totalExpenses: 60, mileageDeduction: 7.25, netProfit: 2432.75 });
  });

  test("a year past several pages comes out whole, each row once, oldest first", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const count = FINANCE_EXPORT_PAGE_ROWS * 2 + 3;
    // Many rows a day: the page key (date, id) must neither skip nor repeat a row of a day split across pages.
    await storeRows(app, rep, "expenses", count, 30);
    const rows = sections((await exportOf(app, rep)).body).get("Expenses")?.rows ?? [];
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((r) => r[1])).size).toBe(count);
    const days = rows.map((r) => r[0] ?? "");
    expect(days).toEqual([...days].sort());
  });

  test("a year that is not one is 400 with a message; without a year, the rep's current one", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    for (const [query, message] of [
      ["year=abc", "Year must be a number such as 2026"],
      ["year=1999", "Year must be 2000 or later"],
      ["year=2026&x=1", undefined],
    ] as const) {
      const res = await exportOf(app, rep, query);
      expect(res.statusCode, query).toBe(400);
      if (message) expect(res.json().errors, query).toEqual({ year: [message] });
    }
    const current = await exportOf(app, rep, "");
    expect(current.statusCode).toBe(200);
    expect(current.headers["content-disposition"]).toMatch(/measured-finances-\d{4}\.csv/);
  });
});
