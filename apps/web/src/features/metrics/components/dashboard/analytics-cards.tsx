import { appointmentEfficiency, type FunnelInputs, type FunnelTotals, figureTracked, productivityFigures } from "@measured/core";
import { formatMetricValue, formatRate } from "@/lib/format";
import { FigureCard, unlessUntracked } from "./figure-card";

const rate = (value: number | null) => (value === null ? null : formatRate(value));
const count = (value: number | null) => (value === null ? null : formatMetricValue(value, "count"));

interface AnalyticsProps {
  funnel: FunnelTotals;
  hoursWorked: number;
  /** The rep's funnel inputs: a figure built from a step they do not track reads "not tracked" (decision 048). */
  inputs: FunnelInputs;
}

/** Appointment Efficiency (onboarding analytics option): how appointments are made and kept. */
export function AppointmentEfficiency({ funnel, hoursWorked, inputs }: AnalyticsProps) {
  const figures = appointmentEfficiency(funnel, hoursWorked, inputs);
  // The note names what a tracked figure waits for; an untracked one says so itself.
  const setsTracked = figureTracked("setsPerHour", inputs);
  const missing = [setsTracked && funnel.sets === 0 && "appointments set", hoursWorked <= 0 && "hours worked"].filter(Boolean);
  return (
    <FigureCard
      title="Appointment Efficiency"
      figures={[
        ["Appointment Hold Rate", unlessUntracked("appointmentHoldRate", inputs, rate(figures.holdRate))],
        ["Close Rate of Held", unlessUntracked("closeRateOfHeld", inputs, rate(figures.closeRateOfHeld))],
        ["Doors per Set", unlessUntracked("doorsPerSet", inputs, count(figures.doorsPerSet))],
        ["Sets per Hour", unlessUntracked("setsPerHour", inputs, count(figures.setsPerHour))],
      ]}
      note={missing.length > 0 ? `A dash needs ${missing.join(" and ")} in this period.` : undefined}
    />
  );
}

/** Productivity Metrics (onboarding analytics option): the period's work per hour. */
export function ProductivityMetrics({ funnel, hoursWorked, inputs }: AnalyticsProps) {
  const figures = productivityFigures(funnel, hoursWorked, inputs);
  return (
    <FigureCard
      title="Productivity Metrics"
      figures={[
        ["Hours Worked", formatMetricValue(figures.hoursWorked, "hours")],
        ["Doors per Hour", unlessUntracked("doorsPerHour", inputs, count(figures.doorsPerHour))],
        ["Appointments per Hour", unlessUntracked("appointmentsPerHour", inputs, count(figures.appointmentsPerHour))],
        ["Deals per Hour", unlessUntracked("dealsPerHour", inputs, count(figures.dealsPerHour))],
      ]}
      note={hoursWorked <= 0 ? "Log Hours Worked in Daily Input to see your figures per hour." : undefined}
    />
  );
}
