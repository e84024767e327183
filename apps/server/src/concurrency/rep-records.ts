import { randomBytes } from "node:crypto";
import { QUOTAS } from "@measured/core";
import { schema } from "@measured/db";
import type { App } from "../app";
import { bearer, type TestUser } from "../test/factories";
import { bodyOf, ROUTE_CASES } from "../test/route-cases";

/** One rep's records a round of racing writes aims at: a lead with an appointment on it. */
export interface SharedRecords {
  leadId: number;
  appointmentId: number;
}

export interface WriteRequest {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  headers: Record<string, string>;
  payload?: Record<string, unknown>;
}

const today = "2026-11-20";
const tag = () => randomBytes(4).toString("hex");

/** Makes a fresh lead and an appointment on it, so each round races on the same rows. */
export async function makeSharedRecords(app: App, rep: TestUser): Promise<SharedRecords> {
  const lead = await app.inject({
    method: "POST",
    url: "/api/clients",
    headers: bearer(rep),
    payload: { firstName: "Shared", lastName: `Lead ${tag()}`, phone: "555-0100" },
  });
  const leadId = lead.json<{ id: number }>().id;
  const appointment = await app.inject({
    method: "POST",
    url: "/api/appointments",
    headers: bearer(rep),
    payload: { clientId: leadId, date: today, time: "09:00" },
  });
  if (lead.statusCode !== 201 || appointment.statusCode !== 201) {
    throw new Error(`shared records: ${lead.statusCode} ${appointment.statusCode} ${appointment.body}`);
  }
  return { leadId, appointmentId: appointment.json<{ id: number }>().id };
}

/**
 * Bodies aimed at the shared lead and appointment where the route table's own body would make a
 * new record instead: the deadlock of issue 22 needs a lead edit and an appointment write on ONE lead.
 */
const AIMED_BODIES: Record<string, (records: SharedRecords) => Record<string, unknown>> = {
  "POST /api/appointments": ({ leadId }) => ({ clientId: leadId, date: today, time: "10:00", type: "Consultation" }),
  "PATCH /api/clients/:id": () => ({ notes: `note ${tag()}` }),
  "PUT /api/clients/:id": () => ({ firstName: "Ana", lastName: `Lopez ${tag()}`, phone: "(555) 123-4567" }),
  "POST /api/kpi-entries": () => ({ metricName: "Doors Knocked", value: 1, date: today }),
};

const ID_OF: Record<string, (records: SharedRecords) => number> = {
  "PUT /api/clients/:id": (r) => r.leadId,
  "PATCH /api/clients/:id": (r) => r.leadId,
  "DELETE /api/clients/:id": (r) => r.leadId,
  "PATCH /api/appointments/:id": (r) => r.appointmentId,
};

/**
 * Write routes whose target the route table cannot aim at the shared records, or that end the rep the
 * pairs share (Delete Account: raced against every other route in a test of its own).
 */
const NOT_RACED = new Set(["POST /api/auth/logout", "DELETE /api/user/account"]);

/**
 * Every write route of the security route table a signed-in rep can call (the table fails when a
 * route is missing, so a new write route joins this suite too), except those aimed elsewhere.
 */
export function repWriteRoutes(): string[] {
  return Object.entries(ROUTE_CASES)
    .filter(([route, c]) => !route.startsWith("GET ") && !c.public && !NOT_RACED.has(route))
    .map(([route]) => route);
}

/**
 * The request `route` makes at the shared records, with an Idempotency-Key when `key` is given (the
 * routes that take one store it; `key` repeated makes a retry of the same request).
 */
export async function requestFor(
  app: App,
  rep: TestUser,
  route: string,
  records: SharedRecords,
  key: string | undefined,
): Promise<WriteRequest> {
  const [method = "POST", url = ""] = route.split(" ");
  const routeCase = ROUTE_CASES[route];
  const payload = AIMED_BODIES[route]?.(records) ?? (await bodyOf(app, rep, route));
  const aimed = ID_OF[route];
  const id = aimed ? aimed(records) : routeCase?.ownedId ? await routeCase.ownedId(app, rep) : undefined;
  return {
    method: method as WriteRequest["method"],
    url: id === undefined ? url : url.replace(":id", String(id)),
    headers: key === undefined ? bearer(rep) : { ...bearer(rep), "idempotency-key": key },
    ...(payload ? { payload } : {}),
  };
}

/**
 * Gives the rep QUOTAS.idempotencyKeysPerUser stored answers, so every keyed write from here on
 * also trims the oldest key (the trim that joined the deadlock cycle in issue 22).
 */
export async function fillIdempotencyKeys(app: App, rep: TestUser): Promise<void> {
  const rows = Array.from({ length: QUOTAS.idempotencyKeysPerUser.max }, (_, i) => ({
    userId: rep.id,
    key: `seed-${i}`,
    fingerprint: "POST /api/kpi-entries seed",
    statusCode: 201,
    body: "null",
  }));
  await app.db.insert(schema.idempotencyKeys).values(rows);
}
