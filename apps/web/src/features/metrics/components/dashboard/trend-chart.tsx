import type { Dashboard } from "@measured/core";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBucket } from "@/lib/format";

/** Eight distinct series colours (index.css, with a lighter set in dark mode); repeats after eight. */
const COLORS = Array.from({ length: 8 }, (_, i) => `var(--color-chart-${i + 1})`);

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };

function niceMax(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const steps = [1, 2, 2.5, 5, 10];
  const step = steps.find((s) => s * magnitude >= value) ?? 10;
  return step * magnitude;
}

/** A bucket's label: a year bucket (`2026`) is its year; days and months as the app formats them. */
function bucketLabel(bucket: string, granularity: Dashboard["trend"]["granularity"]): string {
  return granularity === "year" ? bucket : formatBucket(bucket);
}

interface Series {
  name: string;
  color: string;
  values: number[];
}

/** One bucket (a single day): a line has nothing to join, so each metric gets a bar. */
function SingleBucketBars({ series, max }: { series: readonly Series[]; max: number }) {
  return (
    <ul className="grid gap-2">
      {series.map((s) => {
        const value = s.values[0] ?? 0;
        return (
          <li key={s.name} className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-2 text-xs">
            <span className="truncate">{s.name}</span>
            <span className="h-2.5 rounded-full bg-muted" aria-hidden="true">
              <span
                className="block h-full rounded-full"
                style={{ width: `${(value / max) * 100}%`, backgroundColor: s.color }}
              />
            </span>
            <span className="tabular-nums">{Math.round(value * 100) / 100}</span>
          </li>
        );
      })}
    </ul>
  );
}

interface TrendChartProps {
  trend: Dashboard["trend"];
  /** The visible metrics, in the user's order. */
  names: readonly string[];
}

/** A small hand-drawn line chart of the visible metrics over the period's buckets. */
export function TrendChart({ trend, names }: TrendChartProps) {
  const points = trend.points;
  const series: Series[] = names.map((name, i) => ({
    name,
    color: COLORS[i % COLORS.length] ?? "var(--color-chart-1)",
    values: points.map((p) => p.values[name] ?? 0),
  }));
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length <= 1 ? plotW / 2 : (i / (points.length - 1)) * plotW);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const first = points[0];
  const last = points.at(-1);
  const labelIndexes = points.length <= 1 ? [0] : [0, Math.floor((points.length - 1) / 2), points.length - 1];
  const summary =
    first && last
      ? `Trend by ${trend.granularity} from ${bucketLabel(first.bucket, trend.granularity)} to ${bucketLabel(last.bucket, trend.granularity)} for ${names.join(", ")}`
      : "No trend data";

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Trend</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {points.length === 0 || series.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing to chart for this period.</p>
        ) : points.length === 1 ? (
          <SingleBucketBars series={series} max={max} />
        ) : (
          <>
            <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mx-auto h-auto w-full max-w-3xl" role="img" aria-label={summary}>
              {[0, 0.5, 1].map((f) => (
                <g key={f}>
                  <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max * f)} y2={y(max * f)} className="stroke-border" />
                  <text x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end" fontSize="11" className="fill-muted-foreground">
                    {Math.round(max * f * 10) / 10}
                  </text>
                </g>
              ))}
              {labelIndexes.map((i) => {
                const point = points[i];
                if (!point) return null;
                const anchor = points.length <= 1 ? "middle" : i === 0 ? "start" : i === points.length - 1 ? "end" : "middle";
                return (
                  <text key={i} x={x(i)} y={HEIGHT - 8} textAnchor={anchor} fontSize="11" className="fill-muted-foreground">
                    {bucketLabel(point.bucket, trend.granularity)}
                  </text>
                );
              })}
              {series.map((s) =>
                s.values.length === 1 ? (
                  <circle key={s.name} cx={x(0)} cy={y(s.values[0] ?? 0)} r="4" style={{ fill: s.color }} />
                ) : (
                  <polyline
                    key={s.name}
                    fill="none"
                    style={{ stroke: s.color }}
                    strokeWidth="2"
                    strokeLinejoin="round"
                    points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(" ")}
                  />
                ),
              )}
            </svg>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Legend">
              {series.map((s) => (
                <li key={s.name} className="flex items-center gap-1.5">
                  <span className="inline-block size-2.5 rounded-full" style={{ backgroundColor: s.color }} aria-hidden="true" />
                  {s.name}
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
