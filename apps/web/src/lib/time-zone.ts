import { DEFAULT_TIME_ZONE, isValidTimeZone, TIME_ZONE_COOKIE, todayIn } from "@measured/core";
import { createContext, useContext } from "react";

// Building an Intl.DateTimeFormat to read the zone costs about a millisecond on a phone, and every row
// and figure that shows a date asks for the zone (a fifth of the dashboard's start-up script, profiled).
// A rep who travels moves zone, so the answer is read again once a minute rather than kept for good.
const ZONE_READ_EVERY_MS = 60_000;
let lastRead: { at: number; zone: string } | null = null;

/** The browser's IANA time zone, or America/Los_Angeles when it has none (spec section 2). */
export function browserTimeZone(now: number = Date.now()): string {
  if (lastRead && now - lastRead.at < ZONE_READ_EVERY_MS && now >= lastRead.at) return lastRead.zone;
  lastRead = { at: now, zone: readBrowserTimeZone() };
  return lastRead.zone;
}

/** Asks the browser now, whatever was kept or assumed (main.tsx's check before hydrating). */
export function readBrowserTimeZoneNow(now: number = Date.now()): string {
  lastRead = { at: now, zone: readBrowserTimeZone() };
  return lastRead.zone;
}

/**
 * Takes `zone` as the browser's for the next minute without asking Intl: main.tsx, for a page the
 * server rendered in the zone this browser told it, until its check before hydrating. The page's
 * first Intl call costs 50–150 ms on a phone-speed CPU, too much for the task that starts the app.
 */
export function assumeBrowserTimeZone(zone: string, now: number = Date.now()): void {
  lastRead = { at: now, zone };
}

function readBrowserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** Today's calendar date (`YYYY-MM-DD`) in the browser's zone. */
export function browserToday(): string {
  return todayIn(browserTimeZone());
}

/** The zone this browser told the server (the cookie rememberTimeZone writes), read without Intl; null when none. */
export function toldTimeZone(cookies: string = document.cookie): string | null {
  const prefix = `${TIME_ZONE_COOKIE}=`;
  const pair = cookies.split("; ").find((c) => c.startsWith(prefix));
  if (!pair) return null;
  try {
    return decodeURIComponent(pair.slice(prefix.length)) || null;
  } catch {
    return null;
  }
}

/**
 * Tells the server the browser's zone for the next page load, so it can render the dashboard
 * for this rep's today (decision 014). Not secret; the server checks it is a real zone.
 */
export function rememberTimeZone(zone: string): void {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/**
 * The zone the screens show: the browser's own, except while the server renders a page, when it is
 * the zone the browser last told it (app/render-signed-in.tsx provides it).
 */
export const RenderTimeZoneContext = createContext<string | null>(null);

export function useTimeZone(): string {
  return useContext(RenderTimeZoneContext) ?? browserTimeZone();
}
