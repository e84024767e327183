/**
 * The bench's "ceiling": the same paths as the app, answered by the same data-layer calls
 * (the session lookup included, so the same SQL runs), on a bare Fastify instance with no
 * plugins, hooks, schemas, security headers or CSRF checks. What the app measures against
 * this is the cost of everything around the SQL. Started by bench/run.ts; never part of the app.
 *
 * env: DATABASE_URL or DATA_DIR, PORT, DASHBOARD_CACHE_SIZE (as the app's).
 */
import { DEFAULT_TIME_ZONE, type FinancePeriod, type Period, type TeamPeriod, todayIn } from "@measured/core";
import { openDatabase } from "@measured/db";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { resolveSession } from "../apps/server/src/services/auth/sessions";
import { toPublicUser, type UserRow } from "../apps/server/src/services/auth/users";
import { listClients } from "../apps/server/src/services/clients/clients-reads";
import { listExpenses } from "../apps/server/src/services/finance/expenses";
import { listMileage } from "../apps/server/src/services/finance/mileage";
import { listRevenue } from "../apps/server/src/services/finance/revenue";
import { financeSummaryCacheKey, financeSummaryFor } from "../apps/server/src/services/finance/summary";
import { goalsCacheKey, listGoals } from "../apps/server/src/services/goals/goals";
import { buildDashboard } from "../apps/server/src/services/metrics/dashboard";
import { createDashboardCache, dashboardCacheKey } from "../apps/server/src/services/metrics/dashboard-cache";
import { listActiveDefinitions, toKpiDefinition } from "../apps/server/src/services/metrics/kpi-definitions";
import { listEntries } from "../apps/server/src/services/metrics/kpi-entries-reads";
import { type EntryInput, setDays } from "../apps/server/src/services/metrics/kpi-entries-writes";
import { createRepHistoryCache } from "../apps/server/src/services/metrics/rep-history";
import { pipelineCacheKey, pipelineFor } from "../apps/server/src/services/pipeline/pipeline";
import { leaderboard, teamMetrics } from "../apps/server/src/services/teams/team-metrics";

type Query = Record<string, string | undefined>;

async function main() {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR });
  const db = database.db;
  const cacheSize = Number(process.env.DASHBOARD_CACHE_SIZE ?? 0);
  const cache = createDashboardCache(cacheSize);
  const histories = createRepHistoryCache(cacheSize > 0);
  const app = Fastify();

  const signedIn = async (request: FastifyRequest): Promise<UserRow> => {
    const token = request.headers.authorization?.slice("Bearer ".length) ?? "";
    const session = await resolveSession(db, token, 30);
    if (!session) throw Object.assign(new Error("Unauthorized"), { statusCode: 401 });
    return session.user;
  };

  app.get("/api/auth/user", async (request) => toPublicUser(await signedIn(request)));

  app.get("/api/kpi-definitions", async (request) => {
    const user = await signedIn(request);
    return (await listActiveDefinitions(db, user.id)).map(toKpiDefinition);
  });

  app.get("/api/kpi-entries", async (request) => {
    const user = await signedIn(request);
    const { startDate, endDate } = request.query as Query;
    const range = startDate && endDate ? { startDate, endDate } : undefined;
    return (await listEntries(db, user.id, { range, limit: 500 })).entries;
  });

  app.post("/api/kpi-entries/bulk", async (request) => {
    const user = await signedIn(request);
    const { entries } = request.body as { entries: EntryInput[] };
    return { entries: await setDays(db, user.id, user.industry, entries) };
  });

  app.get("/api/dashboard", async (request, reply) => {
    const user = await signedIn(request);
    const query = request.query as Query;
    const dashboardQuery = {
      period: (query.period ?? "today") as Period,
      timeZone: query.timeZone ?? "America/Los_Angeles",
      startDate: query.startDate,
      endDate: query.endDate,
    };
    const key = dashboardCacheKey(user.id, user.dataVersion, todayIn(dashboardQuery.timeZone), dashboardQuery);
    let json = key === null ? undefined : cache.get(key);
    if (json === undefined) {
      json = JSON.stringify(await buildDashboard(db, user.id, dashboardQuery, { histories, dataVersion: user.dataVersion }));
      if (key !== null) cache.set(key, json);
    }
    return reply.type("application/json; charset=utf-8").send(json);
  });

  app.get("/api/clients", async (request, reply) => {
    const user = await signedIn(request);
    const { q, limit } = request.query as Query;
    const page = await listClients(db, user.id, { q: q || undefined, limit: Number(limit ?? 500) });
    return reply.type("application/json; charset=utf-8").send(page.json);
  });

  app.get("/api/pipeline", async (request, reply) => {
    const user = await signedIn(request);
    const key = pipelineCacheKey(user);
    let json = cache.get(key);
    if (json === undefined) {
      json = JSON.stringify(await pipelineFor(db, user));
      cache.set(key, json);
    }
    return reply.type("application/json; charset=utf-8").send(json);
  });

  app.get("/api/finance/summary", async (request, reply) => {
    const user = await signedIn(request);
    const { period } = request.query as Query;
    const query = { period: (period ?? "month") as FinancePeriod };
    const key = financeSummaryCacheKey(user, todayIn(DEFAULT_TIME_ZONE), DEFAULT_TIME_ZONE, query);
    let json = cache.get(key);
    if (json === undefined) {
      json = JSON.stringify(await financeSummaryFor(db, user.id, query, DEFAULT_TIME_ZONE));
      cache.set(key, json);
    }
    return reply.type("application/json; charset=utf-8").send(json);
  });

  const ledgerPage = (request: FastifyRequest) => {
    const { from, to, limit } = request.query as Query;
    return { from, to, limit: Number(limit ?? 25) };
  };
  app.get("/api/expenses", async (request) => {
    const user = await signedIn(request);
    return (await listExpenses(db, user.id, ledgerPage(request))).expenses;
  });
  app.get("/api/mileage", async (request) => {
    const user = await signedIn(request);
    return (await listMileage(db, user.id, ledgerPage(request))).mileage;
  });
  app.get("/api/revenue", async (request) => {
    const user = await signedIn(request);
    return (await listRevenue(db, user.id, ledgerPage(request))).revenue;
  });

  app.get("/api/goals", async (request, reply) => {
    const user = await signedIn(request);
    const read = { histories, dataVersion: user.dataVersion, today: todayIn(DEFAULT_TIME_ZONE), timeZone: DEFAULT_TIME_ZONE };
    const key = goalsCacheKey(user.id, read);
    let json = cache.get(key);
    if (json === undefined) {
      json = JSON.stringify(await listGoals(db, user.id, read));
      cache.set(key, json);
    }
    return reply.type("application/json; charset=utf-8").send(json);
  });

  const teamRead = () => ({ histories, today: todayIn(DEFAULT_TIME_ZONE) });
  // The app's answer cache, kept the same way: under the view's key.
  const cachedJson = async (reply: FastifyReply, view: { key: string; build: () => Promise<unknown> }) => {
    let json = cache.get(view.key);
    if (json === undefined) {
      json = JSON.stringify(await view.build());
      cache.set(view.key, json);
    }
    return reply.type("application/json; charset=utf-8").send(json);
  };
  app.get("/api/teams/:id/metrics", async (request, reply) => {
    const user = await signedIn(request);
    const { id } = request.params as { id: string };
    const { period } = request.query as Query;
    const view = await teamMetrics(db, user.id, Number(id), (period ?? "week") as TeamPeriod, teamRead());
    return cachedJson(reply, view);
  });
  app.get("/api/teams/:id/leaderboard", async (request, reply) => {
    const user = await signedIn(request);
    const { id } = request.params as { id: string };
    const { period, metric } = request.query as Query;
    const view = await leaderboard(
      db,
      user.id,
      Number(id),
      { period: (period ?? "week") as TeamPeriod, metric: metric ?? "Doors Knocked" },
      teamRead(),
    );
    return cachedJson(reply, view);
  });

  app.get("/healthz", async () => ({ status: "ok" }));

  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void close());
  process.on("SIGINT", () => void close());
  await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
