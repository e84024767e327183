import { type FunnelInputs, type FunnelTotals, funnelSteps } from "@measured/core";
import { ChevronRight } from "lucide-react";
import { FigureRecordsButton } from "@/components/figure-records/figure-records-button";
import { formatMetricValue, formatRate } from "@/lib/format";

/** Five columns share a 360 px phone: from 10,000 a count is shortened ("12.3K"), the full figure in its title. */
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const stepValue = (value: number) => (value >= 10_000 ? compact.format(value) : formatMetricValue(value, "count"));

/**
 * Doors → Sets → Sits → Closes → Installs with the conversion from each step to the next (design guide,
 * funnel strip). Five columns in one row: each step's count, its name, and the share of the step before
 * it that reached it, so the strip fits a 360 px phone without wrapping or scrolling. A step the rep has
 * no input for reads "–", "<step>: not tracked" (decision 048); Sits notes the period's no-shows.
 */
export function FunnelStrip({
  funnel,
  inputs,
  noShows,
  industry,
}: {
  funnel: FunnelTotals;
  inputs: FunnelInputs;
  noShows: number;
  industry: string | null;
}) {
  const steps = funnelSteps(funnel, industry, inputs);
  // "Doors + Tags" is wider than a column of a 360 px phone: the first step has no conversion line, so
  // "+ Tags" goes there and every label keeps one line (the rows of the five columns stay level).
  const [firstName = "", ...firstMore] = steps[0]?.label.split(" + ") ?? [];
  return (
    <section aria-label="Funnel">
      <ol className="grid grid-cols-5 divide-x rounded-xl border bg-card shadow-xs">
        {steps.map((step, i) => (
          // content-start: the rows pack at the top, so a column with a no-show line keeps its count level with the others.
          <li key={step.id} className="grid min-w-0 content-start justify-items-center gap-0.5 px-1 py-2 text-center sm:py-3">
            {step.value === null ? (
              <span className="text-lg font-semibold text-muted-foreground sm:text-2xl" title={`${step.label}: not tracked`}>
                <span aria-hidden="true">–</span>
                <span className="sr-only">{step.label}: not tracked</span>
              </span>
            ) : (
              <FigureRecordsButton title={step.label} value={step.value} selector={{ step: step.id }}>
                <span
                  className="text-lg font-semibold tabular-nums sm:text-2xl"
                  data-figure=""
                  title={step.value >= 10_000 ? formatMetricValue(step.value, "count") : undefined}
                >
                  {stepValue(step.value)}
                </span>
              </FigureRecordsButton>
            )}
            {/* Named once to a screen reader: an untracked step's "<step>: not tracked" says it. */}
            <span className="text-xs font-medium whitespace-nowrap" aria-hidden={step.value === null || undefined}>
              {i === 0 ? firstName : step.label}
            </span>
            {i > 0 ? (
              <span className="inline-flex items-center text-xs text-muted-foreground tabular-nums">
                <ChevronRight className="size-3 shrink-0" aria-hidden="true" />
                <span className="sr-only">Conversion from {steps[i - 1]?.label}: </span>
                {step.conversion === null ? "–" : formatRate(step.conversion)}
              </span>
            ) : (
              <span className="text-xs font-medium whitespace-nowrap">
                {firstMore.length > 0 ? ` + ${firstMore.join(" + ")}` : "\u00a0"}
              </span>
            )}
            {step.id === "ran" && noShows > 0 ? (
              <span className="text-xs text-muted-foreground tabular-nums" data-testid="funnel-no-shows">
                {formatMetricValue(noShows, "count")} no-show{noShows === 1 ? "" : "s"}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
