import { QUOTAS, type QuotaName } from "@measured/core";

/**
 * What bounds a route's writes (issue 9, decision 015): the QUOTAS entry, or entries, that cap what it
 * stores, or "none" for a write that stores nothing new (it ends, removes or changes something in place)
 * with `why` saying so. Every POST, PUT, PATCH and DELETE under /api declares one in its route options,
 * `config: { quota: "activeMetrics" }`, and the security suite fails a route that does not
 * (security/quotas.test.ts), so a later resource (leads, expenses, receipts, teams...) cannot ship
 * without naming its ceiling. The service enforces the quota with its message; the declaration is
 * what the suite and a reviewer read.
 */
export type RouteQuota = QuotaName | readonly QuotaName[] | "none";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The quota, or quotas, bounding what this route stores; "none" (with `why`) if it stores nothing new. */
    quota?: RouteQuota;
    /** For `quota: "none"`: what the write does instead of storing something new. */
    why?: string;
  }
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * What is wrong with a route's quota declaration, or null: a write under /api without one, a name
 * that is not in QUOTAS, or "none" without a reason.
 */
export function quotaDeclarationProblem(route: {
  method: string;
  url: string;
  config?: { quota?: unknown; why?: unknown };
}): string | null {
  if (!WRITE_METHODS.has(route.method) || !route.url.startsWith("/api/")) return null;
  const { quota, why } = route.config ?? {};
  if (quota === undefined) return "declares no quota (config: { quota })";
  if (quota === "none") return typeof why === "string" && why.trim().length > 0 ? null : 'declares quota "none" without a why';
  const names = Array.isArray(quota) ? quota : [quota];
  if (names.length === 0) return "declares an empty list of quotas";
  const unknown = names.filter((name) => typeof name !== "string" || !Object.hasOwn(QUOTAS, name));
  return unknown.length > 0 ? `declares quotas that QUOTAS lacks: ${unknown.join(", ")}` : null;
}
