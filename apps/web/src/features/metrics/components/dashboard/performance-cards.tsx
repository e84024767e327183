import type { Dashboard } from "@measured/core";
import { formatMetricValue, formatRate } from "@/lib/format";
import { FigureCard } from "./figure-card";

const count = (value: number) => formatMetricValue(value, "count");

export function DoorKnockingPerformance({ performance }: Pick<Dashboard, "performance">) {
  return (
    <FigureCard
      title="Door Knocking Performance"
      figures={[
        ["Doors per Appointment", count(performance.doorsPerAppointment)],
        ["Appointment Hold Rate", formatRate(performance.appointmentHoldRate)],
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
        ["Tags per Appointment", count(performance.tagsPerAppointment)],
        ["Total Tags", count(performance.totalTags)],
      ]}
    />
  );
}
