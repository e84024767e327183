/**
 * PGlite on its own thread. A statement runs to its end once WASM starts it (PGlite has no
 * statement_timeout), so it runs here, where the server's thread can stop waiting for it and,
 * past the time limit, end this thread — and with it the statement.
 */
import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import type { QueryOutcome, WorkerData, WorkerError, WorkerEvent, WorkerRequest } from "./protocol";

function threadPort(): MessagePort {
  if (!parentPort) throw new Error("pglite-worker must run as a worker thread");
  return parentPort;
}
const port = threadPort();
const post = (event: WorkerEvent) => port.postMessage(event);

function toWorkerError(error: unknown): WorkerError {
  const e = error as Partial<WorkerError> & { message?: unknown };
  return {
    message: typeof e.message === "string" ? e.message : String(error),
    code: e.code,
    detail: e.detail,
    constraint: e.constraint,
    table: e.table,
    column: e.column,
  };
}

// drizzle asks for some types as the text Postgres sent (dates, timestamps); it names them.
const asText = (value: string) => value;
const outcome = (r: {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}): QueryOutcome => ({
  rows: r.rows,
  fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  affectedRows: r.affectedRows,
});

async function main() {
  const { dataDir } = workerData as WorkerData;
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir);
  } catch (error) {
    post({ ready: false, error: toWorkerError(error) });
    return;
  }
  port.on("message", async (request: WorkerRequest) => {
    try {
      if (request.op === "query") {
        const parsers = Object.fromEntries(request.rawTypes.map((t) => [t, asText]));
        const r = await db.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
        post({ id: request.id, ok: true, result: outcome(r) });
      } else if (request.op === "exec") {
        const results = await db.exec(request.sql);
        post({ id: request.id, ok: true, result: results.map(outcome) });
      } else {
        await db.close();
        post({ id: request.id, ok: true, result: null });
      }
    } catch (error) {
      post({ id: request.id, ok: false, error: toWorkerError(error) });
    }
  });
  post({ ready: true });
}

void main();
