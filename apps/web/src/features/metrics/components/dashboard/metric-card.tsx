import type { DashboardMetric } from "@measured/core";
import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { FigureRecordsButton } from "@/components/figure-records/figure-records-button";
import { cn } from "@/lib/cn";
import { formatMetricValue } from "@/lib/format";
import { Sparkline } from "./sparkline";

interface MetricCardProps {
  metric: DashboardMetric;
  /** False for periods without a previous one (All Time, Custom): no change figure. */
  hasPrevious: boolean;
  /** What the change compares with, e.g. "vs last month". */
  previousLabel: string;
  /** The metric's value per bucket of the period, for the sparkline. */
  trend: readonly number[];
}

/**
 * The change badge: none without a previous period, and none for 0 → 0 (nothing to compare, issue 10);
 * "New" when the previous period had nothing.
 */
function ChangeBadge({ metric }: Pick<MetricCardProps, "metric">) {
  const change = metric.changePercent;
  if (change === null) {
    return <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">New</span>;
  }
  const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : Minus;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-xs font-semibold tabular-nums",
        change > 0
          ? "bg-success/10 text-success"
          : change < 0
            ? "bg-destructive/10 text-destructive"
            : "bg-muted text-muted-foreground",
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {`${change > 0 ? "+" : ""}${change.toFixed(1)}%`}
    </span>
  );
}

/** "Deals Closed from Knocks" under Deals Closed (or "Deals Installed from Tags" under Installs) reads "Knocks". */
const partLabel = (part: string) => part.replace(/^.+ from /, "");

/** A stat card (design guide): label, big tabular value, change badge, the comparison named, a sparkline. */
export function MetricCard({ metric, hasPrevious, previousLabel, trend }: MetricCardProps) {
  const compared = hasPrevious && !(metric.total === 0 && metric.previousTotal === 0);
  const parts = metric.parts;
  return (
    <li className="grid min-w-0 content-start gap-1 rounded-xl border bg-card p-3 shadow-xs">
      <h3 className="text-sm font-medium text-muted-foreground">{metric.name}</h3>
      <FigureRecordsButton
        title={metric.name}
        value={metric.total}
        unit={metric.unit}
        selector={{ metric: metric.name }}
        className="justify-self-start"
      >
        <span
          className="text-[1.75rem] leading-9 font-semibold tracking-tight tabular-nums"
          data-testid="metric-total"
          data-figure=""
        >
          {formatMetricValue(metric.total, metric.unit)}
        </span>
      </FigureRecordsButton>
      {compared ? (
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-muted-foreground">
          <ChangeBadge metric={metric} />
          {previousLabel}
        </p>
      ) : null}
      {metric.fromLeads !== 0 ? (
        <p className="text-xs text-muted-foreground" data-testid="metric-from-leads">
          {`${formatMetricValue(metric.fromLeads, metric.unit)} from your leads · ${formatMetricValue(metric.total - metric.fromLeads, metric.unit)} typed`}
        </p>
      ) : null}
      {parts.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          {parts.map((p) => `${partLabel(p.name)} ${formatMetricValue(p.total, metric.unit)}`).join(" · ")}
        </p>
      ) : null}
      <Sparkline values={trend} />
    </li>
  );
}
