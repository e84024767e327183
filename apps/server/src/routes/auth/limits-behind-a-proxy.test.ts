import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { loadEnv } from "../../env";
import { TRUST_PROXY_MESSAGE } from "../../lib/trust-proxy";
import { uniqueEmail } from "../../test/factories";
import { type TwoAppServers, twoAppServers } from "../../test/two-app-servers";

/**
 * Two app servers behind a proxy, as the README scales out (issue 22): the proxy adds the address it
 * was reached from to X-Forwarded-For and sends each request to the servers in turn. Reps reach it
 * from their own loopback addresses (127.0.0.2, 127.0.0.3: Linux routes all of 127/8 to lo).
 */
const LIMIT = 3;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const listening = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

async function behindAProxy(trustProxy: string | undefined): Promise<number> {
  const servers: TwoAppServers = await twoAppServers({
    env: { REGISTER_LIMIT_PER_ADDRESS: String(LIMIT), ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) },
  });
  closers.push(() => servers.close());
  const ports = await Promise.all(servers.apps.map((app) => app.listen({ port: 0, host: "127.0.0.1" }).then(() => app.server)));
  const upstream = ports.map((server) => (server.address() as AddressInfo).port);
  let turn = 0;
  const proxy = createServer((incoming, outgoing) => {
    const port = upstream[turn++ % upstream.length];
    const forwarded = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress].filter(Boolean).join(", ");
    const forward = request(
      {
        host: "127.0.0.1",
        port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, "x-forwarded-for": forwarded },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forward);
  });
  closers.push(() => new Promise((resolve) => proxy.close(() => resolve())));
  return listening(proxy);
}

/** POST /api/auth/register through the proxy, from `from`, optionally forging X-Forwarded-For. */
function register(port: number, from: string, forged?: string): Promise<number> {
  const body = JSON.stringify({ email: uniqueEmail(), password: "Pa55-word-long", firstName: "Casey", lastName: "Rivera" });
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: "127.0.0.1",
        port,
        localAddress: from,
        method: "POST",
        path: "/api/auth/register",
        headers: { "content-type": "application/json", ...(forged ? { "x-forwarded-for": forged } : {}) },
      },
      (answer) => {
        answer.resume();
        answer.on("end", () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

async function registrations(port: number, from: string, times: number, forged?: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push(await register(port, from, forged?.(i)));
  return statuses;
}

describe("per-address limits behind a proxy", () => {
  test("with TRUST_PROXY=1 each rep's address has its own limit, and a forged X-Forwarded-For changes nothing", async () => {
    const port = await behindAProxy("1");
    // The first rep's address reaches the limit, naming a new address each time in a header of its own.
    const first = await registrations(port, "127.0.0.2", LIMIT + 1, (i) => `198.51.100.${i + 1}`);
    expect(first).toEqual([...Array(LIMIT).fill(201), 429]);
    // Another rep behind the same proxy is not held by the first one's limit.
    expect(await registrations(port, "127.0.0.3", 1)).toEqual([201]);
  });

  test("with the proxies' address listed, the same; without TRUST_PROXY every rep shares the proxy's one limit", async () => {
    const listed = await behindAProxy("127.0.0.1");
    expect(await registrations(listed, "127.0.0.2", LIMIT + 1)).toEqual([...Array(LIMIT).fill(201), 429]);
    expect(await registrations(listed, "127.0.0.3", 1)).toEqual([201]);

    const unset = await behindAProxy(undefined);
    expect(await registrations(unset, "127.0.0.2", LIMIT)).toEqual(Array(LIMIT).fill(201));
    expect(await registrations(unset, "127.0.0.3", 1)).toEqual([429]);
  });

  test("a TRUST_PROXY that is not a hop count or addresses stops the server at boot", () => {
    for (const value of ["true", "*", "10.0.0.300", "10.0.0.0/33", "proxy.internal"]) {
      expect(() => loadEnv({ NODE_ENV: "test", TRUST_PROXY: value }), value).toThrow(TRUST_PROXY_MESSAGE);
    }
    expect(() => loadEnv({ NODE_ENV: "test", TRUST_PROXY: "10.0.0.5, 10.1.0.0/16, ::1" })).not.toThrow();
  });
});
