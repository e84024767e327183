import { type Period, todayIn } from "@measured/core";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { DeferredMenu } from "@/components/ui/deferred-menu";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useTimeZone } from "@/lib/time-zone";
import { rangeProblem } from "./custom-range";

/** The spec's labels (section 2); `short` is what a 360 px phone shows in the segmented control. */
const SEGMENTS: readonly { id: Exclude<Period, "all" | "custom">; label: string; short: string }[] = [
  { id: "today", label: "Today", short: "Today" },
  { id: "week", label: "This Week", short: "Week" },
  { id: "month", label: "This Month", short: "Month" },
  { id: "year", label: "This Year", short: "Year" },
];

export const PERIOD_LABELS: Readonly<Record<Period, string>> = {
  today: "Today",
  week: "This Week",
  month: "This Month",
  year: "This Year",
  all: "All Time",
  custom: "Custom",
};

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

function CustomRangeDialog({
  open,
  onOpenChange,
  customRange,
  onCustom,
}: { open: boolean; onOpenChange: (open: boolean) => void } & Pick<PeriodPickerProps, "customRange" | "onCustom">) {
  const [startDate, setStartDate] = useState(customRange?.startDate ?? "");
  const [endDate, setEndDate] = useState(customRange?.endDate ?? "");
  const id = useId();
  const today = todayIn(useTimeZone());
  const problem = rangeProblem(startDate, endDate, today);
  const canApply = startDate !== "" && endDate !== "" && problem === null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Custom period</DialogTitle>
          <DialogDescription>Choose the first and the last day to show.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          aria-label="Custom period"
          onSubmit={(event) => {
            event.preventDefault();
            if (!canApply) return;
            onCustom({ startDate, endDate });
            onOpenChange(false);
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-start`}>Start date</Label>
            <Input id={`${id}-start`} type="date" max={today} value={startDate} onChange={(e) => setStartDate(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-end`}>End date</Label>
            <Input
              id={`${id}-end`}
              type="date"
              max={today}
              value={endDate}
              aria-invalid={problem !== null || undefined}
              aria-describedby={problem !== null ? `${id}-error` : undefined}
              onChange={(e) => setEndDate(e.target.value)}
            />
          </div>
          {problem !== null ? (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
          <Button type="submit" disabled={!canApply} className="justify-self-end">
            Apply
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The More button's label on a phone once All Time or Custom is chosen. */
const MORE_SHORT: Readonly<Record<"all" | "custom", string>> = { all: "All", custom: "Custom" };

const segmentClass =
  "min-h-11 min-w-0 flex-1 whitespace-nowrap rounded-lg sm:flex-none px-1.5 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:shadow-sm sm:px-3";

/**
 * Spec section 2's periods in one row (design guide, period control): Today, This Week, This Month and
 * This Year as a segmented control; All Time and Custom under "More" (the button then names the choice).
 * Custom asks for two dates in a dialog; Apply needs both.
 */
export function PeriodPicker({ period, customRange, onPeriod, onCustom }: PeriodPickerProps) {
  const [customOpen, setCustomOpen] = useState(false);
  const inMore = period === "all" || period === "custom";
  return (
    <>
      <fieldset aria-label="Period" className="flex min-w-0 gap-1 rounded-xl bg-muted p-1 sm:w-fit">
        {SEGMENTS.map(({ id, label, short }) => (
          <button
            key={id}
            type="button"
            aria-pressed={period === id}
            aria-label={label}
            className={segmentClass}
            onClick={() => onPeriod(id)}
          >
            <span className="sm:hidden">{short}</span>
            <span className="hidden sm:inline">{label}</span>
          </button>
        ))}
        <DeferredMenu
          align="end"
          className="min-w-40"
          entries={[
            { kind: "action", key: "all", label: "All Time", onSelect: () => onPeriod("all") },
            { kind: "action", key: "custom", label: "Custom", onSelect: () => setCustomOpen(true) },
          ]}
          trigger={
            <button
              type="button"
              aria-pressed={inMore}
              aria-label={inMore ? PERIOD_LABELS[period] : "More"}
              className={cn(segmentClass, "inline-flex items-center justify-center gap-0.5")}
            >
              {/* "All Time" would wrap in a phone's fifth of a row: there it is "All", as Week is This Week. */}
              <span className="sm:hidden">{inMore ? MORE_SHORT[period] : "More"}</span>
              <span className="hidden sm:inline">{inMore ? PERIOD_LABELS[period] : "More"}</span>
              <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
            </button>
          }
        />
      </fieldset>
      {customOpen ? (
        <CustomRangeDialog open={customOpen} onOpenChange={setCustomOpen} customRange={customRange} onCustom={onCustom} />
      ) : null}
    </>
  );
}
