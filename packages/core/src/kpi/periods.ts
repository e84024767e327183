import { DATE_WINDOW, MAX_RANGE_DAYS, MAX_TREND_POINTS } from "../limits/quotas";

/**
 * Dashboard periods as calendar-day ranges in the user's time zone. Dates are
 * `YYYY-MM-DD` strings; the arithmetic runs on UTC midnights so no local zone leaks in.
 */
export const PERIODS = ["today", "week", "month", "year", "all", "custom"] as const;
export type Period = (typeof PERIODS)[number];

export const DEFAULT_TIME_ZONE = "America/Los_Angeles";
/**
 * The cookie in which the web app keeps the browser's time zone, so the server can render the
 * dashboard's first HTML for the rep's own "today" (decision 014).
 */
export const TIME_ZONE_COOKIE = "measured_tz";
/** The 'all' period's start (spec section 9). */
export const ALL_TIME_START = "1900-01-01";

export interface DateRange {
  startDate: string;
  endDate: string;
}

// Building an Intl.DateTimeFormat costs far more than using one, and every dashboard
// request needs one for the caller's zone: keep one per zone. Zone names are matched
// without regard to case, so spellings are unbounded: the map starts over past a limit.
const MAX_DAY_FORMATS = 1000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    if (dayFormats.size >= MAX_DAY_FORMATS) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format;
}

export function isValidTimeZone(timeZone: string): boolean {
  if (dayFormats.has(timeZone)) return true;
  try {
    dayFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

// Zone offsets in use are whole minutes (only 19th-century local mean times are not), so
// a date changes on a minute boundary: the last answer per zone holds for its minute.
const lastDays = new Map<string, { minute: number; day: string }>();

/** The calendar date it is in `timeZone` at an instant. */
export function dateIn(timeZone: string, instant: Date): string {
  const parts = dayFormat(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** The calendar date it is in `timeZone` at `now`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const day = dateIn(timeZone, now);
  if (lastDays.size >= MAX_DAY_FORMATS) lastDays.clear();
  lastDays.set(timeZone, { minute, day });
  return day;
}

const toUtc = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * 86_400_000);
}

/** 0 for Sunday … 6 for Saturday. */
export function weekday(date: string): number {
  return new Date(toUtc(date)).getUTCDay();
}

export function daysBetween(startDate: string, endDate: string): number {
  return Math.round((toUtc(endDate) - toUtc(startDate)) / 86_400_000);
}

function daysInMonth(year: number, month1: number): number {
  return new Date(Date.UTC(year, month1, 0)).getUTCDate();
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `YYYY-MM-DD` of a calendar day, the year in four digits as toISOString writes it. */
const isoDate = (year: number, month1: number, day: number) => `${String(year).padStart(4, "0")}-${pad(month1)}-${pad(day)}`;

/** The same day `months` months earlier or later, clamped to the month's last day (Mar 31 → Feb 28). */
export function shiftMonths(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month1 = (((m % 12) + 12) % 12) + 1;
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(year, month1));
  return isoDate(year, month1, day);
}

export interface PeriodRanges {
  range: DateRange;
  /** The same stretch of the period before, to date; null for All Time and Custom. */
  previous: DateRange | null;
}

/**
 * The period's days so far, and the matching days of the period before: this week
 * Sunday to today against last week Sunday to the same weekday. Weeks start on Sunday.
 */
export function periodRanges(period: Period, today: string, custom?: DateRange): PeriodRanges {
  switch (period) {
    case "today":
      return {
        range: { startDate: today, endDate: today },
        previous: { startDate: addDays(today, -1), endDate: addDays(today, -1) },
      };
    case "week": {
      const start = addDays(today, -weekday(today));
      return {
        range: { startDate: start, endDate: today },
        previous: { startDate: addDays(start, -7), endDate: addDays(today, -7) },
      };
    }
    case "month": {
      const start = `${today.slice(0, 8)}01`;
      return {
        range: { startDate: start, endDate: today },
        previous: { startDate: shiftMonths(start, -1), endDate: shiftMonths(today, -1) },
      };
    }
    case "year": {
      const start = `${today.slice(0, 4)}-01-01`;
      return {
        range: { startDate: start, endDate: today },
        previous: { startDate: shiftMonths(start, -12), endDate: shiftMonths(today, -12) },
      };
    }
    case "all":
      return { range: { startDate: ALL_TIME_START, endDate: "2999-12-31" }, previous: null };
    case "custom":
      if (!custom) throw new Error("A custom period needs a start and an end date");
      return { range: custom, previous: null };
  }
}

/**
 * The days of a range, one per day (for trend charts over short ranges). Counted on the calendar
 * rather than through Date (a Date and its ISO text cost about 2 µs a day, most of a computed
 * dashboard's trend).
 */
export function eachDay(range: DateRange): string[] {
  const days: string[] = [];
  let year = Number(range.startDate.slice(0, 4));
  let month1 = Number(range.startDate.slice(5, 7));
  let day = Number(range.startDate.slice(8, 10));
  let monthDays = daysInMonth(year, month1);
  for (let d = range.startDate; d <= range.endDate; ) {
    days.push(d);
    day++;
    if (day > monthDays) {
      day = 1;
      month1++;
      if (month1 > 12) {
        month1 = 1;
        year++;
      }
      monthDays = daysInMonth(year, month1);
    }
    d = isoDate(year, month1, day);
  }
  return days;
}

/** The months a range touches, as `YYYY-MM` (the trend's buckets for long ranges). */
export function eachMonth(range: DateRange): string[] {
  const months: string[] = [];
  for (let d = `${range.startDate.slice(0, 7)}-01`; d <= range.endDate; d = shiftMonths(d, 1)) months.push(d.slice(0, 7));
  return months;
}

/** The longest range whose trend is drawn day by day (spec section 9: a month or two). */
export const TREND_DAY_LIMIT = 62;

export type TrendGranularity = "day" | "month" | "year";

/** Whole months from `startDate`'s month to `endDate`'s, both counted. */
function monthsTouched(range: DateRange): number {
  const index = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  return index(range.endDate) - index(range.startDate) + 1;
}

/**
 * The trend's buckets over a range, never more than MAX_TREND_POINTS however long the range, so a
 * dashboard's size does not grow with its span (issue 9): days for up to 62 days, months while they
 * fit, else years — the latest MAX_TREND_POINTS of them. Counted before any is listed, so a
 * centuries-long range costs no more than a short one.
 */
export function trendBuckets(range: DateRange): { granularity: TrendGranularity; buckets: string[] } {
  if (daysBetween(range.startDate, range.endDate) < TREND_DAY_LIMIT) return { granularity: "day", buckets: eachDay(range) };
  if (monthsTouched(range) <= MAX_TREND_POINTS) return { granularity: "month", buckets: eachMonth(range) };
  const last = Number(range.endDate.slice(0, 4));
  const first = Math.max(Number(range.startDate.slice(0, 4)), last - MAX_TREND_POINTS + 1);
  return { granularity: "year", buckets: Array.from({ length: last - first + 1 }, (_, i) => String(first + i).padStart(4, "0")) };
}

/** The bucket a day falls in, at a granularity (`2026-03-05`, `2026-03` or `2026`). */
export function bucketOf(day: string, granularity: TrendGranularity): string {
  return granularity === "day" ? day : day.slice(0, granularity === "month" ? 7 : 4);
}

/** Whether a custom range spans at most MAX_RANGE_DAYS days, both ends counted. */
export function isWithinMaxRange(range: DateRange): boolean {
  return daysBetween(range.startDate, range.endDate) + 1 <= MAX_RANGE_DAYS;
}

/**
 * A range cut to the days a record may carry as of `today` (DATE_WINDOW): All Time's trend is
 * drawn over these, so one entry dated centuries away cannot stretch it.
 */
export function clampToDateWindow(range: DateRange, today: string): DateRange {
  const latest = addDays(today, DATE_WINDOW.daysAhead);
  const clamp = (day: string) => (day < DATE_WINDOW.earliest ? DATE_WINDOW.earliest : day > latest ? latest : day);
  return { startDate: clamp(range.startDate), endDate: clamp(range.endDate) };
}
