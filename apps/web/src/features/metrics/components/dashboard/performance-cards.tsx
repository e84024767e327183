import type { Dashboard } from "@measured/core";
import { formatMetricValue, formatRateOrDash } from "@/lib/format";
import { FigureCard, unlessUntracked } from "./figure-card";

const count = (value: number) => formatMetricValue(value, "count");
/** Doors (or tags) per appointment is a ratio that may pass 1; without an appointment there is none. */
const perAppointment = (value: number | null) => (value === null ? "–" : `${formatMetricValue(value, "count")} : 1`);

type CardProps = Pick<Dashboard, "performance" | "funnelInputs">;

/** A figure whose input the rep does not track reads "–", "not tracked" (decision 048), never 0. */
export function DoorKnockingPerformance({ performance, funnelInputs: inputs }: CardProps) {
  return (
    <FigureCard
      title="Door Knocking Performance"
      figures={[
        [
          "Doors per Appointment",
          unlessUntracked("doorsPerAppointment", inputs, perAppointment(performance.doorsPerAppointment)),
        ],
        [
          "Appointment Hold Rate",
          unlessUntracked("appointmentHoldRate", inputs, formatRateOrDash(performance.appointmentHoldRate)),
        ],
        ["Total Doors", unlessUntracked("totalDoors", inputs, count(performance.totalDoors))],
        ["Deals Closed", unlessUntracked("dealsClosed", inputs, count(performance.dealsClosed))],
        ["Deals Installed", unlessUntracked("dealsInstalled", inputs, count(performance.dealsInstalled))],
      ]}
    />
  );
}

/** For users who track tags (Dashboard.showTagging). */
export function TaggingPerformance({ performance, funnelInputs: inputs }: CardProps) {
  return (
    <FigureCard
      title="Tagging Performance"
      figures={[
        ["Tags per Appointment", unlessUntracked("tagsPerAppointment", inputs, perAppointment(performance.tagsPerAppointment))],
        ["Total Tags", unlessUntracked("totalTags", inputs, count(performance.totalTags))],
      ]}
    />
  );
}
