const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** `2025-06-03` as 'MMM dd, yyyy' ("Jun 03, 2025"), the date picker's format (spec section 9). */
export function formatPickerDate(date: string): string {
  const [year, month, day] = date.split("-");
  const name = MONTHS[Number(month) - 1];
  if (!year || !name || !day) return date;
  return `${name} ${day}, ${year}`;
}

/**
 * The one short date: `2026-11-23` as "Nov 23", and "Nov 23, 2025" when its year is not `currentYear`
 * (`YYYY`), so a day of another year never reads as this year's.
 */
export function formatShortDate(date: string, currentYear: string): string {
  const [year, month, day] = date.split("-");
  const name = MONTHS[Number(month) - 1];
  if (!year || !name || !day) return date;
  return year === currentYear ? `${name} ${Number(day)}` : `${name} ${Number(day)}, ${year}`;
}

/** A chart bucket: a day as formatShortDate ("Jun 3", "Jun 3, 2025"); `2025-06` (a month bucket) as "Jun 2025". */
export function formatBucket(bucket: string, currentYear: string): string {
  const [year, month, day] = bucket.split("-");
  if (day) return formatShortDate(bucket, currentYear);
  const name = MONTHS[Number(month) - 1] ?? bucket;
  return `${name} ${year}`;
}

const momentParts = (timeZone: string | undefined, withYear: boolean) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    hour: "numeric",
    minute: "2-digit",
  });

/**
 * A moment (an appointment's time) in a zone: "Tue, Nov 24, 3:00 PM", with the year ("Tue, Nov 24, 2025,
 * 3:00 PM") when its day in that zone is not in `currentYear`.
 */
export function formatMoment(moment: Date, currentYear: string, timeZone?: string): string {
  const year = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric" }).format(moment);
  return momentParts(timeZone, year !== currentYear).format(moment);
}

const countFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const moneyFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** A metric value in its unit: hours and counts as plain numbers, dollars as money. */
export function formatMetricValue(value: number, unit: string): string {
  switch (unit) {
    case "dollars":
      return moneyFormat.format(value);
    case "percent":
      return `${countFormat.format(value)}%`;
    case "hours":
      return `${countFormat.format(value)} h`;
    case "miles":
      return `${countFormat.format(value)} mi`;
    default:
      return countFormat.format(value);
  }
}

/** Rates are shown with one decimal and a percent sign (spec section 9). */
export function formatRate(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** A rate that may be no rate (nothing to divide by, or a step above the one before): a dash. */
export function formatRateOrDash(value: number | null): string {
  return value === null ? "–" : formatRate(value);
}

/** The clock in a zone, e.g. "3:07 PM". */
export function formatClock(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(now);
}

/** A count and its noun: "1 lead", "2 leads", "1,204 rows". */
export function formatCount(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}
