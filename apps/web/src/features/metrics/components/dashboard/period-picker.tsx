import { dashboardQuerySchema, type Period } from "@measured/core";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

const PERIOD_LABELS: readonly { id: Period; label: string }[] = [
  { id: "today", label: "Today" },
  { id: "week", label: "This Week" },
  { id: "month", label: "This Month" },
  { id: "year", label: "This Year" },
  { id: "all", label: "All Time" },
  { id: "custom", label: "Custom" },
];

export interface CustomRange {
  startDate: string;
  endDate: string;
}

interface PeriodPickerProps {
  period: Period;
  customRange: CustomRange | null;
  onPeriod: (period: Exclude<Period, "custom">) => void;
  onCustom: (range: CustomRange) => void;
}

/**
 * Why the API would refuse this custom range (the server's own rule and message: dates inside the window,
 * at most ten years), or null when it would take it or a date is still missing.
 */
function rangeProblem(startDate: string, endDate: string): string | null {
  if (startDate === "" || endDate === "") return null;
  if (startDate > endDate) return "The start date must not be after the end date.";
  const parsed = dashboardQuerySchema.safeParse({ period: "custom", startDate, endDate, timeZone: "UTC" });
  return parsed.success ? null : `${parsed.error.issues[0]?.message ?? "This range cannot be shown"}.`;
}

/** Spec section 2: Today … All Time, and Custom with two dates (Apply needs both). */
export function PeriodPicker({ period, customRange, onPeriod, onCustom }: PeriodPickerProps) {
  const [customOpen, setCustomOpen] = useState(period === "custom");
  const [startDate, setStartDate] = useState(customRange?.startDate ?? "");
  const [endDate, setEndDate] = useState(customRange?.endDate ?? "");
  const id = useId();
  const problem = rangeProblem(startDate, endDate);
  const canApply = startDate !== "" && endDate !== "" && problem === null;

  return (
    <div className="grid gap-3">
      <fieldset aria-label="Period" className="grid min-w-0 grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        {PERIOD_LABELS.map(({ id: periodId, label }) => {
          const active = periodId === "custom" ? customOpen || period === "custom" : period === periodId && !customOpen;
          return (
            <Button
              key={periodId}
              size="default"
              variant={active ? "primary" : "outline"}
              aria-pressed={active}
              className="rounded-full px-3 sm:px-4"
              onClick={() => {
                if (periodId === "custom") {
                  setCustomOpen(true);
                } else {
                  setCustomOpen(false);
                  onPeriod(periodId);
                }
              }}
            >
              {label}
            </Button>
          );
        })}
      </fieldset>
      {customOpen ? (
        <form
          className="grid gap-3 rounded-xl border bg-card p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          aria-label="Custom period"
          onSubmit={(event) => {
            event.preventDefault();
            if (canApply) onCustom({ startDate, endDate });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-start`}>Start date</Label>
            <Input id={`${id}-start`} type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-end`}>End date</Label>
            <Input
              id={`${id}-end`}
              type="date"
              value={endDate}
              aria-invalid={problem !== null || undefined}
              aria-describedby={problem !== null ? `${id}-error` : undefined}
              onChange={(e) => setEndDate(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={!canApply}>
            Apply
          </Button>
          {problem !== null ? (
            <p id={`${id}-error`} className="text-sm text-destructive sm:col-span-3">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
