import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const SERVER_ENTRY = fileURLToPath(new URL("../server.ts", import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM, and wait for the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no chance to finish anything. */
  kill9(): Promise<void>;
}

/** Starts the real server (server.ts) as a child process and waits for /healthz. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", APP_URL: url, LOG_LEVEL: "warn", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    output += String(d);
  });
  child.stderr?.on("data", (d) => {
    output += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      return exited;
    },
    async kill9() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

export async function api(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    // The answer of this route, not of wherever it redirects (the audit checks a 302 as a 302).
    redirect: "manual",
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: () => JSON.parse(text) as Record<string, unknown>, text };
}

/** Writes may name only tracked metrics (decision 019): a test makes the metrics it writes first. */
export async function trackMetrics(base: string, token: string, names: readonly string[]) {
  for (const name of names) {
    const res = await api(base, "POST", "/api/kpi-definitions", { token, body: { name, unit: "count" } });
    if (res.status !== 201) throw new Error(`tracking ${name} failed: ${res.status} ${res.text}`);
  }
}

export async function signUp(base: string, email: string) {
  const res = await api(base, "POST", "/api/auth/register", {
    body: { email, password: "correct horse battery", firstName: "F", lastName: "T" },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const token = String(res.json().token);
  await api(base, "POST", "/api/onboarding", { token, body: { industry: "solar", kpis: ["doorsKnocked"] } });
  return token;
}
