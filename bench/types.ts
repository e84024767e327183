/** What bench/run.ts sends bench/load.ts, and what comes back. */

export interface BenchUser {
  /** 1-based position among the seeded users (decides the industry). */
  index: number;
  token: string;
}

export type EndpointKind =
  | "auth-user"
  | "dashboard"
  | "dashboard-computed"
  | "entries-day"
  | "entries-month"
  | "definitions"
  | "bulk"
  | "leads-page"
  | "leads-search"
  | "pipeline"
  | "finance-week"
  | "finance-month"
  | "finance-year"
  | "expenses-page"
  | "mileage-page"
  | "revenue-page"
  | "goals"
  | "team-metrics"
  | "leaderboard";

export interface Endpoint {
  kind: EndpointKind;
  label: string;
  method: "GET" | "POST";
  path: string;
  /** Signed in only as the reps with a book of leads (the seed's --lead-users), not every rep. */
  leadUsersOnly?: boolean;
  /** Signed in only as the owner of the seeded team (user 1); `:team` in the path is its id. */
  teamOwnerOnly?: boolean;
}

export interface LoadJob {
  type: "load";
  baseUrl: string;
  endpoint: Endpoint;
  users: BenchUser[];
  /** Days that requests pick from (one-day reads, ranges, bulk saves), newest first. */
  days: string[];
  timeZone: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Open loop at this fixed arrival rate (requests a second) instead of `connections` always busy. */
  ratePerSecond?: number;
}

export interface LoadResult {
  requests: number;
  /** Answers in the warm-up and the measured part: what the CPU counted over the whole load paid for. */
  answeredWithWarmup: number;
  /** CPU a request (ms) over the whole load, measured by bench/run.ts from /proc. */
  cpu?: { serverMs: number; postgresMs: number };
  /**
   * For reads kept per rep and data version (the dashboards, goals): the pass of one request per rep made
   * before the measured part, every one a first visit that loads the rep's history, at `connections`.
   */
  firstVisits?: { requestsPerSecond: number; p95: number };
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface SequentialJob {
  type: "sequential";
  baseUrl: string;
  path: string;
  token: string;
  warmup: number;
  count: number;
}

export interface SequentialResult {
  count: number;
  median: number;
  p95: number;
  failures: number;
  /** Size of the last response body. */
  bytes: number;
}

/** The calls of an active rep's day (bench/capacity.ts, decision 046). */
export type CapacityCallKind =
  | "dashboard"
  | "entries-day"
  | "bulk"
  | "quick-entry"
  | "lead-search"
  | "lead-edit"
  | "pipeline"
  | "appointment-book"
  | "appointment-status"
  | "finance-summary"
  | "ledger-page"
  | "expense-add"
  | "trip-log"
  | "goals-list"
  | "team-view";

/** A signed-in rep of the capacity run: its token, industry position, some lead ids and appointment ids. */
export interface CapacityUser {
  index: number;
  token: string;
  leadIds: number[];
  appointmentIds: number[];
  /** The team the rep is on (the seed's first 50 reps form one), or null. */
  teamId: number | null;
}

/** One step of the capacity ramp: `reps` active reps for warm-up + measured seconds, open loop. */
export interface CapacityJob {
  baseUrl: string;
  users: CapacityUser[];
  reps: number;
  /** Calls per active rep per minute, by kind (the dashboard is periodic, the rest Poisson). */
  ratesPerMinute: Record<CapacityCallKind, number>;
  warmupSeconds: number;
  seconds: number;
  today: string;
  timeZone: string;
  maxInFlight: number;
  timeoutMs: number;
  randomSeed: number;
}

export interface CapacityKindResult {
  sent: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
}

export interface CapacityResult {
  reps: number;
  /** Requests scheduled in the measured part. */
  scheduled: number;
  /** Requests per second scheduled in the measured part (the offered load). */
  offeredPerSecond: number;
  /** Latency from each request's intended send time, every measured request (failures count as the timeout). */
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx answers, network errors, timeouts and requests not sent because maxInFlight were out. */
  non2xx: number;
  errors: number;
  timeouts: number;
  dropped: number;
  /** The most any request started after its intended time (ms): the load generator's own lag. */
  maxSendLag: number;
  byKind: Partial<Record<CapacityCallKind, CapacityKindResult>>;
  /** Seconds the whole job ran its schedule (warm-up included): what the CPU measured paid for. */
  scheduleSeconds: number;
  /** The first few failures, for the report. */
  failureSamples: string[];
}
