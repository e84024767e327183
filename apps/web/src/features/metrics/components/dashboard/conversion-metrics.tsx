import { conversionOrNull, type Dashboard, figureTracked, type InputFigure } from "@measured/core";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatRateOrDash } from "@/lib/format";
import { NotTrackedDash } from "./figure-card";

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

interface ConversionMetricsProps extends Pick<Dashboard, "conversions" | "performance" | "funnelInputs"> {
  singleStream: boolean;
}

/** A rate, or "–" "not tracked" when the rep tracks no input of it (decision 048), with its title. */
function Rate({
  figure,
  label,
  value,
  inputs,
}: { figure: InputFigure; label: string; value: number | null } & {
  inputs: Dashboard["funnelInputs"];
}) {
  if (figureTracked(figure, inputs)) return <>{formatRateOrDash(value)}</>;
  return (
    <span className="text-muted-foreground" title={`${label}: not tracked`}>
      <NotTrackedDash />
    </span>
  );
}

/** The Conversion Metrics card: nine split rates, or three combined cards in the single-stream view. */
export function ConversionMetrics({ conversions, performance, funnelInputs, singleStream }: ConversionMetricsProps) {
  if (singleStream) {
    const cards: readonly [string, number | null, InputFigure][] = [
      ["Appointment Set Rate", conversions.allAppointmentsToSet, "allAppointmentsToSet"],
      ["Close Rate", conversions.allAppointmentsToClose, "allAppointmentsToClose"],
      ["Install Rate", conversionOrNull(performance.dealsInstalled, performance.dealsClosed), "installRate"],
    ];
    return (
      <section aria-label="Conversion Metrics" className="grid gap-2">
        <h2 className="text-lg font-semibold">Conversion Metrics</h2>
        <ul className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-3">
          {cards.map(([label, value, figure]) => (
            <li key={label} className="grid gap-1 rounded-xl border bg-card p-3 shadow-sm">
              <span className="text-sm text-muted-foreground">{label}</span>
              <span className="text-2xl font-bold tabular-nums">
                <Rate figure={figure} label={label} value={value} inputs={funnelInputs} />
              </span>
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
        {/* Two columns on a wide card: a rate stays within a glance of its name, not a card's width away. */}
        <dl className="grid gap-1 xl:grid-cols-2 xl:gap-x-8">
          {SPLIT_RATES.map(([key, label]) => (
            <div key={key} className="flex items-center justify-between gap-3 border-b py-2 last:border-b-0">
              <dt className="text-sm">{label}</dt>
              <dd className="font-semibold tabular-nums">
                <Rate figure={key} label={label} value={conversions[key]} inputs={funnelInputs} />
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
