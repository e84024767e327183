import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { currentLane, type WorkLane } from "../work-lanes";
import type { QueryOutcome, WorkerError, WorkerEvent, WorkerRequest } from "./protocol";

export interface PgliteThreadOptions {
  dataDir: string;
  /** A statement running longer is abandoned: its caller gets 57014 and the thread is restarted. */
  statementTimeoutMs: number;
  /** How long a query waits for the database (another query or transaction) before failing. */
  waitTimeoutMs: number;
  /**
   * The same for bulk work (work-lanes.ts), which lets every interactive call go first and so may
   * wait longer under load without anyone else waiting for it. Default: six times `waitTimeoutMs`.
   */
  bulkWaitTimeoutMs?: number;
}

type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;
type Call = WithoutId<WorkerRequest>;
interface QueryConfig {
  rowMode?: "array" | "object";
  parsers?: Record<number, unknown>;
}

/** The part of PGlite's interface drizzle's PGlite driver uses, for a query and inside a transaction. */
export interface PgliteLike {
  query(sql: string, params?: unknown[], options?: QueryConfig): Promise<QueryOutcome>;
  exec(sql: string): Promise<QueryOutcome[]>;
}

const WORKER_URL = new URL(`./worker${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url);

/**
 * The thread's entry. The source is TypeScript, so the thread first registers tsx's loader
 * (as `node --import tsx` does for the server's own thread; a worker's execArgv cannot).
 */
function workerBoot(): { code: string } | { url: URL } {
  if (!WORKER_URL.pathname.endsWith(".ts")) return { url: WORKER_URL };
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("tsx/package.json");
  const { exports } = JSON.parse(readFileSync(manifest, "utf8")) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const api = pathToFileURL(path.join(path.dirname(manifest), exports["./esm/api"]?.import?.default ?? "")).href;
  const code = `import(${JSON.stringify(api)})
    .then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); })
    .catch((error) => { console.error(error); process.exit(1); });`;
  return { code };
}

function errorFrom(e: WorkerError): Error {
  return Object.assign(new Error(e.message), e);
}
const MIGRATION_STATEMENT_TIMEOUT_MS = 60 * 60_000;
const statementTimeout = (ms: number) =>
  Object.assign(new Error(`canceling statement due to statement timeout (${ms} ms)`), { code: "57014" });
// Worded as the pg pool's own wait timeout, which callers already treat as "unavailable".
const waitTimeout = () => new Error("timeout exceeded when trying to connect to the embedded database");
const restarted = () => new Error("PGlite is closed: the database thread was restarted");

/**
 * PGlite in a worker thread, with time limits it cannot have in-process: WASM cannot be
 * interrupted, and in the server's own thread a long statement would also stop every other
 * request. One query or transaction holds the database at a time, as in PGlite itself.
 */
export class PgliteThread implements PgliteLike {
  readonly #options: PgliteThreadOptions;
  #worker!: Worker;
  #ready!: Promise<void>;
  /** Bumped on every restart: a transaction begun on an older thread must not go on in a new one. */
  #generation = 0;
  #nextId = 1;
  readonly #pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();
  /** True while a query or transaction holds the database; the waiting, by lane, first come first served. */
  #held = false;
  readonly #waiting: Record<WorkLane, (() => void)[]> = { interactive: [], bulk: [] };
  readonly #retired = new WeakSet<Worker>();
  #runningSince: number | null = null;
  #closed = false;
  #migrating = false;

  private constructor(options: PgliteThreadOptions) {
    this.#options = options;
    this.#spawn();
  }

  static async start(options: PgliteThreadOptions): Promise<PgliteThread> {
    const thread = new PgliteThread(options);
    try {
      await thread.#ready;
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  /**
   * Runs the migrations with a statement limit of an hour: a migration may rebuild a large table
   * at start-up, before any request is served, and must not be cut off half-way.
   */
  async migrating<T>(run: () => Promise<T>): Promise<T> {
    this.#migrating = true;
    try {
      return await run();
    } finally {
      this.#migrating = false;
    }
  }

  /** True while one statement has been running for over a second (health checks say "busy"). */
  busy(): boolean {
    return this.#runningSince !== null && Date.now() - this.#runningSince > 1000;
  }

  /** Starts a thread once `after` is done (the old thread gone: two must never share the directory). */
  #spawn(after: Promise<unknown> = Promise.resolve()) {
    this.#generation++;
    this.#ready = after.then(() => this.#startWorker());
    // Nobody may be waiting yet; a failed start is reported to the next caller.
    this.#ready.catch(() => {});
  }

  #startWorker(): Promise<void> {
    const boot = workerBoot();
    const workerData = { dataDir: this.#options.dataDir };
    const worker = "code" in boot ? new Worker(boot.code, { eval: true, workerData }) : new Worker(boot.url, { workerData });
    this.#worker = worker;
    let started = false;
    return new Promise<void>((resolve, reject) => {
      worker.on("message", (event: WorkerEvent) => {
        if ("ready" in event) {
          started = event.ready;
          if (event.ready) resolve();
          else reject(errorFrom(event.error));
          return;
        }
        const call = this.#pending.get(event.id);
        if (!call) return;
        this.#pending.delete(event.id);
        clearTimeout(call.timer);
        if (event.ok) call.resolve(event.result);
        else call.reject(errorFrom(event.error));
      });
      worker.on("error", (error) => {
        reject(error);
        this.#failAll(error);
      });
      worker.on("exit", () => {
        reject(restarted());
        if (this.#retired.has(worker)) return; // stopped on purpose (#restart, close)
        this.#failAll(restarted());
        // A thread that had started and then died (out of memory, a crash) is replaced; one
        // that could not start is not, so a broken data directory does not loop.
        if (started && !this.#closed) this.#spawn();
      });
    });
  }

  #failAll(error: Error) {
    for (const [id, call] of this.#pending) {
      clearTimeout(call.timer);
      this.#pending.delete(id);
      call.reject(error);
    }
    this.#runningSince = null;
  }

  /** Sends one request to the current thread; past the statement limit, restarts the thread. */
  async #send<T>(call: Call, generation = this.#generation): Promise<T> {
    if (this.#closed) throw restarted();
    await this.#ready;
    if (generation !== this.#generation) throw restarted();
    const id = this.#nextId++;
    const limit = this.#migrating ? MIGRATION_STATEMENT_TIMEOUT_MS : this.#options.statementTimeoutMs;
    this.#runningSince = Date.now();
    try {
      return await new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          this.#pending.delete(id);
          reject(statementTimeout(limit));
          this.#restart();
        }, limit);
        this.#pending.set(id, { resolve: (v) => resolve(v as T), reject, timer });
        this.#worker.postMessage({ ...call, id } as WorkerRequest);
      });
    } finally {
      this.#runningSince = null;
    }
  }

  #restart() {
    const old = this.#worker;
    this.#retired.add(old);
    this.#failAll(restarted());
    this.#spawn(old.terminate());
  }

  /**
   * Waits its turn for the database; resolves with the release. An interactive call goes before every
   * waiting bulk call (work-lanes.ts); within a lane, first come first served. Waiting past the lane's
   * limit fails as "unavailable" and gives up the place in line.
   */
  #acquire(): Promise<() => void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve(this.#release());
    }
    const lane = currentLane();
    const queue = this.#waiting[lane];
    const limit =
      lane === "bulk" ? (this.#options.bulkWaitTimeoutMs ?? this.#options.waitTimeoutMs * 6) : this.#options.waitTimeoutMs;
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve(this.#release());
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(turn), 1);
        reject(waitTimeout());
      }, limit);
      queue.push(turn);
    });
  }

  /** A release that hands the database to the next waiter (interactive first), once however often called. */
  #release(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.interactive.shift() ?? this.#waiting.bulk.shift();
      if (next) next();
      else this.#held = false;
    };
  }

  #query(sql: string, params: unknown[] = [], options: QueryConfig = {}, generation?: number): Promise<QueryOutcome> {
    const rawTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.#send({ op: "query", sql, params, rowMode: options.rowMode ?? "object", rawTypes }, generation);
  }

  async query(sql: string, params?: unknown[], options?: QueryConfig): Promise<QueryOutcome> {
    const release = await this.#acquire();
    try {
      return await this.#query(sql, params, options);
    } finally {
      release();
    }
  }

  async exec(sql: string): Promise<QueryOutcome[]> {
    const release = await this.#acquire();
    try {
      return await this.#send({ op: "exec", sql });
    } finally {
      release();
    }
  }

  /** BEGIN … COMMIT with the database held throughout; ROLLBACK if `run` throws. */
  async transaction<T>(run: (tx: PgliteLike) => Promise<T>): Promise<T> {
    const release = await this.#acquire();
    try {
      await this.#send({ op: "exec", sql: "BEGIN" });
      const generation = this.#generation;
      const tx: PgliteLike = {
        query: (sql, params, options) => this.#query(sql, params, options, generation),
        exec: (sql) => this.#send({ op: "exec", sql }, generation),
      };
      try {
        const result = await run(tx);
        await this.#send({ op: "exec", sql: "COMMIT" }, generation);
        return result;
      } catch (error) {
        await this.#send({ op: "exec", sql: "ROLLBACK" }, generation).catch(() => {});
        throw error;
      }
    } finally {
      release();
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    const release = await this.#acquire().catch(() => () => {});
    try {
      await this.#send({ op: "close" }).catch(() => {});
    } finally {
      this.#closed = true;
      release();
      this.#retired.add(this.#worker);
      await this.#worker.terminate();
    }
  }
}
