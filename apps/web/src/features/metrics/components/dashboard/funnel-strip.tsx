import { type FunnelTotals, funnelSteps } from "@measured/core";
import { ChevronRight } from "lucide-react";
import { FigureRecordsButton } from "@/components/figure-records/figure-records-button";
import { formatMetricValue, formatRate } from "@/lib/format";

/** Five columns share a 360 px phone: from 10,000 a count is shortened ("12.3K"), the full figure in its title. */
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const stepValue = (value: number) => (value >= 10_000 ? compact.format(value) : formatMetricValue(value, "count"));

/**
 * Doors → Sets → Sits → Closes → Installs with the conversion from each step to the next (design guide,
 * funnel strip). Five columns in one row: each step's count, its name, and the share of the step before
 * it that reached it, so the strip fits a 360 px phone without wrapping or scrolling.
 */
export function FunnelStrip({ funnel, industry }: { funnel: FunnelTotals; industry: string | null }) {
  const steps = funnelSteps(funnel, industry);
  // "Doors + Tags" is wider than a column of a 360 px phone: the first step has no conversion line, so
  // "+ Tags" goes there and every label keeps one line (the rows of the five columns stay level).
  const [firstName = "", ...firstMore] = steps[0]?.label.split(" + ") ?? [];
  return (
    <section aria-label="Funnel">
      <ol className="grid grid-cols-5 divide-x rounded-xl border bg-card shadow-xs">
        {steps.map((step, i) => (
          <li key={step.id} className="grid min-w-0 justify-items-center gap-0.5 px-1 py-2 text-center sm:py-3">
            <FigureRecordsButton title={step.label} value={step.value} selector={{ step: step.id }}>
              <span
                className="text-lg font-semibold tabular-nums sm:text-2xl"
                data-figure=""
                title={step.value >= 10_000 ? formatMetricValue(step.value, "count") : undefined}
              >
                {stepValue(step.value)}
              </span>
            </FigureRecordsButton>
            <span className="text-xs font-medium whitespace-nowrap">{i === 0 ? firstName : step.label}</span>
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
          </li>
        ))}
      </ol>
    </section>
  );
}
