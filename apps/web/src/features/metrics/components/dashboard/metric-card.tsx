import type { DashboardMetric } from "@measured/core";
import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatMetricValue } from "@/lib/format";

interface MetricCardProps {
  metric: DashboardMetric;
  /** False for periods without a previous one (All Time, Custom): no change figure. */
  hasPrevious: boolean;
  /** Written after the change figure, e.g. "vs last month". */
  previousLabel: string;
}

/**
 * The change figure: none without a previous period, and none for 0 → 0 (nothing to compare, issue 10);
 * "New" when the previous period had nothing. The comparison it makes is written beside it.
 */
function Change({ metric, hasPrevious, previousLabel }: MetricCardProps) {
  if (!hasPrevious) return null;
  if (metric.total === 0 && metric.previousTotal === 0) return null;
  const change = metric.changePercent;
  if (change === null) {
    return <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">New</span>;
  }
  const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : Minus;
  const text = `${change > 0 ? "+" : ""}${change.toFixed(1)}%`;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-0.5 text-xs font-semibold",
        change > 0 ? "text-success" : change < 0 ? "text-destructive" : "text-muted-foreground",
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {text}
      <span className="font-normal text-muted-foreground"> {previousLabel}</span>
    </span>
  );
}

export function MetricCard({ metric, hasPrevious, previousLabel }: MetricCardProps) {
  return (
    <li className="grid min-h-24 content-between gap-2 rounded-xl border bg-card p-3 shadow-sm">
      <h3 className="text-sm font-medium text-muted-foreground">{metric.name}</h3>
      <span className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-1">
        <span className="text-2xl font-bold tabular-nums" data-testid="metric-total">
          {formatMetricValue(metric.total, metric.unit)}
        </span>
        <Change metric={metric} hasPrevious={hasPrevious} previousLabel={previousLabel} />
      </span>
    </li>
  );
}
