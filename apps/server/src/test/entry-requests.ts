import type { App } from "../app";
import { bearer, type TestUser } from "./factories";

/** The entry requests the metric tests send, by the signed-in rep. */
export const quickEntry = (app: App, user: TestUser, payload: object) =>
  app.inject({ method: "POST", url: "/api/kpi-entries", headers: bearer(user), payload });

export const bulkSave = (app: App, user: TestUser, entries: object[]) =>
  app.inject({ method: "POST", url: "/api/kpi-entries/bulk", headers: bearer(user), payload: { entries } });

export const entriesOf = async (app: App, user: TestUser) =>
  (await app.inject({ method: "GET", url: "/api/kpi-entries", headers: bearer(user) })).json() as {
    kpiDefinitionId: number;
    kpiName: string;
    value: number;
    date: string;
    notes: string | null;
  }[];

export const definitionsOf = async (app: App, user: TestUser) =>
  (await app.inject({ method: "GET", url: "/api/kpi-definitions", headers: bearer(user) })).json() as {
    id: number;
    name: string;
    unit: string;
    category: string;
  }[];
