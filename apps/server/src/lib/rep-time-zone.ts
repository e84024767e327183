import { DEFAULT_TIME_ZONE, isValidTimeZone, TIME_ZONE_COOKIE, todayIn } from "@measured/core";
import type { FastifyRequest } from "fastify";

/**
 * The rep's zone for a write or a read that needs "today" (issue 11, decision 026): the zone the web
 * app keeps in its cookie (lib/time-zone.ts, decision 014), else America/Los_Angeles (spec section 2).
 * An unknown zone in the cookie is ignored, never an error.
 */
export function repTimeZone(request: FastifyRequest): string {
  const zone = request.cookies?.[TIME_ZONE_COOKIE];
  return zone && zone.length <= 64 && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** Today's date (YYYY-MM-DD) in the rep's zone. */
export function repToday(request: FastifyRequest, now: Date = new Date()): string {
  return todayIn(repTimeZone(request), now);
}
