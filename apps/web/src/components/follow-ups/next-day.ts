/** The calendar day after `date` (`YYYY-MM-DD`), worked out in UTC so no zone shifts it. */
export function nextDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}
