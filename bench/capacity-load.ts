/**
 * The open-loop load generator of the capacity run (bench/capacity.ts, decision 046), run as its own
 * process pinned to the load CPU. Reads one CapacityJob as JSON on stdin, writes a CapacityResult on stdout.
 *
 * Open loop: every request of the step is scheduled before the first is sent (the dashboard every 30 s
 * per rep at a random phase, every other call as a Poisson process at its rate), and each is sent at its
 * time whatever became of the earlier ones. Latency runs from the intended send time, so time spent
 * queued (in the server, in a socket, or behind this process's own timers) is counted. At most
 * `maxInFlight` requests are out at once; a request due while that many are out is not sent and counts
 * as failed, as do timeouts, network errors and non-2xx answers (each at the timeout, in the percentiles).
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import { addDays, INDUSTRY_IDS, INDUSTRY_TEMPLATES, KPI_CATALOGUE, type KpiKey, LEADS_PAGE_SIZE } from "@measured/core";
import type { CapacityCallKind, CapacityJob, CapacityKindResult, CapacityResult, CapacityUser } from "./types";

/** Exact percentile of sorted times (ms). */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

let seed = 1;
/** Small seeded generator, so a step's schedule is the same from run to run. */
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const intBelow = (n: number) => Math.floor(random() * n);
const pick = <T>(items: readonly T[]): T | undefined => items[intBelow(items.length)];

/** Fragments of the seed's names and phones, as a rep types them into a search. */
const SEARCHES = ["garc", "Nguyen", "ava", "pat", "Oak St", "(555) 12", "(555) 4", "lead1"] as const;

interface Scheduled {
  at: number;
  kind: CapacityCallKind;
  rep: number;
}

/** Every request of the step, by intended send time (ms from the start). */
function schedule(job: CapacityJob): Scheduled[] {
  const totalMs = (job.warmupSeconds + job.seconds) * 1000;
  const events: Scheduled[] = [];
  for (const [kind, perMinute] of Object.entries(job.ratesPerMinute) as [CapacityCallKind, number][]) {
    if (perMinute <= 0) continue;
    if (kind === "dashboard") {
      // Each open dashboard polls on its own clock: a phase per rep, then every period.
      const period = 60_000 / perMinute;
      for (let rep = 0; rep < job.reps; rep++)
        for (let at = random() * period; at < totalMs; at += period) events.push({ at, kind, rep });
      continue;
    }
    // The reps' calls of one kind together: a Poisson process at reps × rate. A team view comes only from
    // the active reps who are on a team.
    const callers =
      kind === "team-view"
        ? Array.from({ length: job.reps }, (_, rep) => rep).filter((rep) => job.users[rep % job.users.length]?.teamId != null)
        : null;
    const count = callers ? callers.length : job.reps;
    if (count === 0) continue;
    const perMs = (count * perMinute) / 60_000;
    for (let at = -Math.log(1 - random()) / perMs; at < totalMs; at += -Math.log(1 - random()) / perMs)
      events.push({ at, kind, rep: callers ? (callers[intBelow(count)] ?? 0) : intBelow(job.reps) });
  }
  return events.sort((a, b) => a.at - b.at);
}

interface Call {
  method: "GET" | "POST" | "PATCH";
  path: string;
  body?: unknown;
  idempotent?: boolean;
}

function plausibleValue(key: KpiKey): number {
  if (key === "hoursWorked") return 4 + intBelow(25) / 4;
  if (key === "doorsKnocked") return 40 + intBelow(111);
  if (key === "tagsPut") return intBelow(61);
  return intBelow(6);
}

/** The request a call makes, as the web app makes it (apps/web/src/features/* /api). */
function callOf(kind: CapacityCallKind, user: CapacityUser, job: CapacityJob): Call {
  const industry = INDUSTRY_IDS[(user.index - 1) % INDUSTRY_IDS.length] ?? "solar";
  const kpis = INDUSTRY_TEMPLATES[industry].kpis;
  const tz = encodeURIComponent(job.timeZone);
  switch (kind) {
    case "dashboard":
      return { method: "GET", path: `/api/dashboard?period=today&timeZone=${tz}` };
    case "entries-day":
      return { method: "GET", path: `/api/kpi-entries?startDate=${job.today}&endDate=${job.today}` };
    case "bulk":
      return {
        method: "POST",
        path: "/api/kpi-entries/bulk",
        body: {
          entries: kpis.map((key) => ({ metricName: KPI_CATALOGUE[key].name, value: plausibleValue(key), date: job.today })),
        },
      };
    case "quick-entry": {
      // One counter per call (the quick sheet sends one call per counter above 0); counts only, so
      // repeated adds never pass Hours Worked's 24.
      const counters = kpis.filter((key) => KPI_CATALOGUE[key].unit === "count");
      const key = pick(counters) ?? "doorsKnocked";
      return {
        method: "POST",
        path: "/api/kpi-entries",
        body: { metricName: KPI_CATALOGUE[key].name, value: 1 + intBelow(5), date: job.today },
        idempotent: true,
      };
    }
    case "lead-search": {
      // Half from the appointment's lead picker (8 matches), half from the leads screen's search (a page).
      const limit = random() < 0.5 ? 8 : LEADS_PAGE_SIZE;
      return { method: "GET", path: `/api/clients?q=${encodeURIComponent(pick(SEARCHES) ?? "garc")}&limit=${limit}` };
    }
    case "lead-edit":
      return {
        method: "PATCH",
        path: `/api/clients/${pick(user.leadIds) ?? 0}`,
        body: { notes: `Spoke at the door, call back ${1 + intBelow(28)}th` },
        idempotent: true,
      };
    case "pipeline":
      return { method: "GET", path: "/api/pipeline" };
    case "appointment-book": {
      const scheduledAt = new Date(Date.now() + (1 + intBelow(14 * 24)) * 3_600_000);
      scheduledAt.setUTCMinutes(0, 0, 0);
      return {
        method: "POST",
        path: "/api/appointments",
        body: {
          clientId: pick(user.leadIds) ?? 0,
          title: "Consultation",
          scheduledAt: scheduledAt.toISOString(),
          status: "scheduled",
        },
        idempotent: true,
      };
    }
    case "appointment-status":
      return {
        method: "PATCH",
        path: `/api/appointments/${pick(user.appointmentIds) ?? 0}`,
        body: { status: random() < 0.5 ? "cancelled" : "scheduled" },
      };
    case "finance-summary": {
      // Half from the Finance screen's tabs, half from the dashboard's Revenue Tracking (this month so far).
      const path =
        random() < 0.5
          ? `/api/finance/summary?period=${pick(["week", "month", "year"] as const) ?? "month"}`
          : `/api/finance/summary?from=${job.today.slice(0, 8)}01&to=${job.today}`;
      return { method: "GET", path };
    }
    case "goals-list":
      return { method: "GET", path: "/api/goals" };
    case "team-view":
      return { method: "GET", path: `/api/teams/${user.teamId ?? 0}/leaderboard?period=week&metric=Doors%20Knocked` };
    case "ledger-page": {
      const list = pick(["expenses", "mileage", "revenue"] as const) ?? "expenses";
      return { method: "GET", path: `/api/${list}?from=${addDays(job.today, -29)}&to=${job.today}&limit=25` };
    }
    case "expense-add": {
      const [description, amount] = pick([
        ["Gas", 60],
        ["Lunch", 15],
        ["Coffee", 5],
        ["Parking", 10],
      ] as const) ?? ["Gas", 60];
      return {
        method: "POST",
        path: "/api/expenses",
        body: { amount, description, categoryId: null, date: job.today, isPersonal: false, notes: "Quick expense" },
        idempotent: true,
      };
    }
    case "trip-log":
      return {
        method: "POST",
        path: "/api/mileage",
        body: { miles: (2 + intBelow(4800) / 100).toFixed(2), purpose: "Appointments", date: job.today, rate: null },
        idempotent: true,
      };
  }
}

async function runJob(job: CapacityJob): Promise<CapacityResult> {
  seed = job.randomSeed;
  const url = new URL(job.baseUrl);
  if (url.hostname !== "127.0.0.1") throw new Error("the capacity load only targets 127.0.0.1");
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.maxInFlight });
  const events = schedule(job);
  const warmupMs = job.warmupSeconds * 1000;
  const times: number[] = [];
  const timesByKind = new Map<CapacityCallKind, { times: number[]; failed: number }>();
  const failureSamples: string[] = [];
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  let dropped = 0;
  let maxSendLag = 0;
  let inFlight = 0;

  const record = (ev: Scheduled, ms: number, failure?: string) => {
    if (ev.at < warmupMs) return;
    const kind = timesByKind.get(ev.kind) ?? { times: [], failed: 0 };
    timesByKind.set(ev.kind, kind);
    const counted = failure ? Math.max(ms, job.timeoutMs) : ms;
    times.push(counted);
    kind.times.push(counted);
    if (failure) {
      kind.failed++;
      if (failureSamples.length < 8) failureSamples.push(`${ev.kind}: ${failure}`);
    }
  };

  const started = performance.now();
  /** Sends one request; false when it was not sent (it is then already recorded, and owed no done()). */
  const fire = (ev: Scheduled, done: () => void): boolean => {
    const intended = started + ev.at;
    maxSendLag = Math.max(maxSendLag, performance.now() - intended);
    if (inFlight >= job.maxInFlight) {
      dropped++;
      record(ev, job.timeoutMs, `not sent: ${job.maxInFlight} requests out`);
      return false;
    }
    const user = job.users[ev.rep % job.users.length];
    if (!user) throw new Error("no users");
    const call = callOf(ev.kind, user, job);
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
    const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
    if (payload !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = String(Buffer.byteLength(payload));
    }
    if (call.idempotent) headers["idempotency-key"] = randomUUID();
    inFlight++;
    let settled = false;
    const finish = (failure?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      inFlight--;
      record(ev, performance.now() - intended, failure);
      done();
    };
    const req = http.request(
      { agent, host: url.hostname, port: url.port, method: call.method, path: call.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          if (status < 200 || status >= 300) {
            non2xx++;
            return finish(
              `${call.method} ${call.path.split("?")[0]} ${status} ${Buffer.concat(chunks).toString("utf8").slice(0, 160)}`,
            );
          }
          if (ev.kind === "appointment-book") {
            const id = (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { id?: number }).id;
            if (id) user.appointmentIds.push(id);
          }
          finish();
        });
        res.on("error", (error) => {
          errors++;
          finish(error.message);
        });
      },
    );
    const timer = setTimeout(() => {
      timeouts++;
      finish(`timeout after ${job.timeoutMs} ms`);
      req.destroy();
    }, job.timeoutMs);
    req.on("error", (error) => {
      if (settled) return;
      errors++;
      finish(error.message);
    });
    req.end(payload);
    return true;
  };

  await new Promise<void>((resolve) => {
    let next = 0;
    let outstanding = 0;
    const done = () => {
      outstanding--;
      if (next >= events.length && outstanding === 0) resolve();
    };
    const pump = () => {
      const now = performance.now() - started;
      while (next < events.length && (events[next]?.at ?? 0) <= now) {
        const ev = events[next++];
        if (!ev) continue;
        // Answers come back on later turns of the event loop, so counting after the send is safe.
        if (fire(ev, done)) outstanding++;
      }
      if (next < events.length) setTimeout(pump, Math.max(0, (events[next]?.at ?? 0) - (performance.now() - started)));
      else if (outstanding === 0) resolve();
    };
    pump();
  });
  const scheduleSeconds = (performance.now() - started) / 1000;
  agent.destroy();

  times.sort((a, b) => a - b);
  const byKind: Partial<Record<CapacityCallKind, CapacityKindResult>> = {};
  for (const [kind, k] of timesByKind) {
    k.times.sort((a, b) => a - b);
    byKind[kind] = {
      sent: k.times.length,
      p50: percentile(k.times, 50),
      p95: percentile(k.times, 95),
      p99: percentile(k.times, 99),
      failed: k.failed,
    };
  }
  return {
    reps: job.reps,
    scheduled: times.length,
    offeredPerSecond: times.length / job.seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx,
    errors,
    timeouts,
    dropped,
    maxSendLag,
    byKind,
    scheduleSeconds,
    failureSamples,
  };
}

async function main() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const job = JSON.parse(Buffer.concat(chunks).toString("utf8")) as CapacityJob;
  process.stdout.write(`${JSON.stringify(await runJob(job))}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
