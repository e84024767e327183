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
  | "pipeline";

export interface Endpoint {
  kind: EndpointKind;
  label: string;
  method: "GET" | "POST";
  path: string;
  /** Signed in only as the reps with a book of leads (the seed's --lead-users), not every rep. */
  leadUsersOnly?: boolean;
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
}

export interface LoadResult {
  requests: number;
  /** Answers in the warm-up and the measured part: what the CPU counted over the whole load paid for. */
  answeredWithWarmup: number;
  /** CPU a request (ms) over the whole load, measured by bench/run.ts from /proc. */
  cpu?: { serverMs: number; postgresMs: number };
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
