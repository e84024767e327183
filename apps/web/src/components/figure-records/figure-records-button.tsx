import type { FigureSelector } from "@measured/core";
import { lazy, type ReactNode } from "react";
import { formatMetricValue } from "@/lib/format";
import { useFigurePeriod } from "./figure-period";
import { RecordsButton } from "./records-parts";

// The sheet and its request load on the first tap, so the dashboard's first JavaScript stays in its budget.
const FigureRecordsSheet = lazy(() => import("./figure-records-sheet").then((m) => ({ default: m.FigureRecordsSheet })));

/**
 * A dashboard figure (a card's total, a funnel step) as a button that opens the leads and typed days
 * it counts, for the dashboard's period (decision 047). Outside a dashboard (no period) it is the figure alone.
 */
export function FigureRecordsButton({
  title,
  value,
  unit = "count",
  selector,
  className,
  children,
}: {
  title: string;
  value: number;
  unit?: string;
  selector: FigureSelector;
  className?: string;
  children: ReactNode;
}) {
  const period = useFigurePeriod();
  if (!period) return children;
  return (
    <RecordsButton
      label={`${title}: show the records behind ${formatMetricValue(value, unit)}`}
      className={className}
      title={title}
      sheet={() => <FigureRecordsSheet title={title} unit={unit} period={period} selector={selector} />}
    >
      {children}
    </RecordsButton>
  );
}
