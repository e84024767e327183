import { appointmentEfficiency, type FunnelTotals, productivityFigures } from "@measured/core";
import { Link } from "wouter";
import { isBuilt, paths } from "@/config/paths";
import { formatMetricValue, formatRate } from "@/lib/format";
import { FigureCard } from "./figure-card";

const rate = (value: number | null) => (value === null ? null : formatRate(value));
const count = (value: number | null) => (value === null ? null : formatMetricValue(value, "count"));

interface AnalyticsProps {
  funnel: FunnelTotals;
  hoursWorked: number;
}

/** Appointment Efficiency (onboarding analytics option): how appointments are made and kept. */
export function AppointmentEfficiency({ funnel, hoursWorked }: AnalyticsProps) {
  const figures = appointmentEfficiency(funnel, hoursWorked);
  const missing = [figures.holdRate === null && "appointments set", figures.setsPerHour === null && "hours worked"].filter(
    Boolean,
  );
  return (
    <FigureCard
      title="Appointment Efficiency"
      figures={[
        ["Appointment Hold Rate", rate(figures.holdRate)],
        ["Close Rate of Held", rate(figures.closeRateOfHeld)],
        ["Doors per Set", count(figures.doorsPerSet)],
        ["Sets per Hour", count(figures.setsPerHour)],
      ]}
      note={missing.length > 0 ? `A dash needs ${missing.join(" and ")} in this period.` : undefined}
    />
  );
}

/** Productivity Metrics (onboarding analytics option): the period's work per hour. */
export function ProductivityMetrics({ funnel, hoursWorked }: AnalyticsProps) {
  const figures = productivityFigures(funnel, hoursWorked);
  return (
    <FigureCard
      title="Productivity Metrics"
      figures={[
        ["Hours Worked", formatMetricValue(figures.hoursWorked, "hours")],
        ["Doors per Hour", count(figures.doorsPerHour)],
        ["Appointments per Hour", count(figures.appointmentsPerHour)],
        ["Deals per Hour", count(figures.dealsPerHour)],
      ]}
      note={figures.doorsPerHour === null ? "Log Hours Worked in Daily Input to see your figures per hour." : undefined}
    />
  );
}

/**
 * Revenue Tracking (onboarding analytics option): says what it needs until revenue can be logged;
 * never a made-up figure. It names the Expenses screen, with a link, only once that screen exists
 * (decision 039).
 */
export function RevenueTracking() {
  return (
    <FigureCard
      title="Revenue Tracking"
      figures={[]}
      note={
        isBuilt(paths.expenses) ? (
          <>
            Revenue shows here once you log it. Revenue and expenses are recorded on the{" "}
            <Link href={paths.expenses} className="font-medium text-primary underline underline-offset-2">
              Expenses
            </Link>{" "}
            screen; until then there is nothing to total, so no figure is shown.
          </>
        ) : (
          "Revenue shows here once you log it. Logging revenue and expenses is not in Measured yet, so there is nothing to total and no figure is shown."
        )
      }
    />
  );
}
