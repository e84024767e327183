import { DEFAULT_TIME_ZONE, isValidTimeZone, todayIn } from "@measured/core";

/** The browser's IANA time zone, or America/Los_Angeles when it has none (spec section 2). */
export function browserTimeZone(): string {
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
