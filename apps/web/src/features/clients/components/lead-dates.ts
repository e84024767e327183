const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** The calendar day after `date` (`YYYY-MM-DD`), worked out in UTC so no zone shifts it. */
export function nextDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}

/** `2026-11-23` as "Nov 23"; with the year when it is not `currentYear`. */
export function formatShortDate(date: string, currentYear: string): string {
  const [year, month, day] = date.split("-");
  const name = MONTHS[Number(month) - 1];
  if (!year || !name || !day) return date;
  return year === currentYear ? `${name} ${Number(day)}` : `${name} ${Number(day)}, ${year}`;
}
