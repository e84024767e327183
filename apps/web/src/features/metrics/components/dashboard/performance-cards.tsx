import type { Dashboard } from "@measured/core";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMetricValue, formatRate } from "@/lib/format";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-muted p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}

function FigureCard({ title, figures }: { title: string; figures: readonly [string, string][] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-2">
          {figures.map(([label, value]) => (
            <Figure key={label} label={label} value={value} />
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Door Knocking Performance, and Tagging Performance for users who track tags. */
export function PerformanceCards({ performance, showTagging }: Pick<Dashboard, "performance" | "showTagging">) {
  const count = (value: number) => formatMetricValue(value, "count");
  return (
    <>
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
      {showTagging ? (
        <FigureCard
          title="Tagging Performance"
          figures={[
            ["Tags per Appointment", count(performance.tagsPerAppointment)],
            ["Total Tags", count(performance.totalTags)],
          ]}
        />
      ) : null}
    </>
  );
}
