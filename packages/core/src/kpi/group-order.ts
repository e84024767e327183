import { DASHBOARD_GROUPS, type DashboardGroupId, dashboardGroupOf } from "./groups";

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
