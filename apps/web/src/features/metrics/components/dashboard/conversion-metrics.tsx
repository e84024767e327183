import { conversionOrNull, type Dashboard } from "@measured/core";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatRateOrDash } from "@/lib/format";

type Conversions = Dashboard["conversions"];

const SPLIT_RATES: readonly [keyof Conversions, string][] = [
  ["doorKnockApptToSet", "Door Knock Appt to Set"],
  ["tagApptToSet", "Tag Appt to Set"],
  ["allAppointmentsToSet", "All Appointments to Set"],
  ["doorKnockSetToClose", "Door Knock Set to Close"],
  ["tagSetToClose", "Tag Set to Close"],
  ["allAppointmentsToClose", "All Appointments to Close"],
  ["doorKnockCloseToInstall", "Door Knock Close to Install"],
  ["tagCloseToInstall", "Tag Close to Install"],
  ["tagInstallRate", "Tag Install Rate"],
];

interface ConversionMetricsProps extends Pick<Dashboard, "conversions" | "performance"> {
  singleStream: boolean;
}

/** The Conversion Metrics card: nine split rates, or three combined cards in the single-stream view. */
export function ConversionMetrics({ conversions, performance, singleStream }: ConversionMetricsProps) {
  if (singleStream) {
    const cards: readonly [string, number | null][] = [
      ["Appointment Set Rate", conversions.allAppointmentsToSet],
      ["Close Rate", conversions.allAppointmentsToClose],
      ["Install Rate", conversionOrNull(performance.dealsInstalled, performance.dealsClosed)],
    ];
    return (
      <section aria-label="Conversion Metrics" className="grid gap-2">
        <h2 className="text-lg font-semibold">Conversion Metrics</h2>
        <ul className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-3">
          {cards.map(([label, value]) => (
            <li key={label} className="grid gap-1 rounded-xl border bg-card p-3 shadow-sm">
              <span className="text-sm text-muted-foreground">{label}</span>
              <span className="text-2xl font-bold tabular-nums">{formatRateOrDash(value)}</span>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Conversion Metrics</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-1">
          {SPLIT_RATES.map(([key, label]) => (
            <div key={key} className="flex items-center justify-between gap-3 border-b py-2 last:border-b-0">
              <dt className="text-sm">{label}</dt>
              <dd className="font-semibold tabular-nums">{formatRateOrDash(conversions[key])}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
