import type { Dashboard } from "@measured/core";
import { formatMetricValue, formatRateOrDash } from "@/lib/format";
import { FigureCard } from "./figure-card";

const count = (value: number) => formatMetricValue(value, "count");
/** Doors (or tags) per appointment is a ratio that may pass 1; without an appointment there is none. */
const perAppointment = (value: number | null) => (value === null ? "–" : `${formatMetricValue(value, "count")} : 1`);

export function DoorKnockingPerformance({ performance }: Pick<Dashboard, "performance">) {
  return (
    <FigureCard
      title="Door Knocking Performance"
      figures={[
        ["Doors per Appointment", perAppointment(performance.doorsPerAppointment)],
        ["Appointment Hold Rate", formatRateOrDash(performance.appointmentHoldRate)],
        ["Total Doors", count(performance.totalDoors)],
        ["Deals Closed", count(performance.dealsClosed)],
        ["Deals Installed", count(performance.dealsInstalled)],
      ]}
    />
  );
}

/** For users who track tags (Dashboard.showTagging). */
export function TaggingPerformance({ performance }: Pick<Dashboard, "performance">) {
  return (
    <FigureCard
      title="Tagging Performance"
      figures={[
        ["Tags per Appointment", perAppointment(performance.tagsPerAppointment)],
        ["Total Tags", count(performance.totalTags)],
      ]}
    />
  );
}
