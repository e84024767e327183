/**
 * npm run bench -- [--duration 10] [--connections 16] [--users 20] [--days 365] [--engines pglite,postgres]
 *
 * For each engine: a temp database (PGlite directory, or a throwaway PostgreSQL server), the demo seed,
 * the real server pinned to CPU 0, and the load generator (bench/load.ts, autocannon) pinned to CPU 1.
 * Prints figures only (no pass/fail) and writes the report to bench/results/latest.txt.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { addDays, DEFAULT_TIME_ZONE, todayIn } from "@measured/core";
import type { BenchUser, Endpoint, LoadJob, LoadResult, SequentialJob, SequentialResult } from "./types";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RESULTS_FILE = path.join(ROOT, "bench/results/latest.txt");
const SERVER_CPU = "0";
const LOAD_CPU = "1";
const TSX = ["--import", "tsx"];
const RESERVED_PORTS = new Set([54329, 54330]);
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
  days: number;
  scaleRequests: number;
  /** DASHBOARD_CACHE_SIZE for the server: 0 (the default) measures the computation, not the cache. */
  dashboardCache: number;
  engines: Engine[];
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    durationSeconds: 10,
    warmupSeconds: 2,
    connections: 16,
    users: 20,
    days: 365,
    scaleRequests: 50,
    dashboardCache: 0,
    engines: ["pglite", "postgres"],
  };
  const numberFlags: Record<string, keyof Omit<Options, "engines">> = {
    "--duration": "durationSeconds",
    "--warmup": "warmupSeconds",
    "--connections": "connections",
    "--users": "users",
    "--days": "days",
    "--scale-requests": "scaleRequests",
    "--dashboard-cache": "dashboardCache",
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
    } else {
      throw new Error(`Unknown option ${flag}`);
    }
  }
  return options;
}

// ---------------------------------------------------------------------------
// Report: printed as it goes, written to bench/results/latest.txt at the end.

const report: string[] = [];
function say(line = "") {
  console.log(line);
  report.push(line);
}
/** Progress that is printed but kept out of the written report. */
const note = (line: string) => console.log(`  … ${line}`);

function table(header: string[], rows: string[][], rightAligned: (i: number) => boolean): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (rightAligned(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)];
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const ms = (n: number | null) =>
  n === null || Number.isNaN(n) ? "-" : n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0);

// ---------------------------------------------------------------------------
// Processes and clean-up.

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp() {
  while (cleanups.length > 0) {
    const step = cleanups.pop();
    try {
      await step?.();
    } catch (error) {
      console.error(`clean-up: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const isRoot = process.getuid?.() === 0;
const commandLine = (cmd: string, args: readonly string[]) => [cmd, ...args].map((a) => (/\s/.test(a) ? `'${a}'` : a)).join(" ");

/** Runs a command to completion; returns stdout; fails with its stderr. */
function run(
  cmd: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; input?: string; cwd?: string } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: options.cwd ?? ROOT, env: options.env ?? process.env, stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on("data", (d: Buffer) => {
      stderr += d.toString();
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${commandLine(cmd, args)} exited ${code}\n${stderr}${stdout}`)),
    );
    child.stdin.end(options.input ?? "");
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port && !RESERVED_PORTS.has(port) ? resolve(port) : freePort().then(resolve, reject)));
    });
    server.on("error", reject);
  });
}

function tempDir(label: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `measured-bench-${label}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// ---------------------------------------------------------------------------
// A throwaway PostgreSQL server, as scripts/test.sh makes one.

function postgresBin(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(a) - Number(b)) : [];
  const latest = versions.at(-1);
  if (!latest)
    throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin (apt-get install postgresql)");
  return path.join(base, latest, "bin");
}

async function startPostgres(): Promise<{ url: string; version: string; command: string }> {
  const bin = postgresBin();
  const dir = tempDir("pg");
  const asPostgres = (cmd: string, args: string[]): [string, string[]] =>
    isRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
  if (isRoot) {
    try {
      execFileSync("id", ["postgres"], { stdio: "ignore" });
    } catch {
      execFileSync("useradd", ["--system", "--no-create-home", "postgres"]);
    }
    execFileSync("chown", ["postgres", dir]);
  }
  const data = path.join(dir, "data");
  await run(...asPostgres(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust"]));
  const port = await freePort();
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  // Pinned with the app server: the server side gets one CPU, whichever engine.
  const [cmd, args] = asPostgres("taskset", [
    "-c",
    SERVER_CPU,
    path.join(bin, "pg_ctl"),
    "-D",
    data,
    "-l",
    path.join(dir, "log"),
    "-w",
    "-o",
    settings,
    "start",
  ]);
  cleanups.push(async () => {
    await run(...asPostgres(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "stop"])).catch(() => {});
  });
  await run(cmd, args);
  const version = (await run(path.join(bin, "postgres"), ["--version"])).trim();
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version, command: commandLine(cmd, args) };
}

// ---------------------------------------------------------------------------
// Seed, server, logins.

async function seed(env: NodeJS.ProcessEnv, args: string[]): Promise<{ seconds: number; made: string }> {
  const started = performance.now();
  const out = await run(process.execPath, [...TSX, "packages/db/src/seed.ts", ...args], { env });
  const made = out.split("\n").find((l) => l.startsWith("Made ")) ?? out.trim();
  return { seconds: (performance.now() - started) / 1000, made };
}

interface Server {
  baseUrl: string;
  logFile: string;
  child: ChildProcess;
}

async function startServer(env: NodeJS.ProcessEnv, logFile: string): Promise<Server> {
  const child = spawn("taskset", ["-c", SERVER_CPU, process.execPath, ...TSX, "apps/server/src/server.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited: number | null = null;
  child.on("exit", (code) => {
    exited = code ?? -1;
  });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (exited !== null) return resolve();
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  );
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`the server exited (${exited}):\n${readFileSync(logFile, "utf8")}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, logFile, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not answer /healthz within 60 s");
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    server.child.once("exit", () => resolve());
    server.child.kill("SIGTERM");
  });
}

async function login(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "demo-password" }),
  });
  const body = (await res.json()) as { token?: string; message?: string };
  if (!res.ok || !body.token) throw new Error(`login ${email}: ${res.status} ${body.message ?? ""}`);
  return body.token;
}

/** Lines at pino level warn (40) or worse, and anything that is not JSON (stack traces). */
function serverProblems(logFile: string): string[] {
  const lines = readFileSync(logFile, "utf8").split("\n").filter(Boolean);
  const counts = new Map<string, number>();
  for (const line of lines) {
    let message = line.slice(0, 200);
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      if ((entry.level ?? 0) < 40) continue;
      message = `level ${entry.level}: ${entry.msg ?? ""}${entry.err?.message ? ` (${entry.err.message})` : ""}`.slice(0, 200);
    } catch {
      // not JSON: keep as is
    }
    counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  return [...counts].map(([m, n]) => `${n}× ${m}`);
}

// ---------------------------------------------------------------------------
// Load.

async function load<T extends LoadResult | SequentialResult>(job: LoadJob | SequentialJob): Promise<T> {
  const out = await run("taskset", ["-c", LOAD_CPU, process.execPath, ...TSX, "bench/load.ts"], { input: JSON.stringify(job) });
  return JSON.parse(out) as T;
}

const TZ = encodeURIComponent(DEFAULT_TIME_ZONE);
const ENDPOINTS: Endpoint[] = [
  {
    kind: "dashboard",
    label: "GET /api/dashboard?period=month",
    method: "GET",
    path: `/api/dashboard?period=month&timeZone=${TZ}`,
  },
  { kind: "entries-day", label: "GET /api/kpi-entries (one day)", method: "GET", path: "/api/kpi-entries" },
  { kind: "bulk", label: "POST /api/kpi-entries/bulk", method: "POST", path: "/api/kpi-entries/bulk" },
  { kind: "auth-user", label: "GET /api/auth/user", method: "GET", path: "/api/auth/user" },
];

interface LoadRow {
  engine: Engine;
  endpoint: string;
  result: LoadResult;
}
interface ScaleRow {
  engine: Engine;
  history: string;
  entries: string;
  period: string;
  result: SequentialResult;
}

async function benchEngine(engine: Engine, options: Options, loadRows: LoadRow[], scaleRows: ScaleRow[]) {
  say(`## ${engine === "pglite" ? "PGlite (embedded, in the server process)" : "PostgreSQL"}`);
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

  const seedArgs = ["--users", String(options.users), "--days", String(options.days), "--email-prefix", "bench"];
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

  const port = await freePort();
  const serverEnv: NodeJS.ProcessEnv = {
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
    DASHBOARD_CACHE_SIZE: String(options.dashboardCache),
  };
  say(
    `server: taskset -c ${SERVER_CPU} env ${where} PORT=${port} APP_URL=http://127.0.0.1:${port} HOST=127.0.0.1 NODE_ENV=production ` +
      `LOG_LEVEL=warn REGISTER_LIMIT_PER_ADDRESS=100000 LOGIN_LIMIT_PER_ADDRESS=100000 DASHBOARD_CACHE_SIZE=${options.dashboardCache} node --import tsx apps/server/src/server.ts`,
  );
  const started = performance.now();
  const server = await startServer(serverEnv, path.join(dir, "server.log"));
  note(`server up in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const users: BenchUser[] = [];
  for (let i = 1; i <= options.users; i++)
    users.push({ index: i, token: await login(server.baseUrl, `bench${i}@measured.local`) });
  const today = todayIn(DEFAULT_TIME_ZONE);
  const days = Array.from({ length: options.days }, (_, i) => addDays(today, -i));

  for (const endpoint of ENDPOINTS) {
    note(`${endpoint.label}: ${options.warmupSeconds} s warm-up, ${options.durationSeconds} s measured`);
    const result = await load<LoadResult>({
      type: "load",
      baseUrl: server.baseUrl,
      endpoint,
      users,
      days,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
    });
    loadRows.push({ engine, endpoint: endpoint.label, result });
    note(`${result.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms`);
  }

  for (const h of SCALE_HISTORIES) {
    const token = await login(server.baseUrl, `${h.prefix}1@measured.local`);
    for (const period of ["all", "year"]) {
      const result = await load<SequentialResult>({
        type: "sequential",
        baseUrl: server.baseUrl,
        path: `/api/dashboard?period=${period}&timeZone=${TZ}`,
        token,
        warmup: 5,
        count: options.scaleRequests,
      });
      scaleRows.push({ engine, history: h.label, entries: scaleEntries.get(h.prefix) ?? "?", period, result });
    }
  }
  note(`dashboard scaling done`);

  await stopServer(server);
  const problems = serverProblems(server.logFile);
  say(problems.length === 0 ? "server log: no warnings or errors" : "server log (warn and worse):");
  for (const p of problems.slice(0, 10)) say(`  ${p}`);
  say();
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = new Date();
  const began = performance.now();
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const autocannonVersion = (
    JSON.parse(readFileSync(path.join(ROOT, "node_modules/autocannon/package.json"), "utf8")) as { version: string }
  ).version;

  say("# Measured benchmark");
  say(`date: ${startedAt.toISOString()}`);
  say(
    `machine: nproc ${os.availableParallelism()}, ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}; node ${process.version}`,
  );
  say(`load average at start: ${loadAverage()} (other work on the machine skews every figure)`);
  say(`command: npm run bench -- ${process.argv.slice(2).join(" ")}`.trimEnd());
  say(
    `load:   taskset -c ${LOAD_CPU} node --import tsx bench/load.ts (autocannon ${autocannonVersion}; ${options.connections} connections; ` +
      `${options.warmupSeconds} s warm-up then ${options.durationSeconds} s per endpoint; each request signed in as the next of ${options.users} users, ` +
      `one-day reads and bulk saves on random days of the last ${options.days})`,
  );
  say(
    `dashboard scaling: ${options.scaleRequests} sequential requests (after 5 warm-up) per user and period, from CPU ${LOAD_CPU}`,
  );
  say();

  const loadRows: LoadRow[] = [];
  const scaleRows: ScaleRow[] = [];
  for (const engine of options.engines) {
    try {
      await benchEngine(engine, options, loadRows, scaleRows);
    } finally {
      await cleanUp();
    }
  }

  say("## Throughput and latency (ms)");
  for (const line of table(
    ["engine", "endpoint", "conns", "req/s", "p50", "p95", "p99", "non-2xx", "errors"],
    loadRows.map((r) => [
      r.engine,
      r.endpoint,
      String(options.connections),
      r.result.requestsPerSecond.toFixed(0),
      ms(r.result.p50),
      ms(r.result.p95),
      ms(r.result.p99),
      String(r.result.non2xx),
      String(r.result.errors + r.result.timeouts),
    ]),
    (i) => i >= 2,
  ))
    say(line);
  say();
  say("## Dashboard scaling: one solar user, sequential requests (ms)");
  for (const line of table(
    ["engine", "history", "entries", "period", "median", "p95", "body bytes", "failures"],
    scaleRows.map((r) => [
      r.engine,
      r.history,
      r.entries,
      r.period,
      ms(r.result.median),
      ms(r.result.p95),
      String(r.result.bytes),
      String(r.result.failures),
    ]),
    (i) => i === 2 || i >= 4,
  ))
    say(line);
  say();
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
