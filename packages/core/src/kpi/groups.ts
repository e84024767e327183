/** The dashboard's metric groups (spec section 2), in display order. */
export const DASHBOARD_GROUPS = [
  { id: "activity", title: "Activity Tracking", metrics: ["Hours Worked", "Doors Knocked", "Tags Put"] },
  { id: "appointmentsSet", title: "Appointments Set", metrics: ["Knocking Appt Sets", "Tagging Appts Set", "Appointments Set"] },
  { id: "appointmentsRan", title: "Appointments Held/Ran", metrics: ["Appts Ran", "Tag Appts Ran"] },
  { id: "dealsClosed", title: "Deals Closed", metrics: ["Deals Closed", "Deals Closed from Knocks", "Deals Closed from Tags"] },
  {
    id: "installs",
    title: "Installs",
    metrics: ["Installs", "Deals Installed from Knocks", "Deals Installed from Tags", "Services Started"],
  },
  { id: "other", title: "Other Metrics", metrics: [] },
] as const;
export type DashboardGroupId = (typeof DASHBOARD_GROUPS)[number]["id"];

/** The group a metric's card sits in; custom metrics go to "Other Metrics". */
export function dashboardGroupOf(metricName: string): DashboardGroupId {
  const group = DASHBOARD_GROUPS.find((g) => (g.metrics as readonly string[]).includes(metricName));
  return group?.id ?? "other";
}

/** The Installs group is "Accounts Serviced" for pest control (spec section 2). */
export function dashboardGroupTitle(id: DashboardGroupId, industry: string | null | undefined): string {
  if (id === "installs" && industry === "pest_control") return "Accounts Serviced";
  return DASHBOARD_GROUPS.find((g) => g.id === id)?.title ?? "Other Metrics";
}

/**
 * Orders metric names by the user's saved order; names not in it keep their
 * original order after the ordered ones.
 */
export function orderMetrics<T extends { name: string }>(metrics: readonly T[], metricOrder: readonly string[]): T[] {
  const rank = new Map(metricOrder.map((name, i) => [name, i]));
  return metrics
    .map((m, i) => ({ m, i }))
    .sort((a, b) => (rank.get(a.m.name) ?? metricOrder.length + a.i) - (rank.get(b.m.name) ?? metricOrder.length + b.i))
    .map(({ m }) => m);
}

/** A metric is visible unless the user hid it (spec: Visible/Hidden in Manage). */
export const isMetricVisible = (visibility: Readonly<Record<string, boolean>>, name: string) => visibility[name] !== false;
