/** Messages between the server's thread and the thread that runs PGlite (see worker.ts). */

export type WorkerRequest =
  | { id: number; op: "query"; sql: string; params: unknown[]; rowMode: "array" | "object"; rawTypes: number[] }
  | { id: number; op: "exec"; sql: string }
  | { id: number; op: "close" };

export interface QueryOutcome {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** The fields of a Postgres error that callers look at (code for unique violations and the like). */
export interface WorkerError {
  message: string;
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

export type WorkerResponse =
  | { id: number; ok: true; result: QueryOutcome | QueryOutcome[] | null }
  | { id: number; ok: false; error: WorkerError };

export type WorkerEvent = { ready: true } | { ready: false; error: WorkerError } | WorkerResponse;

export interface WorkerData {
  dataDir: string;
}
