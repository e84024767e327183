import { chosenAnalytics, type Dashboard, isMetricVisible, metricListing, orderMetrics, type Period } from "@measured/core";
import { lazy, memo, type ReactNode, Suspense, useDeferredValue, useMemo, useState } from "react";
import { Link } from "wouter";
import { FigurePeriodContext } from "@/components/figure-records/figure-period";
import { PageHeader } from "@/components/layout/page";
import { EmptyState } from "@/components/layout/page-state";
import { useKpiDefinitions } from "@/components/metrics/api/get-kpi-definitions";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { formatPickerDate } from "@/lib/format";
import { useTimeZone } from "@/lib/time-zone";
import type { DashboardParams } from "../../api/dashboard-params";
import { useDashboard } from "../../api/get-dashboard";
import { usePreferences } from "../../api/get-preferences";
import { MetricsLoadState } from "../metrics-load-state";
import { AppointmentEfficiency, ProductivityMetrics } from "./analytics-cards";
import { ZoneClock } from "./clock";
import { ConversionMetrics } from "./conversion-metrics";
import { FigureCard } from "./figure-card";
import { FunnelStrip } from "./funnel-strip";
import { ManageMetricsDialog } from "./manage-metrics-dialog";
import { MetricGroups } from "./metric-groups";
import { DoorKnockingPerformance, TaggingPerformance } from "./performance-cards";
import { type CustomRange, PERIOD_LABELS, PeriodPicker } from "./period-picker";
import { QuickActions } from "./quick-actions";
import { TrendChart } from "./trend-chart";

// Its own chunk, outside the dashboard's first JavaScript (bench:size). The server renders it in full
// (prerender waits for it); while the browser loads the chunk, hydration keeps the server's markup.
// The ledger's schema and money formatting load only for a rep who shows Revenue Tracking.
const RevenueTracking = lazy(() => import("./revenue-tracking").then((m) => ({ default: m.RevenueTracking })));
const TodaySection = lazy(() => import("./today-section").then((m) => ({ default: m.TodaySection })));
const GoalsStrip = lazy(() => import("./goals-strip").then((m) => ({ default: m.GoalsStrip })));

function rangeLabel({ period, range }: Pick<Dashboard, "period" | "range">): string {
  if (period === "all") return "All time";
  if (range.startDate === range.endDate) return formatPickerDate(range.startDate);
  return `${formatPickerDate(range.startDate)} – ${formatPickerDate(range.endDate)}`;
}

/**
 * Spec section 2, Dashboard; issue 10: numbers first, controls that survive loading and errors. Issue 21
 * (decision 044): the rep's Today (appointments and follow-ups due) comes before the figures on a phone and
 * stands in a column beside them from 1,024 px.
 */
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
  const definitions = useKpiDefinitions();
  // New figures re-render most of the page: deferred, React renders them in slices the browser
  // can interleave with input, instead of one long task when the answer arrives.
  const dashboardData = useDeferredValue(dashboard.data);
  const preferencesData = useDeferredValue(preferences.data);
  // The figures on screen are another period's while the new one loads (kept, dimmed, issue 10 finding 6).
  // (A refresh of the same period is not stale: its deferred render must not flash "Loading…".)
  const stale = dashboard.isPlaceholderData || (dashboardData !== undefined && dashboardData.period !== period);

  const ordered = useMemo(
    () => orderMetrics(dashboardData?.metrics ?? [], preferencesData?.metricOrder ?? []),
    [dashboardData, preferencesData],
  );
  const visibility = preferencesData?.metricVisibility ?? {};
  // Manage lists what Customize Metrics lists (every active metric, the same order and hidden state).
  const listing = useMemo(
    () => (definitions.data && preferencesData ? metricListing(definitions.data, preferencesData) : null),
    [definitions.data, preferencesData],
  );
  const visible = ordered.filter((m) => isMetricVisible(visibility, m.name));
  // Decision 021: an empty list shows the defaults.
  const analytics = useMemo(() => chosenAnalytics(preferencesData?.dashboardAnalytics ?? []), [preferencesData]);

  const periodLabel = period === "custom" && !customRange ? PERIOD_LABELS.today : PERIOD_LABELS[period];
  // A period that failed to load: the controls stay, the error says what to do (never "500: …").
  const switchFailed = dashboard.isError && !dashboard.data;
  const rangeWords = switchFailed
    ? periodLabel
    : !dashboardData || stale
      ? `${periodLabel} · Loading…`
      : rangeLabel(dashboardData);

  const header = (
    <PageHeader
      title="Dashboard"
      action={preferencesData ? <ManageMetricsDialog metrics={listing} analytics={analytics} /> : null}
    />
  );
  const controls = (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <PeriodPicker
          period={period}
          customRange={customRange}
          onPeriod={(next) => setPeriod(next)}
          onCustom={(range) => {
            setCustomRange(range);
            setPeriod("custom");
          }}
        />
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-muted-foreground">
          <p aria-live="polite" data-testid="period-range">
            {rangeWords}
            {dashboard.isFetching && !stale && dashboardData ? " · Updating…" : ""}
          </p>
          <ZoneClock timeZone={timeZone} />
        </div>
      </div>
    </div>
  );

  if (!dashboardData || !preferencesData || switchFailed) {
    const failed = switchFailed || (!preferences.data && preferences.isError);
    return (
      <DashboardColumns header={header} today={<Today timeZone={timeZone} />}>
        {controls}
        <MetricsLoadState failed={failed} queries={[dashboard, preferences]} />
      </DashboardColumns>
    );
  }

  const data = dashboardData;
  const singleStream = singleStreamChoice ?? !data.showTagging;
  const nothingLogged = data.metrics.every((m) => m.total === 0);
  const funnel = data.funnel;
  const hoursWorked = data.metrics.find((m) => m.name === "Hours Worked")?.total ?? 0;

  return (
    <DashboardColumns header={header} today={<Today timeZone={timeZone} />}>
      {controls}
      {dashboard.isError ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-destructive" role="alert">
          Could not refresh; showing the last figures.
          <Button variant="link" className="min-h-11" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}

      <div
        className={cn("grid gap-5 transition-opacity *:min-w-0", stale && "opacity-50 motion-reduce:transition-none")}
        aria-busy={stale || undefined}
        data-testid="dashboard-figures"
      >
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
          // The strip's and the cards' figures open their records for the period asked for (decision 047).
          <FigurePeriodContext value={params}>
            <FunnelStrip funnel={funnel} inputs={data.funnelInputs} noShows={funnel.noShows} industry={industry} />
            {nothingLogged && !stale ? (
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
              <MetricGroups
                metrics={visible}
                industry={industry}
                period={data.period}
                hasPrevious={data.previousRange !== null && !stale}
                trend={data.trend}
              />
            )}
          </FigurePeriodContext>
        )}

        <div className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-3">
          {analytics.has("door_knocking_performance") ? (
            <DoorKnockingPerformance performance={data.performance} funnelInputs={data.funnelInputs} />
          ) : null}
          {analytics.has("tagging_performance") && data.showTagging ? (
            <TaggingPerformance performance={data.performance} funnelInputs={data.funnelInputs} />
          ) : null}
          {analytics.has("appointment_efficiency") ? (
            <AppointmentEfficiency funnel={funnel} hoursWorked={hoursWorked} inputs={data.funnelInputs} />
          ) : null}
          {analytics.has("productivity_metrics") ? (
            <ProductivityMetrics funnel={funnel} hoursWorked={hoursWorked} inputs={data.funnelInputs} />
          ) : null}
          {analytics.has("revenue_tracking") ? (
            <Suspense fallback={<FigureCard title="Revenue Tracking" figures={[]} note="Loading your revenue…" />}>
              <RevenueTracking range={data.range} />
            </Suspense>
          ) : null}
        </div>
        {analytics.has("conversion_metrics") ? (
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
            <ConversionMetrics
              conversions={data.conversions}
              performance={data.performance}
              funnelInputs={data.funnelInputs}
              singleStream={singleStream}
            />
          </div>
        ) : null}
        <TrendChart trend={data.trend} metrics={visible} currentYear={data.today.slice(0, 4)} />
      </div>
      <QuickActions />
    </DashboardColumns>
  );
}

/**
 * The page's frame: the title, then Today, then the period and the figures (`children`), one column on
 * a phone (Today first: the plan before the statistics). From 1,280 px the figures take the main column
 * and Today a column of its own at the right, sticky while the figures scroll, so no grid cell is empty.
 */
function DashboardColumns({ header, today, children }: { header: ReactNode; today: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_20rem] xl:gap-x-6">
      <div className="xl:col-span-2">{header}</div>
      <div className="min-w-0 xl:sticky xl:top-6 xl:col-start-2 xl:row-start-2 xl:self-start" data-testid="today">
        {today}
      </div>
      <div className="grid min-w-0 content-start gap-4 xl:col-start-1 xl:row-start-2">{children}</div>
    </div>
  );
}

/**
 * Today, with a placeholder of its shape while its code loads on a page the browser renders itself.
 * Memoized: the page re-renders as its queries settle, and a server-rendered Suspense boundary that
 * receives new props before its chunk has loaded is thrown away and rendered again from the fallback,
 * so the rep's plan would blink out (and a tap on it be lost) on a slow phone.
 */
const Today = memo(function Today({ timeZone }: { timeZone: string }) {
  return (
    <Suspense
      fallback={
        <div className="grid gap-2" role="status" aria-label="Loading today">
          <span className="h-6 w-20 animate-pulse rounded bg-muted motion-reduce:animate-none" />
          <span className="h-24 w-full animate-pulse rounded-xl bg-muted motion-reduce:animate-none" />
        </div>
      }
    >
      <TodaySection timeZone={timeZone} />
      <GoalsStrip />
    </Suspense>
  );
});
