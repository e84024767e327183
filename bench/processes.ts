/** Processes the bench starts and stops: a throwaway PostgreSQL, the seed, the app server and the ceiling server. */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_CPU = "0";
export const LOAD_CPU = "1";
export const TSX = ["--import", "tsx"];
const RESERVED_PORTS = new Set([54329, 54330]);

// ---------------------------------------------------------------------------
// Processes and clean-up.

const cleanups: (() => Promise<void> | void)[] = [];
export async function cleanUp() {
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
export const commandLine = (cmd: string, args: readonly string[]) =>
  [cmd, ...args].map((a) => (/\s/.test(a) ? `'${a}'` : a)).join(" ");

/** Runs a command to completion; returns stdout; fails with its stderr. */
export function run(
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

export function freePort(): Promise<number> {
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

export function tempDir(label: string): string {
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

export async function startPostgres(): Promise<{ url: string; version: string; command: string }> {
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

/**
 * Settles a freshly seeded PostgreSQL before anything is measured. Right after a bulk load of 1.6 M rows,
 * autovacuum scans kpi_entries, a checkpoint writes the new pages out for minutes, and the first reader of
 * each page sets its hint bits (a write): all of it on the server's CPU, all of it during whichever pass
 * runs first. Done here, neither the app nor the ceiling pays for the seed.
 */
export async function settlePostgres(url: string): Promise<number> {
  const started = performance.now();
  const { openPostgres, sql } = await import("@measured/db");
  const database = openPostgres({ url, poolSize: 1, statementTimeoutMs: 3_600_000 });
  try {
    await database.db.execute(sql`VACUUM (ANALYZE)`);
    await database.db.execute(sql`CHECKPOINT`);
  } finally {
    await database.close();
  }
  return (performance.now() - started) / 1000;
}

export async function seed(env: NodeJS.ProcessEnv, args: string[]): Promise<{ seconds: number; made: string }> {
  const started = performance.now();
  const out = await run(process.execPath, [...TSX, "packages/db/src/seed.ts", ...args], { env });
  const made = out.split("\n").find((l) => l.startsWith("Made ")) ?? out.trim();
  return { seconds: (performance.now() - started) / 1000, made };
}

export interface Server {
  baseUrl: string;
  logFile: string;
  child: ChildProcess;
}

/** Starts `script` (the app's server.ts, or the ceiling server) pinned to the server CPU; resolves once /healthz answers. */
export async function startServer(script: string, env: NodeJS.ProcessEnv, logFile: string): Promise<Server> {
  const child = spawn("taskset", ["-c", SERVER_CPU, process.execPath, ...TSX, script], {
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

export async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    server.child.once("exit", () => resolve());
    server.child.kill("SIGTERM");
  });
}

export async function login(baseUrl: string, email: string): Promise<string> {
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
/**
 * A drizzle error's message is the whole SQL, its parameters, then the cause: the statement's
 * start and the cause say what failed.
 */
function errorSummary(message: string): string {
  if (!message.startsWith("Failed query: ")) return message.slice(0, 200);
  const cause = message.slice(message.lastIndexOf("\nparams: ")).split(": ").slice(2).join(": ");
  return `${message.slice(0, 80)}…: ${cause.slice(0, 160)}`;
}

export function serverProblems(...logFiles: string[]): string[] {
  const lines = logFiles.flatMap((file) => readFileSync(file, "utf8").split("\n")).filter(Boolean);
  const counts = new Map<string, number>();
  for (const line of lines) {
    let message = line.slice(0, 200);
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      if ((entry.level ?? 0) < 40) continue;
      message = `level ${entry.level}: ${entry.msg ?? ""}${entry.err?.message ? ` (${errorSummary(entry.err.message)})` : ""}`;
    } catch {
      // not JSON: keep as is
    }
    counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  return [...counts].map(([m, n]) => `${n}× ${m}`);
}
