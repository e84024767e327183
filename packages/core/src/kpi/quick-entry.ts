/**
 * The Daily Stats Entry counters (spec section 9) and the metric each one adds to.
 * A counter names its metric; the server creates the user's definition when missing.
 */
export const QUICK_ENTRY_COUNTERS = [
  { id: "doorsKnocked", label: "Doors Knocked", increments: [1, 5, 10, 25] },
  { id: "appointmentsSet", label: "Appointments Set", increments: [1, 2, 5, 10] },
  { id: "tagsDelivered", label: "Tags Delivered", increments: [1, 5, 15, 50] },
  { id: "leads", label: "Leads", increments: [1, 2, 5, 10] },
  { id: "appointmentsHeld", label: "Appointments Held", increments: [1, 2, 3, 5] },
  { id: "homeownersMet", label: "Homeowners Met", increments: [1, 3, 5, 10] },
] as const;
export type QuickEntryCounterId = (typeof QUICK_ENTRY_COUNTERS)[number]["id"];

/** The metric name a counter adds to, preferring the names the user already tracks. */
export function quickEntryMetricName(counter: QuickEntryCounterId, userMetricNames: readonly string[]): string {
  const has = (name: string) => userMetricNames.includes(name);
  switch (counter) {
    case "doorsKnocked":
      return "Doors Knocked";
    case "appointmentsSet":
      return has("Knocking Appt Sets") && !has("Appointments Set") ? "Knocking Appt Sets" : "Appointments Set";
    case "tagsDelivered":
      return "Tags Put";
    case "leads":
      return "Leads";
    case "appointmentsHeld":
      return "Appts Ran";
    case "homeownersMet":
      return "Homeowners Met";
  }
}

/** Counters never go below 0. */
export function applyIncrement(current: number, delta: number): number {
  return Math.max(0, current + delta);
}
