import type { Dashboard } from "@measured/core";
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBucket, formatMetricValue } from "@/lib/format";

/** Chart.js loads only when the chart comes near the screen (decision 021: not in the first 200 KB). */
const TrendChartCanvas = lazy(() => import("./trend-chart-canvas"));

/** A bucket's label: a year bucket (`2026`) is its year; days and months as the app formats them. */
function bucketLabel(bucket: string, granularity: Dashboard["trend"]["granularity"], currentYear: string): string {
  return granularity === "year" ? bucket : formatBucket(bucket, currentYear);
}

/** True once the element has come within a screen of the viewport (and stays true). */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

interface TrendChartProps {
  trend: Dashboard["trend"];
  /** The visible metrics, in the user's order, with their units. */
  metrics: readonly { name: string; unit: string }[];
  /** The rep's year (`YYYY`): a day of another year is labelled with its year. */
  currentYear: string;
}

/**
 * The period's trend, one metric at a time (design guide, charts: one measure per axis). The picker
 * chooses the metric; the colour is the metric's own chart token, so a view never repeats one.
 * The numbers are also in a table for screen readers.
 */
export function TrendChart({ trend, metrics, currentYear }: TrendChartProps) {
  const id = useId();
  const [ref, near] = useNearScreen<HTMLDivElement>();
  const [picked, setPicked] = useState<string | null>(null);
  const points = trend.points;
  const withData = metrics.find((m) => points.some((p) => (p.values[m.name] ?? 0) !== 0));
  const chosen = metrics.find((m) => m.name === picked) ?? withData ?? metrics[0];
  const index = chosen ? metrics.indexOf(chosen) : 0;

  const labels = useMemo(
    () => points.map((p) => bucketLabel(p.bucket, trend.granularity, currentYear)),
    [points, trend.granularity, currentYear],
  );
  const values = useMemo(() => points.map((p) => (chosen ? (p.values[chosen.name] ?? 0) : 0)), [points, chosen]);
  const unit = chosen?.unit ?? "count";
  const format = useMemo(() => (value: number) => formatMetricValue(value, unit), [unit]);
  const first = labels[0];
  const last = labels.at(-1);
  const summary =
    chosen && first && last ? `Trend by ${trend.granularity} of ${chosen.name} from ${first} to ${last}` : "No trend data";

  return (
    <div ref={ref} className="min-w-0">
      <Card role="region" aria-label="Trend">
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-lg">Trend</CardTitle>
          {metrics.length > 1 ? (
            <label className="flex items-center gap-2 text-sm" htmlFor={`${id}-metric`}>
              <span className="text-muted-foreground">Metric</span>
              <select
                id={`${id}-metric`}
                className="min-h-11 max-w-52 rounded-lg border border-input bg-card px-2 text-sm"
                value={chosen?.name ?? ""}
                onChange={(e) => setPicked(e.target.value)}
              >
                {metrics.map((m) => (
                  <option key={m.name} value={m.name}>
                    {m.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </CardHeader>
        <CardContent className="grid min-w-0 gap-3">
          {!chosen || points.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing to chart for this period.</p>
          ) : points.length === 1 ? (
            <p className="text-sm text-muted-foreground">A trend needs more than one day: choose This Week or a longer period.</p>
          ) : (
            <>
              <div className="relative h-56 min-w-0 sm:h-64" role="img" aria-label={summary} data-testid="trend-chart">
                {near ? (
                  <Suspense fallback={null}>
                    <TrendChartCanvas
                      labels={labels}
                      values={values}
                      name={chosen.name}
                      colorToken={`--color-chart-${(index % 8) + 1}`}
                      format={format}
                    />
                  </Suspense>
                ) : null}
              </div>
              {/* A table ignores the 1 px box of sr-only (it would widen the page): the wrapper carries it. */}
              <div className="sr-only">
                <table>
                  <caption>{summary}</caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        {trend.granularity === "day" ? "Day" : trend.granularity === "month" ? "Month" : "Year"}
                      </th>
                      <th scope="col">{chosen.name}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {labels.map((label, i) => (
                      <tr key={label}>
                        <th scope="row">{label}</th>
                        <td>{format(values[i] ?? 0)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
