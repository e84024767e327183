/**
 * The instant a wall-clock date and time name in an IANA zone ("2026-03-08", "02:30",
 * "America/New_York"). The pipeline's appointment dialog sends a day and a time as the rep reads
 * them; the server stores an instant. Built on Intl (the runtime's own zone data, no library in
 * the repo does this; decision 027), with Temporal's "compatible" rule where the clock jumps:
 * - a time the clock skips (spring forward, 02:30 in New York) moves forward by the jump (03:30 EDT);
 * - a time the clock shows twice (fall back, 01:30) is the earlier one (EDT, before the change).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// Building an Intl.DateTimeFormat is costly; keep one per zone, starting over past a bound (zone
// names are matched without regard to case, so spellings are many).
const MAX_FORMATS = 1000;
const formats = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in milliseconds (New York in winter: -5 h). */
export function zoneOffsetAt(timeZone: string, instantMs: number): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  const parts = wallClockFormat(timeZone).formatToParts(new Date(whole));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - whole;
}

/** `date` is YYYY-MM-DD, `time` HH:MM (24 h), both already checked by their schemas. */
export function zonedDateTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  // The wall-clock reading written as if it were UTC; the instant is this minus the zone's offset then.
  const local = Date.UTC(y, m - 1, d, hh, mm);
  const before = zoneOffsetAt(timeZone, local - DAY_MS);
  const after = zoneOffsetAt(timeZone, local + DAY_MS);
  const candidates = [...new Set([before, after])]
    .map((offset) => local - offset)
    .filter((instant) => instant + zoneOffsetAt(timeZone, instant) === local)
    .sort((a, b) => a - b);
  const earliest = candidates[0];
  // Shown once or twice: the earlier. Skipped: read with the offset in force before the jump.
  return new Date(earliest ?? local - before);
}

/** The wall-clock date and time of an instant in a zone, as `{ date, time }` (the inverse, for display and tests). */
export function instantToZonedDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const ms = instant.getTime();
  const shifted = new Date(Math.floor((ms + zoneOffsetAt(timeZone, ms)) / MINUTE_MS) * MINUTE_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/**
 * A calendar day in a zone as the instants that bound it, for GET /api/appointments?from=&to= (the
 * dashboard's Today): its midnight (inclusive) and the next day's (exclusive), so a day of 23 or 25
 * hours is whole.
 */
export function dayWindow(date: string, timeZone: string): { from: string; to: string } {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return {
    from: zonedDateTimeToInstant(date, "00:00", timeZone).toISOString(),
    to: zonedDateTimeToInstant(next, "00:00", timeZone).toISOString(),
  };
}

/** "HH:MM" (24 h) as a 12-hour reading, "3:05 PM", written here so server and browser print the same characters. */
export function twelveHourTime(time: string): string {
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const hour = hh % 12 === 0 ? 12 : hh % 12;
  return `${hour}:${String(mm).padStart(2, "0")} ${hh < 12 ? "AM" : "PM"}`;
}
