/**
 * npm run bench -- --capacity [--engines pglite,postgres] [--step-seconds 20] [--warmup-seconds 3] [--users 300]
 *                  [--days 365] [--leads 300] [--start-reps 25] [--max-reps 12800] [--timeout-ms 5000]
 *                  [--max-in-flight 512] [--no-bisect] [--no-confirm] [--cpu-reps 300]
 *
 * Capacity, as a rep's day (issue 21, decision 046): how many active reps this machine serves with
 * p95 under 50 ms and p99 under 200 ms. For each engine: the seed (every user with a year of history
 * and a book of leads), the real server pinned to CPU 0, and an open-loop mix of the app's own calls
 * (REP_MIX) played by bench/capacity-load.ts pinned to CPU 1 at a doubling number of active reps, one
 * fixed-length step each, until a step misses either threshold (twice running: a miss is run again once);
 * then once between the last step that met both and the first that did not. A step measures at least
 * MIN_REQUESTS requests (longer, up to 3 × --step-seconds, when few reps send few). Then one step at
 * --cpu-reps (300) for the CPU an active rep costs, comparable from run to run whatever the figure. The figure is the most reps of a step that met both. Also the
 * CPU an active rep costs: server and PostgreSQL CPU (bench/cpu-time.ts) per active rep per minute.
 * More active reps than seeded users sign in as the users again, round robin (said in the report).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_TIME_ZONE, todayIn } from "@measured/core";
import { cpuMeter } from "./cpu-time";
import {
  cleanUp,
  freePort,
  LOAD_CPU,
  login,
  ROOT,
  run,
  SERVER_CPU,
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
import type { CapacityCallKind, CapacityJob, CapacityResult, CapacityUser } from "./types";

/**
 * An active rep's calls per minute, from the web app's own calls (docs/performance.md, "Capacity",
 * has the reasoning for each rate). An active rep is one with the app open and in use.
 */
export const REP_MIX: Record<CapacityCallKind, { perMinute: number; call: string }> = {
  dashboard: { perMinute: 2, call: "GET /api/dashboard?period=today&timeZone=… (refetchInterval 30 s while open)" },
  "entries-day": { perMinute: 0.5, call: "GET /api/kpi-entries?startDate=D&endDate=D (Daily Input's day)" },
  bulk: { perMinute: 0.1, call: "POST /api/kpi-entries/bulk (Daily Input's Save: the day's metrics)" },
  "quick-entry": { perMinute: 0.5, call: "POST /api/kpi-entries (quick entry: one counter, Idempotency-Key)" },
  "lead-search": { perMinute: 0.4, call: "GET /api/clients?q=…&limit=8|25 (lead picker, leads search)" },
  "lead-edit": { perMinute: 0.1, call: "PATCH /api/clients/:id (changed fields only)" },
  pipeline: { perMinute: 0.2, call: "GET /api/pipeline" },
  "appointment-book": { perMinute: 0.05, call: "POST /api/appointments {clientId, title, scheduledAt, status}" },
  "appointment-status": { perMinute: 0.05, call: "PATCH /api/appointments/:id {status}" },
  "finance-summary": { perMinute: 0.1, call: "GET /api/finance/summary?period=…|from=&to= (Finance, Revenue Tracking)" },
  "ledger-page": { perMinute: 0.1, call: "GET /api/expenses|mileage|revenue?from=&to=&limit=25 (Finance's lists)" },
  "expense-add": { perMinute: 0.02, call: "POST /api/expenses (quick expense, Idempotency-Key)" },
  "trip-log": { perMinute: 0.01, call: "POST /api/mileage (a trip ended or typed, Idempotency-Key)" },
  "goals-list": { perMinute: 0.1, call: "GET /api/goals (Goals, and the dashboard's strip after a save)" },
  // Only the reps on the seeded team (the first 50) call it; the others have no team to look at.
  "team-view": { perMinute: 0.1, call: "GET /api/teams/:id/leaderboard?period=week (Teams, a rep on a team of 50)" },
};
const ratesPerMinute = Object.fromEntries(Object.entries(REP_MIX).map(([k, v]) => [k, v.perMinute])) as Record<
  CapacityCallKind,
  number
>;
const CALLS_PER_REP_MINUTE = Object.values(REP_MIX).reduce((sum, v) => sum + v.perMinute, 0);

/** The service level: both must hold over a step's every request (decision 038's 50 ms p95, and a tail). */
export const P95_LIMIT_MS = 50;
export const P99_LIMIT_MS = 200;

/** The fewest requests a step's percentiles are read from (its p99 is then about its worst one). */
const MIN_REQUESTS = 100;

const RESULTS_FILE = path.join(ROOT, "bench/results/capacity-latest.txt");
const APP_SERVER = "apps/server/src/server.ts";

type Engine = "pglite" | "postgres";

interface Options {
  engines: Engine[];
  stepSeconds: number;
  warmupSeconds: number;
  users: number;
  days: number;
  leads: number;
  startReps: number;
  maxReps: number;
  timeoutMs: number;
  maxInFlight: number;
  bisect: boolean;
  /** Run a step that missed once more before stopping on it. */
  confirm: boolean;
  /** Active reps of the step the CPU an active rep costs is read from (0: none). */
  cpuReps: number;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    engines: ["pglite", "postgres"],
    stepSeconds: 20,
    warmupSeconds: 3,
    users: 300,
    days: 365,
    leads: 300,
    startReps: 25,
    maxReps: 12_800,
    timeoutMs: 5000,
    maxInFlight: 512,
    bisect: true,
    confirm: true,
    cpuReps: 300,
  };
  const numberFlags: Record<string, keyof Omit<Options, "engines" | "bisect" | "confirm">> = {
    "--step-seconds": "stepSeconds",
    "--warmup-seconds": "warmupSeconds",
    "--users": "users",
    "--days": "days",
    "--leads": "leads",
    "--start-reps": "startReps",
    "--max-reps": "maxReps",
    "--timeout-ms": "timeoutMs",
    "--max-in-flight": "maxInFlight",
    "--cpu-reps": "cpuReps",
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] ?? "";
    if (flag === "--no-bisect" || flag === "--no-confirm") {
      options[flag === "--no-bisect" ? "bisect" : "confirm"] = false;
      continue;
    }
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
      throw new Error(`Unknown option ${flag} (with --capacity)`);
    }
  }
  if (options.stepSeconds < 1 || options.stepSeconds > 600) throw new Error("--step-seconds: 1 to 600");
  if (options.users < 1 || options.leads < 1) throw new Error("--users and --leads: at least 1");
  if (options.startReps < 1 || options.maxReps > 100_000) throw new Error("--start-reps at least 1, --max-reps at most 100000");
  return options;
}

/** GET as a user, the JSON answer. */
async function getJson<T>(baseUrl: string, token: string, url: string): Promise<T> {
  const res = await fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Signs every user in (argon2 each, a few at a time) and learns what a rep's calls name: some of its
 * leads and appointments. Opens each dashboard once, as a rep's first visit of the day would.
 */
async function prepareUsers(baseUrl: string, count: number, timeZone: string): Promise<CapacityUser[]> {
  const users: CapacityUser[] = [];
  for (let start = 1; start <= count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start + 1) }, (_, i) => start + i);
    users.push(
      ...(await Promise.all(
        batch.map(async (index): Promise<CapacityUser> => {
          const token = await login(baseUrl, `cap${index}@measured.local`);
          const leads = await getJson<{ id: number }[]>(baseUrl, token, "/api/clients?limit=25");
          const appointments = await getJson<{ id: number }[]>(baseUrl, token, "/api/appointments?limit=25");
          await getJson(baseUrl, token, `/api/dashboard?period=today&timeZone=${encodeURIComponent(timeZone)}`);
          const [owned, joined] = await Promise.all([
            getJson<{ id: number }[]>(baseUrl, token, "/api/teams"),
            getJson<{ id: number }[]>(baseUrl, token, "/api/teams/memberships"),
          ]);
          const teamId = owned[0]?.id ?? joined[0]?.id ?? null;
          return { index, token, leadIds: leads.map((l) => l.id), appointmentIds: appointments.map((a) => a.id), teamId };
        }),
      )),
    );
  }
  const short = users.filter((u) => u.leadIds.length === 0 || u.appointmentIds.length === 0);
  if (short.length > 0) throw new Error(`${short.length} users have no leads or no appointments: raise --leads`);
  return users;
}

interface Step {
  result: CapacityResult;
  serverMs: number;
  postgresMs: number;
  /** Server + PostgreSQL CPU ms per active rep per minute. */
  cpuPerRepMinute: number;
  meets: boolean;
  loadAverage: string;
}

/** --step-seconds, or longer (at most 3 ×) so the step sends MIN_REQUESTS. */
const stepSecondsFor = (reps: number, options: Options) =>
  Math.max(
    options.stepSeconds,
    Math.min(3 * options.stepSeconds, Math.ceil((MIN_REQUESTS * 60) / (reps * CALLS_PER_REP_MINUTE))),
  );

const meets = (r: CapacityResult) => r.p95 < P95_LIMIT_MS && r.p99 < P99_LIMIT_MS;

async function runStep(
  baseUrl: string,
  serverPid: number,
  users: CapacityUser[],
  reps: number,
  options: Options,
  stepNumber: number,
): Promise<Step> {
  const job: CapacityJob = {
    baseUrl,
    users,
    reps,
    ratesPerMinute,
    warmupSeconds: options.warmupSeconds,
    seconds: stepSecondsFor(reps, options),
    today: todayIn(DEFAULT_TIME_ZONE),
    timeZone: DEFAULT_TIME_ZONE,
    maxInFlight: options.maxInFlight,
    timeoutMs: options.timeoutMs,
    randomSeed: 1000 + stepNumber,
  };
  const used = cpuMeter(serverPid);
  const out = await run("taskset", ["-c", LOAD_CPU, process.execPath, ...TSX, "bench/capacity-load.ts"], {
    input: JSON.stringify(job),
  });
  const cpu = used();
  const result = JSON.parse(out) as CapacityResult;
  // Appointments booked in this step can be moved in the next.
  const repMinutes = (reps * result.scheduleSeconds) / 60;
  const step: Step = {
    result,
    serverMs: cpu.serverMs,
    postgresMs: cpu.postgresMs,
    cpuPerRepMinute: (cpu.serverMs + cpu.postgresMs) / repMinutes,
    meets: meets(result),
    loadAverage: loadAverage(),
  };
  note(
    `${reps} reps: ${result.offeredPerSecond.toFixed(1)} req/s offered, p50 ${ms(result.p50)} p95 ${ms(result.p95)} p99 ${ms(result.p99)} ms, ` +
      `failed ${result.non2xx + result.errors + result.timeouts + result.dropped}, CPU ${ms(step.cpuPerRepMinute)} ms/rep/min, ` +
      `${step.meets ? "meets" : "misses"} (load ${step.loadAverage})`,
  );
  return step;
}

interface EngineResult {
  engine: Engine;
  steps: Step[];
  capacity: Step | undefined;
  firstMiss: Step | undefined;
  cpuStep: Step | undefined;
}

async function capacityOf(engine: Engine, options: Options): Promise<EngineResult> {
  say(`## ${engine === "pglite" ? "PGlite (embedded: its own thread in the server process)" : "PostgreSQL"}`);
  const dir = tempDir(`capacity-${engine}`);
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
  const seedArgs = ["--users", String(options.users), "--days", String(options.days), "--email-prefix", "cap"];
  seedArgs.push("--lead-users", String(options.users), "--leads", String(options.leads));
  seedArgs.push("--finance-users", String(options.users), "--goals", "20", "--team-size", String(Math.min(50, options.users)));
  say(`seed:   ${where} node --import tsx packages/db/src/seed.ts ${seedArgs.join(" ")}`);
  const made = await seed(seedEnv, seedArgs);
  say(`        ${made.made} (${made.seconds.toFixed(1)} s including start-up)`);
  if (engine === "postgres" && dbEnv.DATABASE_URL) {
    const seconds = await settlePostgres(dbEnv.DATABASE_URL);
    say(`settle: VACUUM (ANALYZE); CHECKPOINT (${seconds.toFixed(1)} s)`);
  }

  const port = await freePort();
  const settings = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    REGISTER_LIMIT_PER_ADDRESS: "100000",
    LOGIN_LIMIT_PER_ADDRESS: "100000",
  };
  say(
    `app:    taskset -c ${SERVER_CPU} env ${where} ${Object.entries(settings)
      .map(([k, v]) => `${k}=${v}`)
      .join(" ")} node --import tsx ${APP_SERVER} (one process for the whole ramp)`,
  );
  const server = await startServer(
    APP_SERVER,
    { ...process.env, ...dbEnv, DATABASE_URL: dbEnv.DATABASE_URL ?? "", ...settings },
    path.join(dir, "app.log"),
  );
  note(`signing in ${options.users} users, reading their leads and appointments, opening each dashboard once`);
  const users = await prepareUsers(server.baseUrl, options.users, DEFAULT_TIME_ZONE);

  const steps: Step[] = [];
  let good: Step | undefined;
  let bad: Step | undefined;
  const deadline = performance.now() + 30 * 60_000;
  /**
   * A step, and on a miss the same step once more: on cores shared with other work one stall of the host
   * can decide a small step's p99 alone, so a miss stops the ramp only when it happens twice running.
   */
  const confirmedStep = async (reps: number): Promise<Step> => {
    const first = await runStep(server.baseUrl, server.child.pid ?? 0, users, reps, options, steps.length);
    steps.push(first);
    if (first.meets || !options.confirm) return first;
    note(`${reps} reps missed: once more to confirm`);
    const again = await runStep(server.baseUrl, server.child.pid ?? 0, users, reps, options, steps.length);
    steps.push(again);
    return again;
  };
  for (let reps = options.startReps; reps <= options.maxReps && performance.now() < deadline; reps *= 2) {
    const step = await confirmedStep(reps);
    if (!step.meets) {
      bad = step;
      break;
    }
    good = step;
  }
  if (options.bisect && good && bad && bad.result.reps - good.result.reps > 1) {
    const step = await confirmedStep(Math.round((good.result.reps + bad.result.reps) / 2));
    if (step.meets) good = step;
    else bad = step;
  }
  // The CPU an active rep costs, at one number of reps every run (a small step's CPU is mostly the
  // server's fixed upkeep, spread over few reps). Its latency is reported, not judged.
  let cpuStep = steps.find((s) => s.result.reps === options.cpuReps);
  if (!cpuStep && options.cpuReps > 0) {
    note(`${options.cpuReps} reps for the CPU an active rep costs`);
    cpuStep = await runStep(server.baseUrl, server.child.pid ?? 0, users, options.cpuReps, options, steps.length);
    steps.push(cpuStep);
  }
  await stopServer(server);
  const problems = serverProblems(server.logFile);
  say(problems.length === 0 ? "app server log: no warnings or errors" : "app server log (warn and worse):");
  for (const p of problems.slice(0, 10)) say(`  ${p}`);
  say();
  return { engine, steps, capacity: good, firstMiss: bad, cpuStep };
}

function printResults(results: EngineResult[], options: Options) {
  say("## Steps (latency from each request's intended send time, ms; every request of a step's measured part)");
  for (const line of table(
    [
      "engine",
      "active reps",
      "requests",
      "req/s",
      "p50",
      "p95",
      "p99",
      "failed",
      "send lag",
      "server CPU s",
      "pg CPU s",
      "CPU ms/rep/min",
      "meets",
      "load average",
    ],
    results.flatMap((e) =>
      [...e.steps]
        .sort((a, b) => a.result.reps - b.result.reps)
        .map((s) => [
          e.engine,
          String(s.result.reps),
          String(s.result.scheduled),
          s.result.offeredPerSecond.toFixed(1),
          ms(s.result.p50),
          ms(s.result.p95),
          ms(s.result.p99),
          String(s.result.non2xx + s.result.errors + s.result.timeouts + s.result.dropped),
          ms(s.result.maxSendLag),
          (s.serverMs / 1000).toFixed(1),
          (s.postgresMs / 1000).toFixed(1),
          ms(s.cpuPerRepMinute),
          s.meets ? "yes" : "no",
          s.loadAverage,
        ]),
    ),
    (i) => i >= 1 && i <= 11,
  ))
    say(line);
  say();
  for (const e of results) {
    const last = e.capacity ?? e.firstMiss;
    if (!last) continue;
    say(
      `## ${e.engine}: by call at ${last.result.reps} active reps (${e.capacity ? "the last step that met both" : "the step that missed"})`,
    );
    for (const line of table(
      ["call", "requests", "p50", "p95", "p99", "failed"],
      Object.entries(last.result.byKind).map(([kind, k]) => [
        kind,
        String(k.sent),
        ms(k.p50),
        ms(k.p95),
        ms(k.p99),
        String(k.failed),
      ]),
      (i) => i >= 1,
    ))
      say(line);
    const samples = e.steps.flatMap((s) => s.result.failureSamples.map((f) => `${s.result.reps} reps: ${f}`));
    if (samples.length > 0) say("failures (first few):");
    for (const f of samples.slice(0, 8)) say(`  ${f}`);
    say();
  }
  say(`## Capacity: active reps served with p95 < ${P95_LIMIT_MS} ms and p99 < ${P99_LIMIT_MS} ms`);
  for (const e of results) {
    const c = e.capacity;
    say(
      c
        ? `${e.engine}: ${c.result.reps} active reps (${c.result.offeredPerSecond.toFixed(1)} req/s; first miss at ${e.firstMiss ? e.firstMiss.result.reps : "none, the ramp's end"})`
        : `${e.engine}: not even ${options.startReps} active reps met both (${e.firstMiss ? `p95 ${ms(e.firstMiss.result.p95)}, p99 ${ms(e.firstMiss.result.p99)} ms` : "no step ran"})`,
    );
  }
  say();
  say("## CPU an active rep costs (server + PostgreSQL CPU per active rep per minute, ms)");
  for (const e of results) {
    const s = e.cpuStep;
    if (!s) continue;
    const cpu = s.cpuPerRepMinute;
    const share = (part: number) => ms((part / Math.max(1, s.serverMs + s.postgresMs)) * cpu);
    say(
      `${e.engine}: ${ms(cpu)} ms at ${s.result.reps} active reps (server ${share(s.serverMs)} + postgres ${share(s.postgresMs)}); ` +
        `one core's CPU would cover about ${Math.floor(60_000 / cpu)} active reps if latency allowed`,
    );
  }
}

export async function runCapacity(argv: readonly string[]) {
  const options = parseOptions(argv);
  const began = performance.now();
  say("# Measured capacity: active reps served (issue 21, decision 046)");
  say(`date: ${new Date().toISOString()}`);
  say(
    `machine: nproc ${os.availableParallelism()}, ${os.cpus()[0]?.model ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}; node ${process.version}`,
  );
  say(`load average at start: ${loadAverage()} (other work on the shared cores skews every figure)`);
  say(`command: npm run bench -- --capacity ${argv.join(" ")}`.trimEnd());
  say(
    `load:    taskset -c ${LOAD_CPU} node --import tsx bench/capacity-load.ts: open loop, ${options.warmupSeconds} s warm-up + ${options.stepSeconds} s a step, ` +
      `(longer when needed to measure ${MIN_REQUESTS} requests, up to ${3 * options.stepSeconds} s), ` +
      `reps ${options.startReps}, ×2 … up to ${options.maxReps}, stop at the first miss${options.confirm ? " (confirmed by a second run)" : ""}` +
      `${options.bisect ? ", then once between the last met and the first missed" : ""}; then ${options.cpuReps} reps for the CPU a rep costs; ` +
      `at most ${options.maxInFlight} requests out, ${options.timeoutMs} ms timeout (a failure counts as the timeout)`,
  );
  say(
    `users:   ${options.users} seeded, each with ${options.days} days of history and ${options.leads} leads; active rep i signs in as user i mod ${options.users}`,
  );
  say(`mix per active rep per minute (${CALLS_PER_REP_MINUTE.toFixed(2)} calls):`);
  for (const [kind, m] of Object.entries(REP_MIX)) say(`  ${m.perMinute.toFixed(2).padStart(5)}  ${kind.padEnd(18)} ${m.call}`);
  say();

  const results: EngineResult[] = [];
  for (const engine of options.engines) {
    try {
      results.push(await capacityOf(engine, options));
    } finally {
      await cleanUp();
    }
  }
  printResults(results, options);
  say(`total time: ${((performance.now() - began) / 1000).toFixed(0)} s; load average at the end: ${loadAverage()}`);
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${report.join("\n")}\n`);
  console.log(`\nwritten to ${path.relative(ROOT, RESULTS_FILE)}`);
}
