import { randomBytes } from "node:crypto";
import { QUOTAS } from "@measured/core";
import { eq, schema } from "@measured/db";
import { testDatabaseUrl } from "@measured/db/testing";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { App } from "../app";
import { bearer, createUser, type TestUser } from "../test/factories";
import { repFootprint } from "../test/rep-footprint";
import { type TwoAppServers, twoAppServers } from "../test/two-app-servers";
import {
  fillIdempotencyKeys,
  makeSharedRecords,
  repWriteRoutes,
  requestFor,
  type SharedRecords,
  type WriteRequest,
} from "./rep-records";

/**
 * Issue 22, finding 1: every pair of write routes of the route table, fired in parallel at one
 * rep's records, on two app servers with their own pools on one PostgreSQL database. A deadlock or
 * serialization failure must never reach the rep as a 5xx, and every write answered 2xx must be
 * there afterwards. Every pair races once without an Idempotency-Key and once with one; the rep holds
 * the full quota of keys, so each keyed write also trims one, and a route paired with itself repeats
 * the key (a client's retry racing its original).
 */
const ROUNDS = 4;
const LEAD_WRITES = new Set(["PUT /api/clients/:id", "PATCH /api/clients/:id", "DELETE /api/clients/:id"]);

interface Fired {
  route: string;
  request: WriteRequest;
  response: LightMyRequestResponse;
}

/**
 * The pairs run in lanes, each on a rep of its own, two at once: one after another they took more than two
 * minutes on this machine (2026-12-03), and a pair's two writes still race each other alone on their rep's
 * records, as before.
 */
const LANES = 2;

/** One lane's rep and the lead and appointment its races aim at, kept between races that deleted nothing. */
interface Lane {
  rep: TestUser;
  kept: SharedRecords | undefined;
  deletedLead: boolean;
}

let servers: TwoAppServers;
let rep: TestUser;
let lanes: Lane[] = [];

// Skipped on PGlite: it runs one transaction at a time, so no two writes can race or deadlock there.
describe.skipIf(!testDatabaseUrl)(
  // PGlite runs one transaction at a time, so no two writes ever hold locks at once there.
  "racing writes on one rep's records (PostgreSQL only: PGlite runs one transaction at a time)",
  () => {
    beforeAll(async () => {
      servers = await twoAppServers();
      rep = await createUser(servers.apps[0], { onboard: "solar", kpis: ["doorsKnocked", "hoursWorked"] });
      lanes = [{ rep, kept: undefined, deletedLead: false }];
      for (let i = 1; i < LANES; i++) {
        const laneRep = await createUser(servers.apps[0], { onboard: "solar", kpis: ["doorsKnocked", "hoursWorked"] });
        lanes.push({ rep: laneRep, kept: undefined, deletedLead: false });
      }
      for (const lane of lanes) await fillIdempotencyKeys(servers.apps[0], lane.rep);
    }, 60_000);
    afterAll(() => servers?.close());

    test("every pair of write routes, raced across two app servers: no 5xx and no acknowledged write lost", async () => {
      const routes = repWriteRoutes();
      expect(routes).toEqual(
        expect.arrayContaining(["PATCH /api/clients/:id", "POST /api/appointments", "POST /api/clients/import"]),
      );
      const pairs = routes.flatMap((first, i) => routes.slice(i).map((second) => [first, second] as const));
      // Pair n runs in lane n % LANES, each lane's pairs one after another.
      const laneFailures = await Promise.all(
        lanes.map(async (lane, l) => {
          const failures: string[] = [];
          for (const [first, second] of pairs.filter((_, n) => n % LANES === l)) {
            for (let round = 0; round < ROUNDS; round++) failures.push(...(await race(lane, first, second, round)));
          }
          return failures;
        }),
      );
      const failures = laneFailures.flat();
      expect(failures, `${failures.length} failures`).toEqual([]);
      // Every keyed write above trimmed one key: each lane's rep ends at the quota, not past it.
      for (const lane of lanes) {
        const stored = await servers.apps[0].db.$count(schema.idempotencyKeys, eq(schema.idempotencyKeys.userId, lane.rep.id));
        expect(stored).toBe(QUOTAS.idempotencyKeysPerUser.max);
      }
      // 82 s alone in two lanes on this machine (2026-12-03); the limit leaves room for CI's other worker.
    }, 180_000);

    test("a 12-way mix of lead edits, appointment writes and entry saves on one lead, across two servers", async () => {
      const mix = [
        "PATCH /api/clients/:id",
        "PUT /api/clients/:id",
        "POST /api/appointments",
        "PATCH /api/appointments/:id",
        "POST /api/kpi-entries",
        "POST /api/kpi-entries/bulk",
      ];
      const failures: string[] = [];
      for (let round = 0; round < 5; round++) {
        const [app] = servers.apps;
        const records = await makeSharedRecords(app, rep);
        const requests = await Promise.all(
          // Each route twice: once on its own path, once with an Idempotency-Key.
          [...mix, ...mix].map(async (route, i) => ({
            route,
            request: await requestFor(app, rep, route, records, i < mix.length ? undefined : key()),
          })),
        );
        const fired = await Promise.all(
          requests.map(async ({ route, request }, n) => ({
            route,
            request,
            response: await onServer(n + round).inject(request),
          })),
        );
        for (const f of fired) failures.push(...(await problems(rep, f, new Set(mix), records)));
      }
      expect(failures, `${failures.length} failures`).toEqual([]);
    }, 60_000);

    test("Delete Account fired amid every other write of the rep, across two servers: no 5xx, and nothing of the rep is left", async () => {
      const [app] = servers.apps;
      const doomed = await createUser(app, { onboard: "solar", kpis: ["doorsKnocked", "hoursWorked"] });
      const records = await makeSharedRecords(app, doomed);
      const routes = repWriteRoutes();
      const requests = await Promise.all(routes.map((route) => requestFor(app, doomed, route, records, undefined)));
      const deletion = {
        method: "DELETE" as const,
        url: "/api/user/account",
        headers: bearer(doomed),
        payload: { confirmation: "DELETE" },
      };
      // The deletion in the middle of the burst, so writes land both before and after it.
      const half = Math.floor(requests.length / 2);
      const burst = [...requests.slice(0, half), deletion, ...requests.slice(half)];
      const answers = await Promise.all(burst.map((request, n) => onServer(n).inject(request)));
      const failures = answers.flatMap((res, n) =>
        res.statusCode >= 500 ? [`${burst[n]?.method} ${burst[n]?.url}: ${res.statusCode} ${res.body}`] : [],
      );
      expect(failures, failures.join("\n")).toEqual([]);
      expect(answers[half]?.statusCode, answers[half]?.body).toBe(204);
      expect(await repFootprint(app.db, doomed)).toEqual({});
    }, 60_000);
  },
);

const key = () => `race-${randomBytes(6).toString("hex")}`;
const onServer = (n: number): App => servers.apps[n % 2] as App;

/** Fires `first` and `second` at once at the shared records, one on each app server. */
async function race(lane: Lane, first: string, second: string, round: number): Promise<string[]> {
  const [app] = servers.apps;
  const { rep } = lane;
  // Fresh records only when a race may have deleted the lead: half the requests of a round, in CI time.
  const target = lane.kept && !lane.deletedLead ? lane.kept : await makeSharedRecords(app, rep);
  lane.kept = target;
  lane.deletedLead = first === "DELETE /api/clients/:id" || second === "DELETE /api/clients/:id";
  // Even rounds send no Idempotency-Key (the write's own path), odd rounds one (the stored-answer path).
  const keyed = round % 2 === 1;
  const firstKey = keyed ? key() : undefined;
  const secondKey = keyed && first !== second ? key() : firstKey;
  const firstRequest = await requestFor(app, rep, first, target, firstKey);
  // A route raced with itself under one key is a client's retry: the very same request again.
  const retry = keyed && first === second;
  const requests = [
    { route: first, request: firstRequest },
    { route: second, request: retry ? firstRequest : await requestFor(app, rep, second, target, secondKey) },
  ];
  const fired: Fired[] = await Promise.all(
    requests.map(async ({ route, request }, n) => ({ route, request, response: await onServer(n + round).inject(request) })),
  );
  const partners = new Set([first, second]);
  const found: string[] = [];
  for (const f of fired) found.push(...(await problems(rep, f, partners, target)));
  return found.map((p) => `${first} × ${second} (round ${round}): ${p}`);
}

/** A 5xx, or a write answered 2xx that a read afterwards does not show. */
async function problems(
  rep: TestUser,
  { route, request, response }: Fired,
  racedWith: Set<string>,
  records: SharedRecords,
): Promise<string[]> {
  const status = response.statusCode;
  if (status >= 500) return [`${route} answered ${status}: ${response.body}`];
  if (status >= 300) return [];
  const [app] = servers.apps;
  const read = (url: string) => app.inject({ method: "GET", url, headers: bearer(rep) });
  const leadDeleted = racedWith.has("DELETE /api/clients/:id");
  if (route === "POST /api/clients") {
    const id = response.json<{ id: number }>().id;
    if ((await read(`/api/clients/${id}`)).statusCode !== 200) return [`${route} answered ${status} but lead ${id} is missing`];
  }
  if (route === "DELETE /api/clients/:id") {
    if ((await read(`/api/clients/${records.leadId}`)).statusCode !== 404)
      return [`${route} answered ${status} but the lead is still there`];
  }
  if (route === "PATCH /api/clients/:id" && ![...racedWith].some((r) => LEAD_WRITES.has(r) && r !== route)) {
    const lead = await read(`/api/clients/${records.leadId}`);
    const notes = request.payload?.notes;
    const only = racedWith.size === 1; // a PATCH raced with itself: either note may stand, so neither is checked
    if (!only && lead.json<{ notes: unknown }>().notes !== notes)
      return [`${route} answered ${status} but its notes are not on the lead`];
  }
  if (route === "POST /api/appointments" && !leadDeleted) {
    const id = response.json<{ id: number }>().id;
    const list = await read(`/api/appointments?clientId=${records.leadId}`);
    if (!list.json<{ id: number }[]>().some((a) => a.id === id))
      return [`${route} answered ${status} but appointment ${id} is missing`];
  }
  return [];
}
