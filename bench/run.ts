/**
 * npm run bench -- [--duration 10] [--warmup 2] [--connections 32] [--users 1000] [--pglite-users 100]
 *                  [--days 365] [--dashboard-cache 5000] [--lead-users 50] [--leads 5000] [--engines pglite,postgres]
 *                  [--only leads-page,leads-search] (endpoint kinds; all of them when absent)
 *
 * For each engine: a temp database (PGlite directory, or a throwaway PostgreSQL server), the demo seed,
 * the real server pinned to CPU 0 and the load generator (bench/load.ts, autocannon) pinned to CPU 1.
 * Every endpoint is also run against the ceiling (bench/ceiling-server.ts: the same SQL on a bare route,
 * no auth plugins or schemas), right before or after the app, and the ratio printed beside it.
 * Prints figures only (no pass/fail) and writes the report to bench/results/latest.txt.
 *
 * npm run bench -- --capacity [...]: the active reps this machine serves instead (bench/capacity.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDays, DEFAULT_TIME_ZONE, LEADS_PAGE_SIZE, todayIn } from "@measured/core";
import { runCapacity } from "./capacity";
import { cpuMeter } from "./cpu-time";
import { type ExportMemory, timeExports } from "./export-memory";
import {
  cleanUp,
  freePort,
  LOAD_CPU,
  login,
  ROOT,
  run,
  SERVER_CPU,
  type Server,
  seed,
  serverProblems,
  settlePostgres,
  startPostgres,
  startServer,
  stopServer,
  TSX,
  tempDir,
} from "./processes";
import { loadAverage, ms, note, report, say, table } from "./report";
import type { BenchUser, Endpoint, LoadJob, LoadResult, SequentialJob, SequentialResult } from "./types";

const RESULTS_FILE = path.join(ROOT, "bench/results/latest.txt");
const APP_SERVER = "apps/server/src/server.ts";
const CEILING_SERVER = "bench/ceiling-server.ts";
const SCALE_HISTORIES = [
  { label: "1 month", prefix: "scale-1m", days: 30 },
  { label: "1 year", prefix: "scale-1y", days: 365 },
  { label: "3 years", prefix: "scale-3y", days: 1095 },
] as const;

type Engine = "pglite" | "postgres";

interface Options {
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  users: number;
  pgliteUsers: number;
  days: number;
  scaleRequests: number;
  /** DASHBOARD_CACHE_SIZE for the app and the ceiling: the server's default. */
  dashboardCache: number;
  /** The first this many reps get a book of `leads` leads (the leads and pipeline endpoints sign in as them). */
  leadUsers: number;
  leads: number;
  engines: Engine[];
  /** Endpoint kinds to load (every one when empty), for trying one change without the whole pass. */
  only: string[];
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    durationSeconds: 10,
    warmupSeconds: 2,
    connections: 32,
    users: 1000,
    pgliteUsers: 100,
    days: 365,
    scaleRequests: 50,
    dashboardCache: 5000,
    leadUsers: 50,
    leads: 5000,
    engines: ["pglite", "postgres"],
    only: [],
  };
  const numberFlags: Record<string, keyof Omit<Options, "engines" | "only">> = {
    "--duration": "durationSeconds",
    "--warmup": "warmupSeconds",
    "--connections": "connections",
    "--users": "users",
    "--pglite-users": "pgliteUsers",
    "--days": "days",
    "--scale-requests": "scaleRequests",
    "--dashboard-cache": "dashboardCache",
    "--lead-users": "leadUsers",
    "--leads": "leads",
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] ?? "";
    const value = argv[++i] ?? "";
    const key = numberFlags[flag];
    if (key) {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number`);
      options[key] = n;
    } else if (flag === "--engines") {
      const engines = value.split(",").filter(Boolean);
      if (!engines.every((e): e is Engine => e === "pglite" || e === "postgres")) throw new Error("--engines: pglite,postgres");
      options.engines = engines;
    } else if (flag === "--only") {
      const kinds = value.split(",").filter(Boolean);
      const unknown = kinds.filter((kind) => !ENDPOINTS.some((e) => e.kind === kind));
      if (unknown.length > 0)
        throw new Error(`--only: no endpoint ${unknown.join(", ")}; kinds: ${ENDPOINTS.map((e) => e.kind).join(",")}`);
      options.only = kinds;
    } else {
      throw new Error(`Unknown option ${flag}`);
    }
  }
  return options;
}

async function load<T extends LoadResult | SequentialResult>(job: LoadJob | SequentialJob): Promise<T> {
  const out = await run("taskset", ["-c", LOAD_CPU, process.execPath, ...TSX, "bench/load.ts"], { input: JSON.stringify(job) });
  return JSON.parse(out) as T;
}

const TZ = encodeURIComponent(DEFAULT_TIME_ZONE);
/** Each seeded rep's goals (issue 24: the goals list of a rep with 20 goals). */
const BENCH_GOALS = 20;
/** The seeded team: the first 50 reps, a year each (issue 24). */
const BENCH_TEAM = 50;
const ENDPOINTS: Endpoint[] = [
  { kind: "auth-user", label: "GET /api/auth/user (sign-in check)", method: "GET", path: "/api/auth/user" },
  {
    kind: "dashboard",
    label: "GET /api/dashboard?period=month (repeat view)",
    method: "GET",
    path: `/api/dashboard?period=month&timeZone=${TZ}`,
  },
  {
    kind: "dashboard-computed",
    label: "GET /api/dashboard custom 30 days (computed)",
    method: "GET",
    path: "/api/dashboard",
  },
  { kind: "entries-day", label: "GET /api/kpi-entries (one day)", method: "GET", path: "/api/kpi-entries" },
  { kind: "entries-month", label: "GET /api/kpi-entries (30-day list)", method: "GET", path: "/api/kpi-entries" },
  { kind: "definitions", label: "GET /api/kpi-definitions (list)", method: "GET", path: "/api/kpi-definitions" },
  { kind: "bulk", label: "POST /api/kpi-entries/bulk (a day)", method: "POST", path: "/api/kpi-entries/bulk" },
  {
    kind: "leads-page",
    label: `GET /api/clients?limit=${LEADS_PAGE_SIZE} (leads page, 5,000 leads)`,
    method: "GET",
    path: `/api/clients?limit=${LEADS_PAGE_SIZE}`,
    leadUsersOnly: true,
  },
  {
    kind: "leads-search",
    label: `GET /api/clients?limit=${LEADS_PAGE_SIZE}&q= (search, 5,000 leads)`,
    method: "GET",
    path: "/api/clients",
    leadUsersOnly: true,
  },
  {
    kind: "pipeline",
    label: "GET /api/pipeline (5,000 leads, repeat view)",
    method: "GET",
    path: "/api/pipeline",
    leadUsersOnly: true,
  },
  ...(["week", "month", "year"] as const).map(
    (period): Endpoint => ({
      kind: `finance-${period}`,
      label: `GET /api/finance/summary?period=${period} (a year of finance)`,
      method: "GET",
      path: `/api/finance/summary?period=${period}`,
    }),
  ),
  ...(["expenses", "mileage", "revenue"] as const).map(
    (list): Endpoint => ({
      kind: `${list}-page`,
      label: `GET /api/${list}?from=&to=&limit=25 (30 days, first page)`,
      method: "GET",
      path: `/api/${list}`,
    }),
  ),
  { kind: "goals", label: "GET /api/goals (20 goals with progress, pace and streaks)", method: "GET", path: "/api/goals" },
  {
    kind: "team-metrics",
    label: `GET /api/teams/:id/metrics?period=week (a team of ${BENCH_TEAM}, a year each)`,
    method: "GET",
    path: "/api/teams/:team/metrics?period=week",
    teamOwnerOnly: true,
  },
  {
    kind: "leaderboard",
    label: `GET /api/teams/:id/leaderboard?period=month (a team of ${BENCH_TEAM})`,
    method: "GET",
    path: "/api/teams/:team/leaderboard?period=month&metric=Doors%20Knocked",
    teamOwnerOnly: true,
  },
];

interface LoadRow {
  engine: Engine;
  endpoint: string;
  app: LoadResult;
  ceiling?: LoadResult;
  /** The app, open loop, at half the ceiling's saturation rate. */
  halfRate?: LoadResult;
}
interface LeadRow {
  engine: Engine;
  read: string;
  leads: string;
  result: SequentialResult;
}
/** Read one at a time with the cache off (the pipeline computed every time). */
const LEADS_READS = [
  ["GET /api/pipeline (computed)", "/api/pipeline"],
  [`GET /api/clients?limit=${LEADS_PAGE_SIZE}`, `/api/clients?limit=${LEADS_PAGE_SIZE}`],
  [
    `GET /api/clients?limit=${LEADS_PAGE_SIZE}&q=(555) 12`,
    `/api/clients?limit=${LEADS_PAGE_SIZE}&q=${encodeURIComponent("(555) 12")}`,
  ],
  [`GET /api/clients?limit=${LEADS_PAGE_SIZE}&q=garc`, `/api/clients?limit=${LEADS_PAGE_SIZE}&q=garc`],
] as const;

/**
 * The heaviest rep (the expenses quota's 50,000 in one calendar year, trips and revenue to match) and one
 * with a ninth of that: a streamed export's memory is the same for both.
 */
const HEAVY = { prefix: "heavy", scales: [5, 45], downloads: 5 } as const;
interface ExportRow {
  engine: Engine;
  ledger: string;
  result: ExportMemory;
}

interface ScaleRow {
  engine: Engine;
  history: string;
  entries: string;
  period: string;
  result: SequentialResult;
}

/** Signs every user in, a few at a time (each login verifies an argon2 hash). */
/** The seeded team's id (the first user owns it), for the team endpoints' `:team`. */
let teamId = 0;
async function seededTeamId(baseUrl: string, users: BenchUser[]): Promise<number> {
  const owner = users.find((u) => u.index === 1);
  if (!owner) return 0;
  const res = await fetch(`${baseUrl}/api/teams`, { headers: { authorization: `Bearer ${owner.token}` } });
  const teams = (await res.json()) as { id: number }[];
  return teams[0]?.id ?? 0;
}

async function loginAll(baseUrl: string, prefix: string, count: number): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  for (let start = 1; start <= count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start + 1) }, (_, i) => start + i);
    const tokens = await Promise.all(batch.map((i) => login(baseUrl, `${prefix}${i}@measured.local`)));
    for (const [i, index] of batch.entries()) users.push({ index, token: tokens[i] ?? "" });
  }
  return users;
}

function runEndpoint(
  baseUrl: string,
  endpoint: Endpoint,
  users: BenchUser[],
  days: string[],
  options: Options,
  ratePerSecond?: number,
) {
  return load<LoadResult>({
    type: "load",
    baseUrl,
    endpoint: endpoint.teamOwnerOnly ? { ...endpoint, path: endpoint.path.replace(":team", String(teamId)) } : endpoint,
    users: endpoint.leadUsersOnly
      ? users.filter((u) => u.index <= options.leadUsers)
      : endpoint.teamOwnerOnly
        ? users.filter((u) => u.index === 1)
        : users,
    days,
    timeZone: DEFAULT_TIME_ZONE,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
    ...(ratePerSecond ? { ratePerSecond } : {}),
  });
}

/**
 * Each endpoint against the app and then its ceiling, back to back, each in a fresh process: a change
 * in the machine's load (other work on the shared cores) then shifts both figures of a ratio alike,
 * where one whole pass of the app followed by one of the ceiling put minutes between them. The order
 * alternates from one endpoint to the next, so neither side always runs on the other's warmed caches.
 */
const endpointsOf = (options: Options) =>
  options.only.length === 0 ? ENDPOINTS : ENDPOINTS.filter((e) => options.only.includes(e.kind));

async function runEndpoints(
  start: (who: "app" | "ceiling") => Promise<Server>,
  users: BenchUser[],
  days: string[],
  options: Options,
): Promise<{ app: LoadResult; ceiling: LoadResult; halfRate: LoadResult }[]> {
  const results: { app: LoadResult; ceiling: LoadResult; halfRate: LoadResult }[] = [];
  for (const [i, endpoint] of endpointsOf(options).entries()) {
    note(`${endpoint.label}: ${options.warmupSeconds} s warm-up, ${options.durationSeconds} s measured, app and ceiling`);
    const pair: Partial<Record<"app" | "ceiling", LoadResult>> = {};
    for (const who of i % 2 === 0 ? (["app", "ceiling"] as const) : (["ceiling", "app"] as const)) {
      const server = await start(who);
      const used = cpuMeter(server.child.pid ?? 0);
      const result = await runEndpoint(server.baseUrl, endpoint, users, days, options);
      const cpu = used();
      const answers = Math.max(1, result.answeredWithWarmup);
      result.cpu = { serverMs: cpu.serverMs / answers, postgresMs: cpu.postgresMs / answers };
      await stopServer(server);
      note(`${who}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(result.p50)} ms, p95 ${ms(result.p95)} ms`);
      pair[who] = result;
    }
    if (!pair.app || !pair.ceiling) continue;
    // The guide's second test: the app, open loop, at a fixed arrival rate of half the ceiling's saturation rate.
    const rate = pair.ceiling.requestsPerSecond / 2;
    const server = await start("app");
    const halfRate = await runEndpoint(server.baseUrl, endpoint, users, days, options, rate);
    await stopServer(server);
    note(`app, open loop at ${rate.toFixed(0)} req/s: p50 ${ms(halfRate.p50)} ms, p95 ${ms(halfRate.p95)} ms`);
    results.push({ app: pair.app, ceiling: pair.ceiling, halfRate });
  }
  return results;
}

interface Rows {
  load: LoadRow[];
  scale: ScaleRow[];
  leads: LeadRow[];
  exports: ExportRow[];
}

async function benchEngine(engine: Engine, options: Options, rows: Rows) {
  const { load: loadRows, scale: scaleRows, leads: leadRows } = rows;
  say(`## ${engine === "pglite" ? "PGlite (embedded: its own thread in the server process)" : "PostgreSQL"}`);
  const dir = tempDir(engine);
  const dbEnv: NodeJS.ProcessEnv = {};
  if (engine === "postgres") {
    const pg = await startPostgres();
    say(`postgres: ${pg.version}, default settings except max_connections=200; started with`);
    say(`  ${pg.command}`);
    dbEnv.DATABASE_URL = pg.url;
  } else {
    dbEnv.DATA_DIR = dir;
  }
  const seedEnv = { ...process.env, ...dbEnv, DATABASE_URL: dbEnv.DATABASE_URL ?? "" };
  const where = engine === "postgres" ? `DATABASE_URL=${dbEnv.DATABASE_URL}` : `DATA_DIR=${dir}`;
  const userCount = engine === "postgres" ? options.users : options.pgliteUsers;

  const leadUsers = Math.min(options.leadUsers, userCount);
  const seedArgs = ["--users", String(userCount), "--days", String(options.days), "--email-prefix", "bench"];
  if (leadUsers > 0 && options.leads > 0) seedArgs.push("--lead-users", String(leadUsers), "--leads", String(options.leads));
  // Every rep keeps a ledger: ~3 expenses a day, a trip most days, revenue twice a week (issue 23).
  seedArgs.push("--finance-users", String(userCount));
  // And sets goals: 20 each, the four periods in turn, five of them daily with a streak (issue 24).
  seedArgs.push("--goals", String(BENCH_GOALS), "--team-size", String(Math.min(BENCH_TEAM, userCount)));
  say(`seed:   ${where} node --import tsx packages/db/src/seed.ts ${seedArgs.join(" ")}`);
  const main = await seed(seedEnv, seedArgs);
  say(`        ${main.made} (${main.seconds.toFixed(1)} s including start-up)`);
  const scaleEntries = new Map<string, string>();
  for (const h of SCALE_HISTORIES) {
    const args = ["--users", "1", "--days", String(h.days), "--email-prefix", h.prefix];
    const r = await seed(seedEnv, args);
    scaleEntries.set(h.prefix, /(\d+) KPI entries/.exec(r.made)?.[1] ?? "?");
    say(`seed:   … ${args.join(" ")} → ${scaleEntries.get(h.prefix)} entries (${r.seconds.toFixed(1)} s)`);
  }
  const exportYear = Number(todayIn(DEFAULT_TIME_ZONE).slice(0, 4)) - 1;
  const ledgers = new Map<number, string>();
  for (const scale of HEAVY.scales) {
    const args = [
      "--users",
      "1",
      "--days",
      "365",
      "--end-date",
      `${exportYear}-12-31`,
      "--email-prefix",
      `${HEAVY.prefix}${scale}x`,
    ];
    args.push("--finance-users", "1", "--finance-scale", String(scale));
    const r = await seed(seedEnv, args);
    ledgers.set(scale, /(\d+ expenses, \d+ trips and \d+ revenue entries)/.exec(r.made)?.[1] ?? "?");
    say(`seed:   … ${args.join(" ")} → ${ledgers.get(scale)} (${r.seconds.toFixed(1)} s)`);
  }

  const port = await freePort();
  const serverEnv = (cacheSize: number): NodeJS.ProcessEnv => ({
    ...process.env,
    ...dbEnv,
    DATABASE_URL: dbEnv.DATABASE_URL ?? "",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    REGISTER_LIMIT_PER_ADDRESS: "100000",
    LOGIN_LIMIT_PER_ADDRESS: "100000",
    DASHBOARD_CACHE_SIZE: String(cacheSize),
  });
  const settings = `PORT=${port} APP_URL=http://127.0.0.1:${port} HOST=127.0.0.1 NODE_ENV=production LOG_LEVEL=warn REGISTER_LIMIT_PER_ADDRESS=100000 LOGIN_LIMIT_PER_ADDRESS=100000`;
  say(
    `app:     taskset -c ${SERVER_CPU} env ${where} ${settings} DASHBOARD_CACHE_SIZE=${options.dashboardCache} node --import tsx ${APP_SERVER}`,
  );
  say(
    `ceiling: taskset -c ${SERVER_CPU} env ${where} PORT=${port} DASHBOARD_CACHE_SIZE=${options.dashboardCache} node --import tsx ${CEILING_SERVER}`,
  );

  if (engine === "postgres" && dbEnv.DATABASE_URL) {
    const seconds = await settlePostgres(dbEnv.DATABASE_URL);
    say(`settle: VACUUM (ANALYZE); CHECKPOINT (${seconds.toFixed(1)} s), so no pass pays for the seed`);
  }

  const app = await startServer(APP_SERVER, serverEnv(options.dashboardCache), path.join(dir, "app.log"));
  note(`signing in ${userCount} users`);
  const users = await loginAll(app.baseUrl, "bench", userCount);
  teamId = await seededTeamId(app.baseUrl, users);
  await stopServer(app);
  const today = todayIn(DEFAULT_TIME_ZONE);
  const days = Array.from({ length: options.days }, (_, i) => addDays(today, -i));
  const appLogs = [app.logFile];
  let starts = 0;
  const start = async (who: "app" | "ceiling") => {
    const log = path.join(dir, `${who}-${++starts}.log`);
    const server = await startServer(who === "app" ? APP_SERVER : CEILING_SERVER, serverEnv(options.dashboardCache), log);
    if (who === "app") appLogs.push(log);
    return server;
  };
  const pairs = await runEndpoints(start, users, days, options);
  for (const [i, endpoint] of endpointsOf(options).entries()) {
    const pair = pairs[i];
    if (pair) loadRows.push({ engine, endpoint: endpoint.label, app: pair.app, ceiling: pair.ceiling, halfRate: pair.halfRate });
  }

  // How the computation grows with one user's history: the app with its cache off, one request at a time.
  const uncached = await startServer(APP_SERVER, serverEnv(0), path.join(dir, "app-uncached.log"));
  for (const h of SCALE_HISTORIES) {
    const token = await login(uncached.baseUrl, `${h.prefix}1@measured.local`);
    for (const period of ["all", "year"]) {
      const result = await load<SequentialResult>({
        type: "sequential",
        baseUrl: uncached.baseUrl,
        path: `/api/dashboard?period=${period}&timeZone=${TZ}`,
        token,
        warmup: 5,
        count: options.scaleRequests,
      });
      scaleRows.push({ engine, history: h.label, entries: scaleEntries.get(h.prefix) ?? "?", period, result });
    }
  }
  // The leads reads with nothing cached, one at a time, for a rep with a full book.
  if (leadUsers > 0 && options.leads > 0) {
    const token = await login(uncached.baseUrl, "bench1@measured.local");
    for (const [label, readPath] of LEADS_READS) {
      const result = await load<SequentialResult>({
        type: "sequential",
        baseUrl: uncached.baseUrl,
        path: readPath,
        token,
        warmup: 5,
        count: options.scaleRequests,
      });
      leadRows.push({ engine, read: label, leads: String(options.leads), result });
    }
  }
  // The heaviest rep's year as CSV, downloaded one after another, with the server's memory watched.
  for (const scale of HEAVY.scales) {
    const token = await login(uncached.baseUrl, `${HEAVY.prefix}${scale}x1@measured.local`);
    const exported = await timeExports(
      uncached.baseUrl,
      `/api/export/expenses?year=${exportYear}`,
      token,
      uncached.child.pid ?? 0,
      HEAVY.downloads,
    );
    rows.exports.push({ engine, ledger: `${exportYear}: ${ledgers.get(scale) ?? "?"}`, result: exported });
  }
  await stopServer(uncached);
  note("dashboard scaling and the export done");

  const problems = serverProblems(...appLogs, uncached.logFile);
  say(problems.length === 0 ? "app server log: no warnings or errors" : "app server log (warn and worse):");
  for (const p of problems.slice(0, 10)) say(`  ${p}`);
  say();
}

function printResults(options: Options, { load: loadRows, scale: scaleRows, leads: leadRows, exports }: Rows) {
  say(`## Throughput and latency at ${options.connections} connections (ms); ceiling = the same SQL on a bare route`);
  for (const line of table(
    ["engine", "endpoint", "req/s", "p50", "p95", "p99", "non-2xx", "ceiling req/s", "ceiling p95", "ratio"],
    loadRows.map((r) => [
      r.engine,
      r.endpoint,
      r.app.requestsPerSecond.toFixed(0),
      ms(r.app.p50),
      ms(r.app.p95),
      ms(r.app.p99),
      String(r.app.non2xx + r.app.errors + r.app.timeouts),
      r.ceiling ? r.ceiling.requestsPerSecond.toFixed(0) : "-",
      r.ceiling ? ms(r.ceiling.p95) : "-",
      r.ceiling ? (r.app.requestsPerSecond / r.ceiling.requestsPerSecond).toFixed(2) : "-",
    ]),
    (i) => i >= 2,
  ))
    say(line);
  say();
  say("## Open loop at half the ceiling's saturation rate (ms from each request's intended send time); target p95 < 25");
  for (const line of table(
    ["engine", "endpoint", "rate req/s", "answered", "p50", "p95", "p99", "failed", "p95 < 25"],
    loadRows.map((r) => [
      r.engine,
      r.endpoint,
      r.halfRate ? r.halfRate.requestsPerSecond.toFixed(0) : "-",
      r.halfRate ? String(r.halfRate.requests) : "-",
      ms(r.halfRate?.p50 ?? Number.NaN),
      ms(r.halfRate?.p95 ?? Number.NaN),
      ms(r.halfRate?.p99 ?? Number.NaN),
      r.halfRate ? String(r.halfRate.non2xx + r.halfRate.errors + r.halfRate.timeouts) : "-",
      r.halfRate ? (r.halfRate.p95 < 25 ? "yes" : "no") : "-",
    ]),
    (i) => i >= 2,
  ))
    say(line);
  say();
  say("## CPU a request under that load (ms, from /proc: the server process and every PostgreSQL process)");
  say("Stalls of the host cost latency but no CPU: on a noisy machine these move less than req/s (decision 035).");
  const cpuTotal = (r?: LoadResult) => (r?.cpu ? r.cpu.serverMs + r.cpu.postgresMs : Number.NaN);
  for (const line of table(
    ["engine", "endpoint", "server", "postgres", "total", "ceiling server", "ceiling postgres", "ceiling total", "ratio"],
    loadRows.map((r) => [
      r.engine,
      r.endpoint,
      ms(r.app.cpu?.serverMs ?? Number.NaN),
      ms(r.app.cpu?.postgresMs ?? Number.NaN),
      ms(cpuTotal(r.app)),
      ms(r.ceiling?.cpu?.serverMs ?? Number.NaN),
      ms(r.ceiling?.cpu?.postgresMs ?? Number.NaN),
      ms(cpuTotal(r.ceiling)),
      r.ceiling ? (cpuTotal(r.ceiling) / cpuTotal(r.app)).toFixed(2) : "-",
    ]),
    (i) => i >= 2,
  ))
    say(line);
  say();
  const firstVisitRows = loadRows.filter((r) => r.app.firstVisits);
  if (firstVisitRows.length > 0) {
    say("## First visits: one request per rep before the measured part, at the same connections (each loads a history)");
    for (const line of table(
      ["engine", "endpoint", "req/s", "p95", "ceiling req/s", "ceiling p95", "ratio"],
      firstVisitRows.map((r) => [
        r.engine,
        r.endpoint,
        r.app.firstVisits?.requestsPerSecond.toFixed(0) ?? "-",
        ms(r.app.firstVisits?.p95 ?? Number.NaN),
        r.ceiling?.firstVisits?.requestsPerSecond.toFixed(0) ?? "-",
        ms(r.ceiling?.firstVisits?.p95 ?? Number.NaN),
        r.ceiling?.firstVisits && r.app.firstVisits
          ? (r.app.firstVisits.requestsPerSecond / r.ceiling.firstVisits.requestsPerSecond).toFixed(2)
          : "-",
      ]),
      (i) => i >= 2,
    ))
      say(line);
    say();
  }
  say("## Dashboard scaling: one solar user, cache off, sequential requests (ms)");
  sequentialTable(
    ["engine", "history", "entries", "period"],
    scaleRows.map((r) => ({ cells: [r.engine, r.history, r.entries, r.period], result: r.result })),
    (i) => i === 2,
  );
  say(
    `## A heavy and the heaviest rep's year as CSV: GET /api/export/expenses?year= ${HEAVY.downloads} times in a row (server RSS from /proc every 20 ms)`,
  );
  for (const line of table(
    ["engine", "ledger", "seconds each", "MB each", "lines", "status", "RSS before MB", "peak MB each", "after MB"],
    exports.map((r) => [
      r.engine,
      r.ledger,
      r.result.runs.map((run) => run.seconds.toFixed(2)).join(" / "),
      ((r.result.runs[0]?.bytes ?? 0) / 1e6).toFixed(1),
      String(r.result.runs[0]?.rows ?? 0),
      r.result.runs.map((run) => run.status).join(" "),
      r.result.rssBeforeMb.toFixed(0),
      r.result.runs.map((run) => run.rssPeakMb.toFixed(0)).join(" / "),
      r.result.rssAfterMb.toFixed(0),
    ]),
    (i) => i >= 2,
  ))
    say(line);
  say();
  if (leadRows.length === 0) return;
  say("## Leads reads: one rep's full book, cache off, sequential requests (ms)");
  sequentialTable(
    ["engine", "read", "leads"],
    leadRows.map((r) => ({ cells: [r.engine, r.read, r.leads], result: r.result })),
    (i) => i === 2,
  );
}

/** A table of one-at-a-time results: the given columns, then median, p95, body bytes and failures. */
function sequentialTable(
  header: string[],
  rows: { cells: string[]; result: SequentialResult }[],
  rightAligned: (i: number) => boolean,
) {
  const lines = table(
    [...header, "median", "p95", "body bytes", "failures"],
    rows.map(({ cells, result }) => [...cells, ms(result.median), ms(result.p95), String(result.bytes), String(result.failures)]),
    (i) => i >= header.length || rightAligned(i),
  );
  for (const line of lines) say(line);
  say();
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes("--capacity")) return runCapacity(argv.filter((a) => a !== "--capacity"));
  const options = parseOptions(argv);
  const began = performance.now();
  const autocannonVersion = (
    JSON.parse(readFileSync(path.join(ROOT, "node_modules/autocannon/package.json"), "utf8")) as { version: string }
  ).version;

  say("# Measured benchmark");
  say(`date: ${new Date().toISOString()}`);
  say(
    `machine: nproc ${os.availableParallelism()}, ${os.cpus()[0]?.model ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}; node ${process.version}`,
  );
  say(`load average at start: ${loadAverage()} (other work on the machine skews every figure)`);
  say(`command: npm run bench -- ${process.argv.slice(2).join(" ")}`.trimEnd());
  say(
    `load:    taskset -c ${LOAD_CPU} node --import tsx bench/load.ts (autocannon ${autocannonVersion}; ${options.connections} connections; ` +
      `${options.warmupSeconds} s warm-up then ${options.durationSeconds} s per endpoint; each request signed in as the next user ` +
      `(${options.users} on PostgreSQL, ${options.pgliteUsers} on PGlite; the leads and pipeline endpoints only the first ` +
      `${options.leadUsers}, who have ${options.leads} leads each); days picked at random from the last ${options.days})`,
  );
  say(`dashboard cache: ${options.dashboardCache} entries (the server's default) in the app and the ceiling`);
  say();

  const rows: Rows = { load: [], scale: [], leads: [], exports: [] };
  for (const engine of options.engines) {
    try {
      await benchEngine(engine, options, rows);
    } finally {
      await cleanUp();
    }
  }
  printResults(options, rows);
  say(`total time: ${((performance.now() - began) / 1000).toFixed(0)} s; load average at the end: ${loadAverage()}`);

  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${report.join("\n")}\n`);
  console.log(`\nwritten to ${path.relative(ROOT, RESULTS_FILE)}`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  });
}

main()
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await cleanUp();
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
