import { type Dashboard, isMetricVisible, orderMetrics, type Period } from "@measured/core";
import { useDeferredValue, useMemo, useState } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatPickerDate } from "@/lib/format";
import { useTimeZone } from "@/lib/time-zone";
import type { DashboardParams } from "../../api/dashboard-params";
import { useDashboard } from "../../api/get-dashboard";
import { usePreferences } from "../../api/get-preferences";
import { MetricsLoadState } from "../metrics-load-state";
import { ZoneClock } from "./clock";
import { ConversionMetrics } from "./conversion-metrics";
import { ManageMetricsDialog } from "./manage-metrics-dialog";
import { MetricGroups } from "./metric-groups";
import { PerformanceCards } from "./performance-cards";
import { type CustomRange, PeriodPicker } from "./period-picker";
import { QuickActions } from "./quick-actions";
import { TrendChart } from "./trend-chart";

function rangeLabel({ period, range }: Pick<Dashboard, "period" | "range">): string {
  if (period === "all") return "All time";
  if (range.startDate === range.endDate) return formatPickerDate(range.startDate);
  return `${formatPickerDate(range.startDate)} – ${formatPickerDate(range.endDate)}`;
}

/** Spec section 2, Dashboard. */
export function DashboardPage({ industry }: { industry: string | null }) {
  // Fixed for the page's life, like the first request's (api/dashboard-params.ts).
  const [timeZone] = useState(useTimeZone());
  const [period, setPeriod] = useState<Period>("today");
  const [customRange, setCustomRange] = useState<CustomRange | null>(null);
  /** null: follow the user's metrics (single stream unless they track tags). */
  const [singleStreamChoice, setSingleStreamChoice] = useState<boolean | null>(null);

  const params: DashboardParams =
    period === "custom" && customRange ? { period, timeZone, ...customRange } : { period, timeZone };
  const dashboard = useDashboard(params);
  const preferences = usePreferences();
  // New figures re-render most of the page: deferred, React renders them in slices the browser
  // can interleave with input, instead of one long task when the answer arrives.
  const dashboardData = useDeferredValue(dashboard.data);
  const preferencesData = useDeferredValue(preferences.data);

  const ordered = useMemo(
    () => orderMetrics(dashboardData?.metrics ?? [], preferencesData?.metricOrder ?? []),
    [dashboardData, preferencesData],
  );
  const visibility = preferencesData?.metricVisibility ?? {};
  const visible = ordered.filter((m) => isMetricVisible(visibility, m.name));

  const header = (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
        <ZoneClock timeZone={timeZone} />
      </div>
      {dashboardData && preferencesData ? (
        <ManageMetricsDialog names={ordered.map((m) => m.name)} visibility={visibility} />
      ) : null}
    </div>
  );

  // Without data: still loading (or about to show what just arrived), or failed. A failed
  // background refresh keeps the last figures on screen (see the notice below).
  if (!dashboardData || !preferencesData) {
    const failed = (!dashboard.data && dashboard.isError) || (!preferences.data && preferences.isError);
    return (
      <div className="grid gap-4">
        {header}
        <MetricsLoadState failed={failed} queries={[dashboard, preferences]} />
      </div>
    );
  }

  const data = dashboardData;
  const singleStream = singleStreamChoice ?? !data.showTagging;
  const nothingLogged = data.metrics.every((m) => m.total === 0);

  return (
    <div className="grid gap-5">
      {header}
      <PeriodPicker
        period={period}
        customRange={customRange}
        onPeriod={(next) => setPeriod(next)}
        onCustom={(range) => {
          setCustomRange(range);
          setPeriod("custom");
        }}
      />
      {dashboard.isError ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-destructive" role="alert">
          Could not refresh; showing the last figures.
          <Button variant="link" className="min-h-11" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      <p className="-mt-2 text-xs text-muted-foreground" aria-live="polite">
        {rangeLabel(data)}
        {dashboard.isFetching ? " · Updating…" : ""}
      </p>

      {data.metrics.length === 0 ? (
        <EmptyState
          title="No metrics to show"
          action={
            <Button asChild>
              <Link href={paths.customizeMetrics}>Add a metric</Link>
            </Button>
          }
        >
          You are not tracking any metrics. Add one, or choose an industry template.
        </EmptyState>
      ) : (
        <>
          {nothingLogged ? (
            <EmptyState
              title="No entries for this period"
              action={
                <Button asChild>
                  <Link href={paths.dailyInput}>Go to Daily Input</Link>
                </Button>
              }
            >
              Log your day's numbers in Daily Input and they will show up here.
            </EmptyState>
          ) : null}
          {visible.length === 0 ? (
            <p className="text-sm text-muted-foreground">Every metric is hidden. Use Manage to show some again.</p>
          ) : (
            <MetricGroups metrics={visible} industry={industry} period={data.period} hasPrevious={data.previousRange !== null} />
          )}
        </>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <PerformanceCards performance={data.performance} showTagging={data.showTagging} />
      </div>
      <div className="grid gap-2">
        <Button
          variant="outline"
          aria-pressed={singleStream}
          className="justify-self-start"
          onClick={() => setSingleStreamChoice(!singleStream)}
        >
          <span
            aria-hidden="true"
            className={`size-3 rounded-full border-2 ${singleStream ? "border-primary bg-primary" : "border-input"}`}
          />
          Single-stream view
        </Button>
        <ConversionMetrics conversions={data.conversions} performance={data.performance} singleStream={singleStream} />
      </div>
      <TrendChart trend={data.trend} names={visible.map((m) => m.name)} />
      <QuickActions />
    </div>
  );
}
