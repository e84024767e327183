import { DASHBOARD_GROUPS, type DashboardGroupId, dashboardGroupOf, isMetricVisible, orderMetrics } from "./groups";
import { totalOfPart } from "./metric-parts";

/**
 * The metrics grouped for the dashboard: groups always in the funnel's order (Activity Tracking,
 * Appointments Set, Appointments Held/Ran, Deals Closed, Installs, then Other Metrics), whatever the
 * rep's order puts first (issue 10, finding 8); within a group, the order the metrics came in
 * (the rep's order). Empty groups are left out.
 */
export function groupInFunnelOrder<T extends { name: string }>(metrics: readonly T[]): [DashboardGroupId, T[]][] {
  const groups = new Map<DashboardGroupId, T[]>(DASHBOARD_GROUPS.map((g) => [g.id, []]));
  for (const metric of metrics) groups.get(dashboardGroupOf(metric.name))?.push(metric);
  return [...groups.entries()].filter(([, list]) => list.length > 0);
}

/** A metric as Customize Metrics and the dashboard's Manage dialog list it. */
export interface ListedMetric<T> {
  metric: T;
  /** Hidden on the dashboard (Manage's Visible/Hidden); a part follows the total whose card shows it. */
  hidden: boolean;
  /** The total whose card lists this part ("Deals Closed" for "Deals Closed from Knocks"), else null. */
  shownIn: string | null;
}

/**
 * The one list of the rep's metrics behind Customize Metrics and Manage: every active metric in the
 * rep's order (orderMetrics, the order every screen follows), each with the hidden state the dashboard
 * applies. A part of a tracked total has no card of its own (decision 019), so it is hidden exactly
 * when its total is.
 */
export function metricListing<T extends { name: string }>(
  metrics: readonly T[],
  preferences: { metricOrder: readonly string[]; metricVisibility: Readonly<Record<string, boolean>> },
): ListedMetric<T>[] {
  const tracked = new Set(metrics.map((m) => m.name));
  return orderMetrics(metrics, preferences.metricOrder).map((metric) => {
    const total = totalOfPart(metric.name);
    const shownIn = total !== undefined && tracked.has(total) ? total : null;
    return { metric, hidden: !isMetricVisible(preferences.metricVisibility, shownIn ?? metric.name), shownIn };
  });
}
