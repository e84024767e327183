/**
 * The load generator, run by bench/run.ts as its own process (pinned to a CPU with taskset).
 * Reads one job as JSON on stdin, writes its figures as JSON on stdout.
 */

import http from "node:http";
import { INDUSTRY_IDS, INDUSTRY_TEMPLATES, KPI_CATALOGUE, type KpiKey, LEADS_PAGE_SIZE } from "@measured/core";
import autocannon from "autocannon";
import type { Endpoint, LoadJob, LoadResult, SequentialJob, SequentialResult } from "./types";

/** Exact percentiles from every response time (ms). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

let seed = 12345;
/** Small seeded generator so runs pick the same users and days. */
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const intBelow = (n: number) => Math.floor(random() * n);

function plausibleValue(key: KpiKey): number {
  switch (key) {
    case "hoursWorked":
      return 4 + intBelow(25) / 4;
    case "doorsKnocked":
      return 40 + intBelow(111);
    case "tagsPut":
      return intBelow(61);
    default:
      return intBelow(6);
  }
}

/** Fragments of the seed's names, as a rep types them into the leads search. */
const SEARCH_NAMES = ["garc", "Nguyen", "ava", "pat", "Oak St", "lead12"] as const;

interface BenchRequest {
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Builds each request of a job: the next user in turn, a random day or range, as the web app asks. */
function requestMaker(job: LoadJob): () => BenchRequest {
  const users = job.users;
  let next = 0;
  const nextUser = () => {
    const user = users[next % users.length];
    next++;
    if (!user) throw new Error("no users to load with");
    return user;
  };
  const day = () => job.days[intBelow(job.days.length)] ?? "";
  /** A 30-day range ending on a random day (days are newest first, so +29 is 29 days earlier). */
  const range = () => {
    const end = intBelow(Math.max(1, job.days.length - 29));
    return { startDate: job.days[end + 29] ?? job.days.at(-1) ?? "", endDate: job.days[end] ?? "" };
  };
  const tz = encodeURIComponent(job.timeZone);
  return () => {
    const user = nextUser();
    const headers = { authorization: `Bearer ${user.token}` };
    switch (job.endpoint.kind) {
      case "entries-day": {
        const d = day();
        return { headers, path: `/api/kpi-entries?startDate=${d}&endDate=${d}` };
      }
      case "entries-month": {
        const r = range();
        return { headers, path: `/api/kpi-entries?startDate=${r.startDate}&endDate=${r.endDate}` };
      }
      case "dashboard-computed": {
        // A random range per request, so answers are (almost) never in the cache.
        const r = range();
        return { headers, path: `/api/dashboard?period=custom&startDate=${r.startDate}&endDate=${r.endDate}&timeZone=${tz}` };
      }
      case "expenses-page":
      case "mileage-page":
      case "revenue-page": {
        // The Finance screen's first page of a list over a 30-day window ending on a random day.
        const r = range();
        return { headers, path: `${job.endpoint.path}?from=${r.startDate}&to=${r.endDate}&limit=25` };
      }
      case "leads-search": {
        // Half the searches a phone fragment ("(555) 12": the digits 55512 inside the phone's), half a name's start.
        const q =
          random() < 0.5
            ? `(555) ${String(intBelow(100)).padStart(2, "0")}`
            : (SEARCH_NAMES[intBelow(SEARCH_NAMES.length)] ?? "");
        return { headers, path: `/api/clients?limit=${LEADS_PAGE_SIZE}&q=${encodeURIComponent(q)}` };
      }
      case "bulk": {
        const d = day();
        const industry = INDUSTRY_IDS[(user.index - 1) % INDUSTRY_IDS.length] ?? "solar";
        const entries = INDUSTRY_TEMPLATES[industry].kpis.map((key) => ({
          metricName: KPI_CATALOGUE[key].name,
          value: plausibleValue(key),
          date: d,
        }));
        return {
          headers: { ...headers, "content-type": "application/json" },
          path: job.endpoint.path,
          body: JSON.stringify({ entries }),
        };
      }
      default:
        return { headers, path: job.endpoint.path };
    }
  };
}

/** The figures of a measured window: its response times (ms, any order), its length and its failures. */
/** Reads kept per rep and data version: each rep's first visit loads their history (decision 011). */
const visitsEachRepFirst = (kind: Endpoint["kind"]) => kind === "dashboard-computed" || kind === "dashboard" || kind === "goals";

function summary(
  times: number[],
  seconds: number,
  answeredWithWarmup: number,
  failures: Pick<LoadResult, "non2xx" | "errors" | "timeouts">,
): LoadResult {
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    answeredWithWarmup,
    seconds,
    requestsPerSecond: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    ...failures,
  };
}

async function runLoad(job: LoadJob): Promise<LoadResult> {
  const users = job.users;
  const make = requestMaker(job);
  const request: autocannon.Request = {
    method: job.endpoint.method,
    path: job.endpoint.path,
    setupRequest(req) {
      const r = make();
      return { ...req, path: r.path, headers: { ...req.headers, ...r.headers }, ...(r.body ? { body: r.body } : {}) };
    },
  };

  let answered = 0;
  const run = (duration: number, record: number[] | null, amount?: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: job.baseUrl, connections: job.connections, duration, amount, requests: [request], timeout: 30 },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      instance.on("response", (_client, _status, _bytes, responseTime) => {
        answered++;
        record?.push(responseTime);
      });
    });

  // These read each rep's history once per data version (decision 011): one visit per rep first, so the
  // measured part is the steady state however fast the machine loads them (a slow machine otherwise
  // spends the window on first visits, and a faster side, the ceiling, wraps round to kept answers
  // sooner, so the two sides measured different mixes). The first visits are measured on their own.
  let firstVisits: LoadResult["firstVisits"];
  if (visitsEachRepFirst(job.endpoint.kind)) {
    const times: number[] = [];
    const pass = await run(job.durationSeconds, times, users.length);
    times.sort((a, b) => a - b);
    firstVisits = { requestsPerSecond: times.length / pass.duration, p95: percentile(times, 95) };
  }
  if (job.warmupSeconds > 0) await run(job.warmupSeconds, null);
  const times: number[] = [];
  const result = await run(job.durationSeconds, times);
  const failures = { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts };
  return { ...summary(times, result.duration, answered, failures), ...(firstVisits ? { firstVisits } : {}) };
}

/** Sends one request and resolves with its status (0 on a network error or timeout). */
function send(agent: http.Agent, base: URL, method: string, r: BenchRequest): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      { agent, host: base.hostname, port: base.port, method, path: r.path, headers: r.headers, timeout: 30_000 },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", () => resolve(0));
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(0));
    req.end(r.body);
  });
}

const MAX_IN_FLIGHT = 1000;
/** Seconds of closed-loop warm-up before an open-loop run, beyond the job's warm-up. */
const OPEN_LOOP_EXTRA_WARMUP_S = 3;

/**
 * Open loop at a fixed arrival rate (the developers' guide's second test of an endpoint): request i is
 * due at start + i / rate and is sent then, whatever became of the earlier ones; its latency runs from
 * that intended time, so time queued anywhere, this process's own timers included, is counted. A request
 * due while MAX_IN_FLIGHT are out is not sent and counts as an error.
 */
async function runOpenLoop(job: LoadJob & { ratePerSecond: number }): Promise<LoadResult> {
  const base = new URL(job.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT });
  const make = requestMaker(job);
  // One visit per rep first, as runLoad does.
  if (visitsEachRepFirst(job.endpoint.kind)) {
    const pending = new Set<Promise<number>>();
    for (let i = 0; i < job.users.length; i++) {
      const p = send(agent, base, job.endpoint.method, make());
      pending.add(p);
      void p.then(() => pending.delete(p));
      if (pending.size >= job.connections) await Promise.race(pending);
    }
    await Promise.all(pending);
  }
  // A fresh server: warm it at saturation first (JIT, the pool's connections, the database's caches), as
  // the saturation run is, so the open loop measures the steady state and not the first seconds' stalls.
  const warmUntil = performance.now() + (job.warmupSeconds + OPEN_LOOP_EXTRA_WARMUP_S) * 1000;
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (performance.now() < warmUntil) await send(agent, base, job.endpoint.method, make());
    }),
  );
  const interval = 1000 / job.ratePerSecond;
  const total = Math.floor((job.warmupSeconds + job.durationSeconds) * job.ratePerSecond);
  const measuredFrom = Math.floor(job.warmupSeconds * job.ratePerSecond);
  const times: number[] = [];
  let answered = 0;
  let non2xx = 0;
  let errors = 0;
  let inFlight = 0;
  const started = performance.now();
  const done: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const measured = i >= measuredFrom;
    if (inFlight >= MAX_IN_FLIGHT) {
      if (measured) errors++;
      continue;
    }
    inFlight++;
    done.push(
      send(agent, base, job.endpoint.method, make()).then((status) => {
        inFlight--;
        answered++;
        if (!measured) return;
        times.push(performance.now() - due);
        if (status === 0) errors++;
        else if (status < 200 || status >= 300) non2xx++;
      }),
    );
  }
  await Promise.all(done);
  agent.destroy();
  return summary(times, job.durationSeconds, answered, { non2xx, errors, timeouts: 0 });
}

async function runSequential(job: SequentialJob): Promise<SequentialResult> {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(`${job.baseUrl}${job.path}`, { headers: { authorization: `Bearer ${job.token}` } });
    const body = await res.text();
    return { ms: performance.now() - started, ok: res.ok, bytes: body.length };
  };
  for (let i = 0; i < job.warmup; i++) await once();
  const times: number[] = [];
  let failures = 0;
  let bytes = 0;
  for (let i = 0; i < job.count; i++) {
    const r = await once();
    times.push(r.ms);
    bytes = r.bytes;
    if (!r.ok) failures++;
  }
  times.sort((a, b) => a - b);
  return { count: times.length, median: percentile(times, 50), p95: percentile(times, 95), failures, bytes };
}

async function main() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const job = JSON.parse(Buffer.concat(chunks).toString("utf8")) as LoadJob | SequentialJob;
  const result =
    job.type === "sequential"
      ? await runSequential(job)
      : job.ratePerSecond
        ? await runOpenLoop({ ...job, ratePerSecond: job.ratePerSecond })
        : await runLoad(job);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
