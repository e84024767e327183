/**
 * The load generator, run by bench/run.ts as its own process (pinned to a CPU with taskset).
 * Reads one job as JSON on stdin, writes its figures as JSON on stdout.
 */
import { INDUSTRY_IDS, INDUSTRY_TEMPLATES, KPI_CATALOGUE, type KpiKey, LEADS_PAGE_SIZE } from "@measured/core";
import autocannon from "autocannon";
import type { LoadJob, LoadResult, SequentialJob, SequentialResult } from "./types";

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

async function runLoad(job: LoadJob): Promise<LoadResult> {
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

  const request: autocannon.Request = {
    method: job.endpoint.method,
    path: job.endpoint.path,
    setupRequest(req) {
      const user = nextUser();
      const headers = { ...req.headers, authorization: `Bearer ${user.token}` };
      if (job.endpoint.kind === "entries-day") {
        const d = day();
        return { ...req, headers, path: `/api/kpi-entries?startDate=${d}&endDate=${d}` };
      }
      if (job.endpoint.kind === "entries-month") {
        const r = range();
        return { ...req, headers, path: `/api/kpi-entries?startDate=${r.startDate}&endDate=${r.endDate}` };
      }
      if (job.endpoint.kind === "dashboard-computed") {
        // A random range per request, so answers are (almost) never in the cache.
        const r = range();
        return {
          ...req,
          headers,
          path: `/api/dashboard?period=custom&startDate=${r.startDate}&endDate=${r.endDate}&timeZone=${tz}`,
        };
      }
      if (job.endpoint.kind === "leads-search") {
        // Half the searches a phone fragment ("(555) 12": the digits 55512 inside the phone's), half a name's start.
        const q =
          random() < 0.5
            ? `(555) ${String(intBelow(100)).padStart(2, "0")}`
            : (SEARCH_NAMES[intBelow(SEARCH_NAMES.length)] ?? "");
        return { ...req, headers, path: `/api/clients?limit=${LEADS_PAGE_SIZE}&q=${encodeURIComponent(q)}` };
      }
      if (job.endpoint.kind === "bulk") {
        const d = day();
        const industry = INDUSTRY_IDS[(user.index - 1) % INDUSTRY_IDS.length] ?? "solar";
        const entries = INDUSTRY_TEMPLATES[industry].kpis.map((key) => ({
          metricName: KPI_CATALOGUE[key].name,
          value: plausibleValue(key),
          date: d,
        }));
        return { ...req, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ entries }) };
      }
      return { ...req, headers };
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

  // Both dashboards read each rep's history once per data version (decision 011): one visit per rep
  // first, so the measured part is the steady state however fast the machine loads them (a slow
  // machine otherwise spends the window on first visits, and the repeat view measured first views;
  // the cold cost is the "Dashboard scaling" table's, cache off).
  if (job.endpoint.kind === "dashboard-computed" || job.endpoint.kind === "dashboard")
    await run(job.durationSeconds, null, users.length);
  if (job.warmupSeconds > 0) await run(job.warmupSeconds, null);
  const times: number[] = [];
  const result = await run(job.durationSeconds, times);
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    answeredWithWarmup: answered,
    seconds: result.duration,
    requestsPerSecond: times.length / result.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
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
  const result = job.type === "load" ? await runLoad(job) : await runSequential(job);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
