import { schema } from "@measured/db";
import Papa from "papaparse";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { EXPORT_PAGE_ROWS } from "../../services/clients/export-leads";
import { EXPORT_REFUSAL_DELAY_MS, EXPORT_RUNNING_MESSAGE, takeExportLease } from "../../services/exports/export-lease";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";
import { storeLeads } from "../../test/lead-fixtures";

const exportOf = (app: App, rep: TestUser) => app.inject({ method: "GET", url: "/api/clients/export", headers: bearer(rep) });
const namesIn = (csv: string) =>
  Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true }).data.map(
    (r) => r["First Name"],
  );

describe("GET /api/clients/export, page by page (issue 22)", () => {
  test("a book past several pages comes out whole, oldest first, with one header, ties in creation broken by id", async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const count = EXPORT_PAGE_ROWS * 2 + 7;
    // Every second lead shares its creation moment with the one before: the page key must not skip or repeat them.
    await storeLeads(app, rep, count, (i) => ({ createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 1000) }));
    const res = await exportOf(app, rep);
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/First Name,Last Name/g)).toHaveLength(1);
    expect(namesIn(res.body)).toEqual(Array.from({ length: count }, (_, i) => `Lead${i}`));
  });

  test("a second export while one runs is 429 with a message; when it ends, or its server died long ago, exports work", async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    await storeLeads(app, rep, 3);
    const running = await takeExportLease(app.db, rep.id);
    const asked = performance.now();
    const refused = await exportOf(app, rep);
    expect(refused.statusCode).toBe(429);
    // Answered after a pause, so a client asking again at once cannot flood the server with refusals.
    expect(performance.now() - asked).toBeGreaterThanOrEqual(EXPORT_REFUSAL_DELAY_MS - 50);
    expect(refused.json()).toEqual({ message: EXPORT_RUNNING_MESSAGE });
    expect(refused.headers["retry-after"]).toBe("10");
    // Another rep's export is not held by this one.
    const other = await createUser(app, { onboard: "solar" });
    expect((await exportOf(app, other)).statusCode).toBe(200);

    await running.giveBack();
    expect(namesIn((await exportOf(app, rep)).body)).toHaveLength(3);
    // The lease is given back after each export: a third one works too.
    expect((await exportOf(app, rep)).statusCode).toBe(200);

    // A lease left by a server that died mid-export expires.
    await app.db.insert(schema.exportLeases).values({ userId: rep.id, token: "dead", expiresAt: new Date(Date.now() - 1000) });
    expect((await exportOf(app, rep)).statusCode).toBe(200);

    // One running on another server (its lease row, not this server's) refuses too.
    await app.db
      .insert(schema.exportLeases)
      .values({ userId: rep.id, token: "elsewhere", expiresAt: new Date(Date.now() + 60_000) });
    const elsewhere = await exportOf(app, rep);
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json()).toEqual({ message: EXPORT_RUNNING_MESSAGE });
  });

  test("ten reps exporting at once each get their own whole book", async ({ app }) => {
    const reps = await Promise.all(Array.from({ length: 10 }, () => createUser(app, { onboard: "solar" })));
    for (const [i, rep] of reps.entries()) await storeLeads(app, rep, EXPORT_PAGE_ROWS + i);
    const answers = await Promise.all(reps.map((rep) => exportOf(app, rep)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => namesIn(a.body).length)).toEqual(reps.map((_, i) => EXPORT_PAGE_ROWS + i));
  });
});
