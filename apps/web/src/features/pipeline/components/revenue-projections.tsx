import { Card, CardContent } from "@/components/ui/card";
import { formatCount } from "@/lib/format";
import type { Pipeline } from "../api/pipeline-schema";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Revenue Projections (spec section 9: 0.67 show factor, 80% close target; a deal is worth the rep's own average
 * once they record revenue on a signed deal, 3,000 before): what is signed, what the open appointments should
 * bring, and the two together, with the assumptions in words.
 */
export function RevenueProjections({ projections }: { projections: Pipeline["projections"] }) {
  const p = projections;
  const figures = [
    // Deals Closed plus Installed in the funnel above: said so, as the funnel's Deals Closed leaves installs out.
    {
      name: "Signed",
      value: p.closedRevenue,
      detail: `${formatCount(p.closedDeals, "deal", "deals")} closed, installs included${p.recordedDeals > 0 ? `; ${p.recordedDeals} as recorded` : ""}`,
    },
    { name: "In the pipeline", value: p.pipelineRevenue, detail: `${p.expectedDeals.toLocaleString("en-US")} deals expected` },
    { name: "Projected", value: p.projectedRevenue, detail: "Signed plus the pipeline" },
  ];
  return (
    <Card>
      <CardContent className="grid gap-4 pt-5 sm:pt-6">
        <dl className="grid grid-cols-3 gap-3">
          {figures.map((f) => (
            <div key={f.name} className="grid content-start gap-1" data-projection={f.name}>
              <dt className="text-sm text-muted-foreground">{f.name}</dt>
              <dd className="text-xl font-semibold tabular-nums sm:text-2xl">{dollars.format(f.value)}</dd>
              <dd className="text-xs text-muted-foreground">{f.detail}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">
          At {dollars.format(p.dealValue)} a deal{" "}
          {p.dealValueSource === "recorded"
            ? `(your average over ${formatCount(p.recordedDeals, "signed deal", "signed deals")} with revenue recorded)`
            : "(an assumption until you record revenue on a signed deal)"}
          , {percent(p.showFactor)} of set appointments sitting and {percent(p.closeTarget)} of those closing.
        </p>
      </CardContent>
    </Card>
  );
}
