import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { dayWindow, LEADS_PAGE_SIZE, todayIn } from "@measured/core";
import { freshDatabase } from "@measured/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { buildApp } from "../app";
import { loadEnv } from "../env";
import { createMemoryMailer } from "../services/mail/mailer";
import { bearer, createUser, type TestUser } from "../test/factories";

/**
 * The server's side of decision 014 with a stand-in for the web build's renderer (the real one is
 * exercised by e2e/first-load.spec.ts): which requests get a rendered page, what state it carries,
 * and how it is sent. The database and the API routes are real.
 */
const SHELL = '<!doctype html><html><head><title>Measured</title></head><body><div id="root"></div><p>shell</p></body></html>';
const RENDERER = `
export const renders = (pathname) => ["/", "/pipeline", "/clients", "/expenses"].includes(pathname);
export async function renderSignedIn(pathname, state) {
  if (globalThis.__failSignedInRender) throw new Error("render failed");
  if (pathname === "/pipeline") return { html: '<main data-ssr="">' + state.pipeline.stages.length + " stages</main>", title: "Pipeline · Measured" };
  if (pathname === "/clients") return { html: '<main data-ssr="">' + state.leads.page.length + " leads</main>", title: "Leads · Measured" };
  if (pathname === "/expenses") return { html: '<main data-ssr="">' + state.finance.expenses.page.length + " expenses</main>", title: "Expenses · Measured" };
  if (pathname !== "/") return null;
  return { html: '<main data-ssr="">' + state.dashboard.metrics.length + " metrics</main>", title: "Dashboard · Measured" };
}
`;
const STATE = /<script type="application\/json" id="measured-state">(.*?)<\/script>/s;

let dist: string;
let app: App;
let closeDb: () => Promise<void>;
let rep: TestUser;

const page = (cookie: string, url = "/", headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { cookie, ...headers } });
const stateOf = (html: string) => JSON.parse(STATE.exec(html)?.[1] ?? "null") as Record<string, unknown> | null;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "measured-dist-"));
  mkdirSync(path.join(dist, "ssr"));
  writeFileSync(path.join(dist, "index.html"), SHELL);
  writeFileSync(path.join(dist, "ssr", "render-signed-in.js"), RENDERER);
  const database = await freshDatabase();
  closeDb = () => database.close();
  app = await buildApp({
    env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: dist }),
    database,
    serveWeb: true,
    mailer: createMemoryMailer(),
  });
  rep = await createUser(app, { onboard: "solar" });
});
afterAll(async () => {
  await app.close();
  await closeDb();
  rmSync(dist, { recursive: true, force: true });
});

describe("the dashboard rendered on the server", () => {
  it("is sent to a signed-in rep whose browser told its zone, with the API's own answers as its state", async () => {
    const res = await page(`${rep.cookie}; measured_tz=America/Chicago`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers.vary).toContain("Cookie");
    expect(res.body).toContain('<div id="root"><main data-ssr="">');
    expect(res.body).toContain("<title>Dashboard · Measured</title>");
    expect(res.body).not.toContain("<p>shell</p><div");

    const api = async (url: string) => (await app.inject({ method: "GET", url, headers: bearer(rep) })).json();
    expect(stateOf(res.body)).toEqual({
      timeZone: "America/Chicago",
      user: await api("/api/auth/user"),
      preferences: await api("/api/user/preferences"),
      dashboard: await api("/api/dashboard?period=today&timeZone=America/Chicago"),
      // The dashboard's Today (decision 044): the day's appointments in the rep's zone and the follow-ups due.
      today: {
        date: todayIn("America/Chicago"),
        appointments: await api(
          `/api/appointments?${new URLSearchParams({ ...dayWindow(todayIn("America/Chicago"), "America/Chicago"), limit: "50" })}`,
        ),
        followUpsDue: await api("/api/clients/follow-ups-due"),
      },
      // Its goals strip (issue 24).
      goals: await api("/api/goals"),
    });
    const dashboard = (await api("/api/dashboard?period=today&timeZone=America/Chicago")) as { metrics: unknown[] };
    expect(res.body).toContain(`${dashboard.metrics.length} metrics</main>`);
  });

  it("renders the pipeline and the leads from their own answers, the leads' next page named as the list names it", async () => {
    const cookie = `${rep.cookie}; measured_tz=America/Chicago`;
    for (let i = 0; i <= LEADS_PAGE_SIZE; i++) {
      const made = await app.inject({
        method: "POST",
        url: "/api/clients",
        headers: bearer(rep),
        payload: { firstName: `Lead${i}`, lastName: "Ssr", nextFollowUpDate: "2026-01-02" },
      });
      expect(made.statusCode).toBe(201);
    }
    const api = (url: string) => app.inject({ method: "GET", url, headers: bearer(rep) });
    const base = {
      timeZone: "America/Chicago",
      user: (await api("/api/auth/user")).json(),
      preferences: (await api("/api/user/preferences")).json(),
    };

    const pipeline = await page(cookie, "/pipeline");
    expect(pipeline.body).toContain("<title>Pipeline · Measured</title>");
    expect(pipeline.body).toContain('<main data-ssr="">5 stages</main>');
    expect(stateOf(pipeline.body)).toEqual({ ...base, pipeline: (await api("/api/pipeline")).json() });

    const leads = await page(cookie, "/clients?ignored=1");
    expect(leads.body).toContain(`<main data-ssr="">${LEADS_PAGE_SIZE} leads</main>`);
    const first = await api(`/api/clients?limit=${LEADS_PAGE_SIZE}`);
    expect(stateOf(leads.body)).toEqual({
      ...base,
      leads: {
        page: first.json(),
        nextCursor: first.headers["x-next-cursor"],
        summary: (await api("/api/clients/summary")).json(),
        followUpsDue: (await api("/api/clients/follow-ups-due")).json(),
      },
    });
    expect(typeof first.headers["x-next-cursor"]).toBe("string");
  });

  it("renders Finance from the month's summary and that month's first page of expenses, the next page named", async () => {
    const zone = "America/Chicago";
    const today = todayIn(zone);
    // A page and one more, all today (inside the month Finance opens on).
    for (let i = 0; i <= 25; i++) {
      const made = await app.inject({
        method: "POST",
        url: "/api/expenses",
        headers: bearer(rep),
        payload: { amount: `${i + 1}.25`, description: `Ssr ${i}`, categoryId: null, date: today, isPersonal: false, notes: "" },
      });
      expect(made.statusCode).toBe(201);
    }
    const api = (url: string) => app.inject({ method: "GET", url, headers: { ...bearer(rep), cookie: `measured_tz=${zone}` } });
    const finance = await page(`${rep.cookie}; measured_tz=${zone}`, "/expenses");
    expect(finance.body).toContain("<title>Expenses · Measured</title>");
    expect(finance.body).toContain('<main data-ssr="">25 expenses</main>');
    const summary = (await api("/api/finance/summary?period=month")).json() as { from: string; to: string };
    expect(summary.from <= today && today <= summary.to).toBe(true);
    const first = await api(`/api/expenses?${new URLSearchParams({ from: summary.from, to: summary.to, limit: "25" })}`);
    expect(stateOf(finance.body)).toEqual({
      timeZone: zone,
      user: (await api("/api/auth/user")).json(),
      preferences: (await api("/api/user/preferences")).json(),
      finance: { summary, expenses: { page: first.json(), nextCursor: first.headers["x-next-cursor"] } },
    });
    expect(typeof first.headers["x-next-cursor"]).toBe("string");
  });

  it("keeps a metric's name from closing the state's script element", async () => {
    const user = await createUser(app, { onboard: "solar" });
    const name = "</script><script>alert(1)</script>";
    const created = await app.inject({
      method: "POST",
      url: "/api/kpi-definitions",
      headers: bearer(user),
      payload: { name, unit: "count" },
    });
    expect(created.statusCode).toBe(201);
    const res = await page(`${user.cookie}; measured_tz=UTC`);
    expect(res.body).not.toContain("<script>alert(1)");
    const state = stateOf(res.body) as { dashboard: { metrics: { name: string }[] } };
    expect(state.dashboard.metrics.map((m) => m.name)).toContain(name);
  });

  it("is compressed for a browser that accepts it", async () => {
    const res = await page(`${rep.cookie}; measured_tz=UTC`, "/", { "accept-encoding": "gzip, deflate, br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString("utf8")).toContain('<main data-ssr="">');
  });

  it("falls back to the plain shell whenever it cannot render, never to an error", async () => {
    const onboarding = await createUser(app);
    const cases: [string, string, string][] = [
      ["no zone cookie yet", rep.cookie, "/"],
      ["a zone that does not exist", `${rep.cookie}; measured_tz=Mars%2FOlympus`, "/"],
      ["a session that no longer signs in", "measured_session=not-a-session; measured_tz=UTC", "/"],
      ["a rep still onboarding", `${onboarding.cookie}; measured_tz=UTC`, "/"],
      ["a page the server does not render", `${rep.cookie}; measured_tz=UTC`, "/daily-input"],
    ];
    for (const [why, cookie, url] of cases) {
      const res = await page(cookie, url);
      expect(res.statusCode, why).toBe(200);
      expect(res.body, why).toBe(SHELL);
      expect(res.headers["cache-control"], why).toBe("no-cache");
    }
  });

  it("sends the shell when the renderer throws", async () => {
    const flags = globalThis as { __failSignedInRender?: boolean };
    flags.__failSignedInRender = true;
    try {
      const res = await page(`${rep.cookie}; measured_tz=UTC`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL);
    } finally {
      flags.__failSignedInRender = false;
    }
  });

  it("never serves the server-side build itself", async () => {
    const res = await app.inject({ method: "GET", url: "/ssr/render-signed-in.js" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("renderSignedIn");
  });
});
