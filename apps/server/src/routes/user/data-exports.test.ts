import { randomBytes } from "node:crypto";
import { DATA_EXPORT_KEEP_HOURS, type DataExport, QUOTAS } from "@measured/core";
import { eq, schema } from "@measured/db";
import Papa from "papaparse";
import { describe, expect } from "vitest";
import type { App } from "../../app";
import { removeExpiredExports, runAutoBackups, STALE_EXPORT_MINUTES } from "../../services/exports/archive-job";
import { archiveTables } from "../../services/exports/archive-tables";
import { ARCHIVE_CHUNK_BYTES } from "../../services/exports/archive-writer";
import { EXPORT_RUNNING_MESSAGE, takeExportLease } from "../../services/exports/export-lease";
import { test } from "../../test/app";
import { bearer, createUser, type TestUser } from "../../test/factories";
import { photo, putReceipt } from "../../test/receipt-photos";
import { zipEntries } from "../../test/zip-entries";

const s = schema;

/** Starts an export and waits for it to finish (the archive is built in this process in API tests). */
async function exportAndWait(app: App, user: TestUser): Promise<DataExport> {
  const started = await app.inject({ method: "POST", url: "/api/user/exports", headers: bearer(user) });
  expect([200, 201]).toContain(started.statusCode);
  let current = started.json<DataExport>();
  for (let i = 0; i < 400 && (current.status === "queued" || current.status === "running"); i++) {
    await new Promise((r) => setTimeout(r, 50));
    current = (
      await app.inject({ method: "GET", url: `/api/user/exports/${current.id}`, headers: bearer(user) })
    ).json<DataExport>();
  }
  return current;
}

const download = (app: App, user: TestUser, id: number) =>
  app.inject({ method: "GET", url: `/api/user/exports/${id}/download`, headers: bearer(user) });

/**
 * A row of the rep's in every exported table, each carrying `mark` in a text of its own where the table has
 * one. Answers the tables planted, so the test fails when a table is exported that nothing plants in.
 */
async function plant(app: App, rep: TestUser, mark: string, receipt: Buffer): Promise<Set<string>> {
  const db = app.db;
  const userId = rep.id;
  const planted = new Set<string>();
  const did = (table: string) => planted.add(table);
  await db
    .update(s.users)
    .set({ firstName: mark, unsubscribeToken: `unsub-${mark}`, twoFactorSecret: `TOTP${mark}` })
    .where(eq(s.users.id, userId));
  did("users");
  const [folder] = await db
    .insert(s.clientFolders)
    .values({ userId, name: `Folder ${mark}` })
    .returning();
  did("client_folders");
  const [client] = await db
    .insert(s.clients)
    .values({ userId, folderId: folder?.id, firstName: `Lead ${mark}`, lastName: "Planted", notes: `=cmd ${mark}` })
    .returning();
  if (!client) throw new Error("no lead");
  did("clients");
  await db.insert(s.appointments).values({ userId, clientId: client.id, title: `Visit ${mark}`, scheduledAt: new Date() });
  did("appointments");
  await db.insert(s.expenseCategories).values({ userId, name: `Category ${mark}` });
  did("expense_categories");
  const [expense] = await db
    .insert(s.expenses)
    .values({ userId, amount: 12.5, description: `Lunch ${mark}`, date: "2026-11-20" })
    .returning();
  if (!expense) throw new Error("no expense");
  did("expenses");
  await db
    .insert(s.receipts)
    .values({ userId, expenseId: expense.id, contentType: "image/jpeg", byteSize: receipt.byteLength, bytes: receipt });
  did("receipts");
  await db.insert(s.mileageEntries).values({ userId, miles: 3.5, purpose: `Trip ${mark}`, date: "2026-11-20", rate: 0.725 });
  did("mileage_entries");
  await db.insert(s.revenueEntries).values({ userId, amount: 900, description: `Deal ${mark}`, date: "2026-11-20" });
  did("revenue_entries");
  const [card] = await db
    .insert(s.connectedCards)
    .values({
      userId,
      provider: "test",
      accountId: `acct-${mark}`,
      accountName: `Card ${mark}`,
      accountType: "credit",
      lastFour: "4242",
    })
    .returning();
  if (!card) throw new Error("no card");
  did("connected_cards");
  await db.insert(s.bankTransactions).values({
    userId,
    cardId: card.id,
    transactionId: `tx-${mark}`,
    amount: -20,
    description: `Fuel ${mark}`,
    date: "2026-11-20",
  });
  did("bank_transactions");
  const [metric] = await db
    .insert(s.kpiDefinitions)
    .values({ userId, name: `Metric ${mark}`, nameKey: `metric ${mark.toLowerCase()}` })
    .returning();
  if (!metric) throw new Error("no metric");
  did("kpi_definitions");
  await db
    .insert(s.kpiEntries)
    .values({ userId, kpiDefinitionId: metric.id, value: 7, date: "2026-11-20", notes: `Entry ${mark}` });
  did("kpi_entries");
  await db
    .insert(s.goals)
    .values({ userId, kpiDefinitionId: metric.id, targetValue: 40, period: "weekly", description: `Goal ${mark}` });
  did("goals");
  await db
    .insert(s.userPreferences)
    .values({ userId, metricVisibility: `{"${mark}":true}` })
    .onConflictDoUpdate({ target: s.userPreferences.userId, set: { metricVisibility: `{"${mark}":true}` } });
  did("user_preferences");
  await db.insert(s.notificationDeliveries).values({ userId, kind: `digest-${mark}`, localDate: "2026-11-20" });
  did("notification_deliveries");
  const [team] = await db
    .insert(s.teams)
    .values({ ownerId: userId, name: `Team ${mark}`, description: `About ${mark}` })
    .returning();
  if (!team) throw new Error("no team");
  did("teams");
  await db.insert(s.teamMembers).values({ teamId: team.id, userId, role: "owner" });
  did("team_members");
  await db.insert(s.teamInvitations).values({
    teamId: team.id,
    inviterId: userId,
    inviteeEmail: `invitee.${mark.toLowerCase()}@example.com`,
    inviteePhone: `555 ${mark}`,
    token: `invite-token-${mark}`,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  did("team_invitations");
  await db.insert(s.profilePhotos).values({ userId, contentType: "image/png", byteSize: receipt.byteLength, bytes: receipt });
  did("profile_photos");
  await db.insert(s.screenViews).values({ userId, day: "2026-11-20", screen: `screen-${mark}`, views: 3 });
  did("screen_views");
  return planted;
}

describe("Export All Data (POST/GET /api/user/exports)", () => {
  test("the archive holds every record the rep owns, as JSON and CSV, receipts and photo byte for byte, and nothing of another rep's", async ({
    app,
  }) => {
    const a = await createUser(app, { onboard: "solar" });
    const b = await createUser(app, { onboard: "solar" });
    const markA = `PlantA${randomBytes(3).toString("hex")}`;
    const markB = `PlantB${randomBytes(3).toString("hex")}`;
    // Receipts past a chunk's size: the archive is stored in several chunks and read back in order.
    const receiptA = randomBytes(ARCHIVE_CHUNK_BYTES + 300_000);
    const receiptB = randomBytes(2000);
    const planted = await plant(app, a, markA, receiptA);
    await plant(app, b, markB, receiptB);
    // A belongs to B's team too: its name is in A's archive, nothing else of it (B's description, B's id).
    const [teamB] = await app.db.select().from(s.teams).where(eq(s.teams.ownerId, b.id));
    if (!teamB) throw new Error("no team of B");
    await app.db.update(s.teams).set({ name: "Shared Valley Team" }).where(eq(s.teams.id, teamB.id));
    await app.db.insert(s.teamMembers).values({ teamId: teamB.id, userId: a.id, role: "member" });

    const tables = archiveTables();
    expect([...planted].sort(), "every exported table has a planted row in this test").toEqual(tables.map((t) => t.name).sort());

    const done = await exportAndWait(app, a);
    expect(done.status).toBe("done");
    expect(done.totalRows).toBeGreaterThan(0);
    expect(done.doneRows).toBe(done.totalRows);
    expect(Date.parse(done.expiresAt ?? "") - Date.parse(done.finishedAt ?? "")).toBe(DATA_EXPORT_KEEP_HOURS * 3_600_000);
    const chunks = await app.db
      .select({ seq: s.dataExportChunks.seq })
      .from(s.dataExportChunks)
      .where(eq(s.dataExportChunks.exportId, done.id));
    expect(chunks.length).toBeGreaterThanOrEqual(2);

    const res = await download(app, a, done.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="measured-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.rawPayload.byteLength).toBe(done.byteSize);
    const files = await zipEntries(res.rawPayload);

    const everything = [...files.values()].map((f) => f.toString("latin1")).join("\n");
    expect(everything).not.toContain(markB);
    expect(everything).not.toContain(b.email);
    // Secrets never leave: hashes, tokens, the two-factor secret, an invitation's token.
    for (const secret of [`unsub-${markA}`, `TOTP${markA}`, `invite-token-${markA}`, "password_hash", "$argon2"]) {
      expect(everything).not.toContain(secret);
    }

    for (const table of tables) {
      const json = files.get(`json/${table.name}.json`);
      const csv = files.get(`csv/${table.name}.csv`);
      expect(json, table.name).toBeDefined();
      expect(csv, table.name).toBeDefined();
      const rows = JSON.parse(json?.toString("utf8") ?? "[]") as Record<string, unknown>[];
      const parsed = Papa.parse<string[]>(csv?.toString("utf8").trim() ?? "", { skipEmptyLines: true }).data;
      expect(parsed[0], `${table.name} header`).toEqual([...table.columns]);
      expect(parsed.length - 1, `${table.name}: CSV rows = JSON rows`).toBe(rows.length);
      expect(rows.length, `${table.name} has A's rows`).toBeGreaterThan(0);
      const owner = table.name === "users" ? "id" : table.columns.find((c) => c === "user_id" || c === "inviter_id");
      if (owner) for (const row of rows) expect(row[owner], `${table.name}.${owner}`).toBe(a.id);
      const text = `${json?.toString("utf8")}\n${csv?.toString("utf8")}`;
      if (!["receipts", "profile_photos", "team_members"].includes(table.name)) expect(text, table.name).toContain(markA);
    }

    // Teams: A's own, and B's by its name only.
    const teams = JSON.parse(files.get("json/teams.json")?.toString("utf8") ?? "[]") as Record<string, unknown>[];
    expect(teams.map((t) => t.name).sort()).toEqual([`Team ${markA}`, "Shared Valley Team"].sort());
    expect(teams.find((t) => t.name === "Shared Valley Team")).toMatchObject({ description: null, owned_by_me: false });
    expect(Object.keys(teams[0] ?? {})).not.toContain("owner_id");
    // A CSV cell that a spreadsheet would run as a formula is written as text.
    expect(files.get("csv/clients.csv")?.toString("utf8")).toContain(`'=cmd ${markA}`);

    const [expenseA] = await app.db.select().from(s.expenses).where(eq(s.expenses.userId, a.id));
    expect(files.get(`receipts/${expenseA?.id}.jpg`)?.equals(receiptA)).toBe(true);
    expect(files.get("photo.png")?.equals(receiptA)).toBe(true);
    expect([...files.keys()].filter((n) => n.startsWith("receipts/"))).toHaveLength(1);
    expect(files.get("README.txt")?.toString("utf8")).toContain("Measured");
  });

  test("a receipt uploaded through the API is in the archive as stored", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const created = await app.inject({
      method: "POST",
      url: "/api/expenses",
      headers: bearer(rep),
      payload: { amount: 18, description: "Parking", date: "2026-11-20" },
    });
    const expenseId = created.json<{ id: number }>().id;
    expect((await putReceipt(app, rep, expenseId, await photo("png"), "image/png")).statusCode).toBe(200);
    const [stored] = await app.db.select().from(s.receipts).where(eq(s.receipts.expenseId, expenseId));
    const done = await exportAndWait(app, rep);
    const files = await zipEntries((await download(app, rep, done.id)).rawPayload);
    const name = [...files.keys()].find((n) => n.startsWith(`receipts/${expenseId}.`));
    expect(name).toBeDefined();
    expect(Buffer.from(stored?.bytes ?? []).equals(files.get(name ?? "") ?? Buffer.alloc(0))).toBe(true);
    // An account with no photo has no photo file.
    expect([...files.keys()].some((n) => n.startsWith("photo."))).toBe(false);
  });

  test("only its owner can see or download an export: another rep's id answers 404 and nothing", async ({ app }) => {
    const a = await createUser(app, { onboard: "solar" });
    const b = await createUser(app, { onboard: "solar" });
    const done = await exportAndWait(app, a);
    expect((await app.inject({ method: "GET", url: `/api/user/exports/${done.id}`, headers: bearer(b) })).statusCode).toBe(404);
    const stolen = await download(app, b, done.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.headers["content-type"]).toMatch(/json/);
    expect((await app.inject({ method: "GET", url: "/api/user/exports/latest", headers: bearer(b) })).json()).toEqual({
      export: null,
    });
    expect((await app.inject({ method: "GET", url: "/api/user/exports/latest", headers: bearer(a) })).json()).toMatchObject({
      export: { id: done.id, status: "done" },
    });
    expect((await app.inject({ method: "GET", url: `/api/user/exports/${done.id}/download` })).statusCode).toBe(401);
  });

  test("a second press while one is queued answers that one; a lost one is replaced; five a day at most", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const [queued] = await app.db.insert(s.dataExports).values({ userId: rep.id }).returning();
    const again = await app.inject({ method: "POST", url: "/api/user/exports", headers: bearer(rep) });
    expect(again.statusCode).toBe(200);
    expect(again.json<DataExport>()).toMatchObject({ id: queued?.id, status: "queued" });
    expect(await app.db.select().from(s.dataExports).where(eq(s.dataExports.userId, rep.id))).toHaveLength(1);

    // Queued longer than STALE_EXPORT_MINUTES: its server is gone; a new press starts afresh.
    const old = new Date(Date.now() - (STALE_EXPORT_MINUTES + 1) * 60_000);
    await app.db.update(s.dataExports).set({ createdAt: old }).where(eq(s.dataExports.userId, rep.id));
    const fresh = await exportAndWait(app, rep);
    expect(fresh.id).not.toBe(queued?.id);
    expect(fresh.status).toBe("done");
    const [lost] = await app.db
      .select()
      .from(s.dataExports)
      .where(eq(s.dataExports.id, queued?.id ?? 0));
    expect(lost?.status).toBe("failed");

    for (let i = 1; i < QUOTAS.dataExportsPerDay.max; i++) {
      await app.db.insert(s.dataExports).values({ userId: rep.id, status: "done" });
    }
    const refused = await app.inject({ method: "POST", url: "/api/user/exports", headers: bearer(rep) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: QUOTAS.dataExportsPerDay.message });
  });

  test("a download waits for no other export of the rep's: while one runs it is 429, after it the archive comes", async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const done = await exportAndWait(app, rep);
    const running = await takeExportLease(app.db, rep.id);
    const refused = await download(app, rep, done.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(EXPORT_RUNNING_MESSAGE);
    await running.giveBack();
    expect((await download(app, rep, done.id)).statusCode).toBe(200);
    // The download gave its own lease back: the next one is not refused.
    expect((await download(app, rep, done.id)).statusCode).toBe(200);
  });

  test("an unfinished export is 409; an expired one 410, then removed with its chunks", async ({ app }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const [running] = await app.db.insert(s.dataExports).values({ userId: rep.id, status: "running" }).returning();
    expect((await download(app, rep, running?.id ?? 0)).statusCode).toBe(409);
    await app.db
      .update(s.dataExports)
      .set({ status: "failed", createdAt: new Date(0) })
      .where(eq(s.dataExports.userId, rep.id));

    const done = await exportAndWait(app, rep);
    expect((await download(app, rep, done.id)).statusCode).toBe(200);
    await app.db
      .update(s.dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.dataExports.id, done.id));
    const expired = await download(app, rep, done.id);
    expect(expired.statusCode).toBe(410);
    expect(await removeExpiredExports(app.db)).toBe(1);
    expect(await app.db.select().from(s.dataExportChunks).where(eq(s.dataExportChunks.exportId, done.id))).toHaveLength(0);
    expect((await download(app, rep, done.id)).statusCode).toBe(404);
  });

  test("an export left queued or running past the stale time is failed, its partial chunks removed; a fresh one is left", async ({
    app,
  }) => {
    const rep = await createUser(app, { onboard: "solar" });
    const old = new Date(Date.now() - (STALE_EXPORT_MINUTES + 5) * 60_000);
    const [lost] = await app.db.insert(s.dataExports).values({ userId: rep.id, status: "running", createdAt: old }).returning();
    const [fresh] = await app.db.insert(s.dataExports).values({ userId: rep.id, status: "queued" }).returning();
    if (!lost || !fresh) throw new Error("exports not planted");
    await app.db
      .insert(s.dataExportChunks)
      .values({ exportId: lost.id, userId: rep.id, seq: 0, bytes: new Uint8Array([1, 2, 3]) });

    expect(await removeExpiredExports(app.db)).toBe(0);
    const rows = await app.db.select({ id: s.dataExports.id, status: s.dataExports.status }).from(s.dataExports);
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([
      { id: lost.id, status: "failed" },
      { id: fresh.id, status: "queued" },
    ]);
    expect(await app.db.select().from(s.dataExportChunks).where(eq(s.dataExportChunks.exportId, lost.id))).toEqual([]);
  });
});

describe("Auto backup (the weekly e-mailed export)", () => {
  test("e-mails a link to a fresh archive once a week to reps with it on, and never to one with it off", async ({
    app,
    outbox,
  }) => {
    const on = await createUser(app, { onboard: "solar" });
    const off = await createUser(app, { onboard: "solar" });
    const unconfirmed = await createUser(app, { onboard: "solar", confirm: false });
    expect(
      (
        await app.inject({
          method: "PATCH",
          url: "/api/user/notifications",
          headers: bearer(off),
          payload: { autoBackup: false },
        })
      ).statusCode,
    ).toBe(200);
    outbox.length = 0;
    const now = new Date();
    const sweep = (days: number) =>
      runAutoBackups(app.db, app.mailer, { appUrl: "http://measured.test", now: new Date(now.getTime() + days * 86_400_000) });
    // The first backup comes a week after sign-up, not at once.
    expect(await sweep(0)).toBe(0);
    expect(await sweep(8)).toBe(1);
    expect(outbox.map((m) => m.to)).toEqual([on.email]);
    const link = outbox[0]?.text.match(/http:\/\/measured\.test(\/api\/user\/exports\/(\d+)\/download)/);
    expect(link).not.toBeNull();
    const res = await app.inject({ method: "GET", url: link?.[1] ?? "", headers: bearer(on) });
    expect(res.statusCode).toBe(200);
    expect((await zipEntries(res.rawPayload)).has("json/users.json")).toBe(true);
    expect((await download(app, off, Number(link?.[2]))).statusCode).toBe(404);
    const [exp] = await app.db
      .select()
      .from(s.dataExports)
      .where(eq(s.dataExports.id, Number(link?.[2])));
    expect(exp?.reason).toBe("auto-backup");

    // A week not yet gone since that one: nothing; a week on, the next one.
    expect(await sweep(9)).toBe(0);
    expect(await sweep(16)).toBe(1);
    // A Try the demo account (gone in a day) gets none.
    await app.db
      .update(s.users)
      .set({ demoExpiresAt: new Date(now.getTime() + 86_400_000) })
      .where(eq(s.users.id, on.id));
    expect(await sweep(30)).toBe(0);
    expect(outbox.filter((m) => m.to === unconfirmed.email || m.to === off.email)).toEqual([]);
  });
});
