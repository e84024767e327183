import type { FinancePeriod } from "@measured/core";
import { cn } from "@/lib/cn";
import { PERIOD_TABS, periodRangeLabel } from "./period-label";

interface PeriodControlProps {
  period: FinancePeriod;
  onChange: (period: FinancePeriod) => void;
  /** The period's days as the summary gave them; absent while the first answer loads. */
  range: { from: string; to: string } | null;
  currentYear: string;
}

/** Week / Month / Year as one segmented row, the chosen days in words under it. */
export function PeriodControl({ period, onChange, range, currentYear }: PeriodControlProps) {
  return (
    <div className="grid gap-1.5">
      <fieldset aria-label="Period" className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1 sm:w-80">
        {PERIOD_TABS.map((tab) => (
          <button
            key={tab.period}
            type="button"
            aria-pressed={tab.period === period}
            className={cn(
              "inline-flex min-h-11 items-center justify-center rounded-md px-3 text-sm font-semibold text-muted-foreground transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              tab.period === period && "bg-card text-foreground shadow-sm",
            )}
            onClick={() => onChange(tab.period)}
          >
            {tab.label}
          </button>
        ))}
      </fieldset>
      <p className="text-sm text-muted-foreground" data-testid="period-range" aria-live="polite">
        {range ? periodRangeLabel(range.from, range.to, currentYear) : "\u00a0"}
      </p>
    </div>
  );
}
