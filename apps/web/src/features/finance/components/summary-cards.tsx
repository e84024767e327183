import { type FinanceSummaryAnswer, GLOSSARY } from "@measured/core";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatDollars, formatMiles } from "@/lib/money-text";

type Figure = "totalRevenue" | "totalExpenses" | "mileageDeduction" | "netProfit";
const FIGURES: readonly Figure[] = ["totalRevenue", "totalExpenses", "mileageDeduction", "netProfit"];

/** The line under a card's value: what it is (the glossary's words), or what it leaves out. */
function footnote(figure: Figure, summary: FinanceSummaryAnswer): string {
  if (figure === "totalExpenses" && summary.personalExpenses > 0)
    return `Business only; ${formatDollars(summary.personalExpenses)} personal spending is kept apart.`;
  if (figure === "mileageDeduction") return `${formatMiles(summary.businessMiles)} of business driving.`;
  if (figure === "netProfit" && summary.netProfit < 0) return "A loss: costs were more than revenue.";
  return GLOSSARY[figure].meaning;
}

/** Total Revenue, Total Expenses, Mileage Deduction and Net Profit: two a row on a phone, four from 1,024 px. */
export function SummaryCards({ summary, stale }: { summary: FinanceSummaryAnswer; stale: boolean }) {
  return (
    <ul className={cn("grid min-w-0 grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4", stale && "opacity-60")} aria-label="Summary">
      {FIGURES.map((figure) => {
        const value = summary[figure];
        const loss = figure === "netProfit" && value < 0;
        return (
          <li key={figure} data-figure={figure}>
            <Card className="grid h-full min-w-0 content-start gap-1 p-3 sm:p-4" title={GLOSSARY[figure].meaning}>
              <h2 className="text-sm font-medium text-muted-foreground">{GLOSSARY[figure].name}</h2>
              <p
                className={cn(
                  "text-2xl font-bold tracking-tight tabular-nums [overflow-wrap:anywhere] lg:text-3xl",
                  loss && "text-destructive",
                )}
                data-testid="figure-value"
              >
                {formatDollars(value)}
                {loss ? <span className="sr-only"> (a loss)</span> : null}
              </p>
              <p className="text-xs text-muted-foreground">{footnote(figure, summary)}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** The cards' shape while the first figures load. */
export function SummaryCardsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" role="status" aria-label="Loading your figures">
      {FIGURES.map((figure) => (
        <div key={figure} className="grid h-28 gap-2 rounded-xl border bg-card p-4" aria-hidden="true">
          <div className="h-4 w-3/5 animate-pulse rounded bg-muted motion-reduce:animate-none" />
          <div className="h-8 w-4/5 animate-pulse rounded bg-muted motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}
