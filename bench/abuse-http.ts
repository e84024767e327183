/**
 * The abuse bench's HTTP client: node:http with one keep-alive agent per source address, so
 * attacks can come from several loopback addresses (127.0.0.x) the way they would from several
 * clients, and a timed answer is read to its last byte without being parsed.
 */
import http from "node:http";

export interface Sent {
  status: number;
  ms: number;
  bytes: number;
  body: string;
  /** The request failed without an answer (reset, refused, timed out). */
  failed?: string;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  body?: unknown;
  /** A loopback source address (127.0.0.x); the server sees it as the client's address. */
  from?: string;
  /** Keep the body text (off for big answers that are only counted). */
  keepBody?: boolean;
  timeoutMs?: number;
}

const agents = new Map<string, http.Agent>();
function agentFor(from: string): http.Agent {
  let agent = agents.get(from);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 256, localAddress: from });
    agents.set(from, agent);
  }
  return agent;
}

export function send(baseUrl: string, path: string, options: RequestOptions = {}): Promise<Sent> {
  const url = new URL(path, baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {};
  if (payload !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const from = options.from ?? "127.0.0.1";
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method: options.method ?? "GET", headers, agent: agentFor(from), timeout: options.timeoutMs ?? 60_000 },
      (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (options.keepBody !== false) chunks.push(chunk);
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            bytes,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", (error) =>
          resolve({ status: 0, ms: performance.now() - started, bytes, body: "", failed: error.message }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", (error) =>
      resolve({ status: 0, ms: performance.now() - started, bytes: 0, body: "", failed: error.message }),
    );
    req.end(payload);
  });
}

export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
}

export function closeAgents() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
