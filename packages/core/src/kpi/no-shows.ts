import { zonedDateTimeToInstant } from "../appointments/zoned-time";
import { addDays, type DateRange } from "./periods";

/**
 * No-shows (issue 21, decision 048): appointments marked `no_show` (decision 041), each counted on the
 * appointment's own day in the rep's zone, as a sit is. No lead flag records a no-show, so the fact is
 * the appointment itself: the server keeps the rep's no-show appointments' instants (sorted) beside the
 * daily sums, and a period counts those whose day, read in the dashboard's zone, falls in its range.
 * Counting the instants between the zone's midnights is that, without reading each one's day.
 * A no-show changes no other figure: not a sit, not a set taken back.
 */
export function noShowsIn(sortedAtMs: ArrayLike<number>, range: DateRange | null, timeZone: string): number {
  if (range === null) return sortedAtMs.length;
  const from = zonedDateTimeToInstant(range.startDate, "00:00", timeZone).getTime();
  const to = zonedDateTimeToInstant(addDays(range.endDate, 1), "00:00", timeZone).getTime();
  return firstAtOrAfter(sortedAtMs, to) - firstAtOrAfter(sortedAtMs, from);
}

function firstAtOrAfter(sorted: ArrayLike<number>, ms: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? 0) < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
