import { Card, CardContent } from "@/components/ui/card";
import { formatCount, formatRate } from "@/lib/format";
import type { Pipeline } from "../api/pipeline-schema";

/**
 * Conversion Insights from the rep's own leads (issue 11; the spec's screen had fixed 75% and 67%):
 * the show rate (sat of set) and the close rate (deals closed of sat), the funnel's own figures, each with the counts behind it.
 */
export function ConversionInsights({ insights }: { insights: Pipeline["insights"] }) {
  const { appointmentsSet: set, appointmentsSat: sat, dealsClosed: closed, showRate, closeRate } = insights;
  const rows = [
    {
      name: "Appointment Hold Rate",
      rate: showRate,
      detail: `${formatCount(sat, "appointment sat", "appointments sat")} of ${formatCount(set, "set", "set")}`,
      empty: "Set an appointment to see how many sit.",
    },
    {
      name: "Close rate",
      rate: closeRate,
      detail: `${formatCount(closed, "deal closed", "deals closed")} from ${formatCount(sat, "sit", "sits")}`,
      empty: "Mark an appointment Sat to see how many you close.",
    },
  ];
  return (
    <Card>
      <CardContent className="grid gap-4 pt-5 sm:grid-cols-2 sm:pt-6">
        {rows.map((row) => (
          <div key={row.name} className="grid gap-1" data-insight={row.name}>
            <span className="text-sm text-muted-foreground">{row.name}</span>
            <span className="text-2xl font-semibold tabular-nums" data-testid="insight-rate">
              {row.rate === null ? "–" : formatRate(row.rate)}
            </span>
            <span className="text-sm text-muted-foreground">{row.rate === null ? row.empty : row.detail}</span>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
