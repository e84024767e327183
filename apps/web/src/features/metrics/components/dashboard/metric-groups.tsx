import { type Dashboard, type DashboardMetric, dashboardGroupTitle, groupInFunnelOrder, type Period } from "@measured/core";
import { MetricCard } from "./metric-card";

const PREVIOUS_LABELS: Partial<Record<Period, string>> = {
  today: "vs yesterday",
  week: "vs last week",
  month: "vs last month",
  year: "vs last year",
};

interface MetricGroupsProps {
  metrics: readonly DashboardMetric[];
  industry: string | null;
  period: Period;
  hasPrevious: boolean;
  trend: Dashboard["trend"];
}

/**
 * A group's own grid leaves no empty cell (issue 21, desktop): as many columns as cards up to three
 * from `sm`, two on a phone, and a last card alone on its row stretches over the cells left.
 */
export function groupGridClass(count: number): string {
  const wide = ["", "sm:grid-cols-1", "sm:grid-cols-2", "sm:grid-cols-3"][Math.min(count, 3)];
  const classes = ["grid grid-cols-2 gap-2", wide];
  if (count % 2 === 1) classes.push("max-sm:[&>li:last-child]:col-span-2");
  if (count > 3 && count % 3 === 1) classes.push("sm:[&>li:last-child]:col-span-3");
  if (count > 3 && count % 3 === 2) classes.push("sm:[&>li:last-child]:col-span-2");
  return classes.join(" ");
}

/**
 * The spec's groups, always in the funnel's order (issue 10, finding 8), the rep's order inside each.
 * A group of several cards spans the row under its heading; a group of one card takes one cell, its
 * heading left to screen readers so the card's title is not said twice on screen.
 */
export function MetricGroups({ metrics, industry, period, hasPrevious, trend }: MetricGroupsProps) {
  const previousLabel = PREVIOUS_LABELS[period] ?? "";
  const series = (name: string) => trend.points.map((p) => p.values[name] ?? 0);
  return (
    <div className="grid grid-cols-2 gap-x-2 gap-y-4 sm:grid-cols-3">
      {groupInFunnelOrder(metrics).map(([id, list]) => {
        const title = dashboardGroupTitle(id, industry);
        const single = list.length === 1;
        return (
          <section key={id} aria-label={title} className={single ? "grid min-w-0" : "col-span-full grid gap-2"}>
            <h2 className={single ? "sr-only" : "text-base font-semibold"}>{title}</h2>
            <ul className={single ? "grid" : groupGridClass(list.length)}>
              {list.map((metric) => (
                <MetricCard
                  key={metric.definitionId}
                  metric={metric}
                  hasPrevious={hasPrevious}
                  previousLabel={previousLabel}
                  trend={series(metric.name)}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
