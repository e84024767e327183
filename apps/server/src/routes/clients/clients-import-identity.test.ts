import { matchLeadHeaders, UNREADABLE_MESSAGE, valuesOfRow } from "@measured/core";
import { queryOf } from "@measured/db";
import Papa from "papaparse";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { leadsNamedSql } from "../../services/clients/import-leads";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";
import { createLead, storedClients, storeLeads } from "../../test/lead-fixtures";

const row = (line: number, values: Record<string, string>) => ({ line, values });
const importRows = (app: App, rep: TestUser, rows: ReturnType<typeof row>[]) =>
  app.inject({ method: "POST", url: "/api/clients/import", headers: bearer(rep), payload: { rows } });

describe("which imported rows are already there (issue 22)", () => {
  test("rows without e-mail or phone are told apart by address, and the report names the lead each repeat matched", async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const had = await createLead(app, rep, { firstName: "Current", lastName: "Resident", address: "14 Oak Ave" });
    const answer = await importRows(app, rep, [
      row(2, { firstName: "Current", lastName: "Resident", address: "14 Oak Ave" }),
      row(3, { firstName: "Current", lastName: "Resident", address: "16 Oak Ave" }),
      row(4, { firstName: "current", lastName: "RESIDENT", address: "16  oak ave" }),
      row(5, { firstName: "Current", lastName: "Resident", address: "18 Oak Ave" }),
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const stored = await storedClients(app, rep);
    expect(stored.map((c) => c.address)).toEqual(["14 Oak Ave", "16 Oak Ave", "18 Oak Ave"]);
    expect(answer.json()).toMatchObject({
      created: 2,
      duplicates: 2,
      refused: [],
      alreadyThere: [
        { line: 2, leadId: had.id, name: "Current Resident" },
        { line: 4, leadId: stored[1]?.id, name: "Current Resident" },
      ],
    });
  });

  test("a cell holding U+FFFD is refused with its line and column; the other rows are added", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const answer = await importRows(app, rep, [
      row(2, { firstName: "Jos\uFFFD", lastName: "Pe\uFFFDa" }),
      row(3, { firstName: "Ana", lastName: "Lopez", notes: "ok" }),
    ]);
    expect(answer.json()).toMatchObject({
      created: 1,
      refused: [{ line: 2, errors: [`First Name: ${UNREADABLE_MESSAGE}`, `Last Name: ${UNREADABLE_MESSAGE}`] }],
    });
    expect((await storedClients(app, rep)).map((c) => c.firstName)).toEqual(["Ana"]);
  });

  test("a one-word name made through the API survives export then import", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    await createLead(app, rep, { firstName: "Cher" });
    await createLead(app, rep, { name: "Prince" });
    const exported = await app.inject({ method: "GET", url: "/api/clients/export", headers: bearer(rep) });
    const [headers = [], ...cells] = Papa.parse<string[]>(exported.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    const match = matchLeadHeaders(headers);
    const answer = await importRows(
      app,
      rep,
      cells.map((c, i) => row(i + 2, valuesOfRow(c, match) as Record<string, string>)),
    );
    expect(answer.json()).toMatchObject({ created: 0, duplicates: 2, refused: [] });
    expect((await storedClients(app, rep)).map((c) => [c.firstName, c.lastName])).toEqual([
      ["Cher", ""],
      ["Prince", ""],
    ]);
  });
});

describe("an import part on a full book", () => {
  test("looks up each name its rows carry through the name index, even with the table's statistics stale", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    // Never analyzed, as on the embedded database, which has no autovacuum: the planner's counts are stale.
    await storeLeads(app, rep, 5000, (i) => ({ firstName: `N${i}`, lastName: "Lead" }));
    const rows = [
      { lead: { firstName: "n17", lastName: "LEAD" } },
      ...Array.from({ length: 197 }, (_, i) => ({ lead: { firstName: `Nobody${i}`, lastName: "Here" } })),
    ];
    const query = queryOf(leadsNamedSql(rep.id, rows));
    const { rows: plan } = await app.database.executeSql(`explain (analyze, costs off, timing off) ${query.sql}`, query.params);
    const text = plan.map((r) => Object.values(r as Record<string, string>)[0]).join("\n");
    expect(text, text).toContain("clients_user_lower_name_idx");
    expect(text, text).not.toMatch(/Seq Scan on clients|Bitmap Index Scan on clients_user_created_idx/);
    const found = await app.db.execute(leadsNamedSql(rep.id, rows));
    expect((found as unknown as { rows: { firstName: string }[] }).rows.map((l) => l.firstName)).toEqual(["N17"]);
  });
});
