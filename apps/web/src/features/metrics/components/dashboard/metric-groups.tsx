import { type DashboardGroupId, type DashboardMetric, dashboardGroupOf, dashboardGroupTitle, type Period } from "@measured/core";
import { MetricCard } from "./metric-card";

const PREVIOUS_LABELS: Partial<Record<Period, string>> = {
  today: "vs yesterday",
  week: "vs last week",
  month: "vs last month",
  year: "vs last year",
};

/**
 * Groups the visible metrics, already in the user's order. A group appears where
 * its first metric does, so the saved order decides the groups' order too.
 */
function groupMetrics(metrics: readonly DashboardMetric[]) {
  const groups = new Map<DashboardGroupId, DashboardMetric[]>();
  for (const metric of metrics) {
    const id = dashboardGroupOf(metric.name);
    const list = groups.get(id);
    if (list) list.push(metric);
    else groups.set(id, [metric]);
  }
  return [...groups.entries()];
}

interface MetricGroupsProps {
  metrics: readonly DashboardMetric[];
  industry: string | null;
  period: Period;
  hasPrevious: boolean;
}

export function MetricGroups({ metrics, industry, period, hasPrevious }: MetricGroupsProps) {
  const previousLabel = PREVIOUS_LABELS[period] ?? "";
  return (
    <div className="grid gap-5">
      {groupMetrics(metrics).map(([id, list]) => {
        const title = dashboardGroupTitle(id, industry);
        return (
          <section key={id} aria-label={title} className="grid gap-2">
            <h2 className="text-base font-semibold">{title}</h2>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
              {list.map((metric) => (
                <MetricCard key={metric.definitionId} metric={metric} hasPrevious={hasPrevious} previousLabel={previousLabel} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
