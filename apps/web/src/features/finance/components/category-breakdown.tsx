import type { FinancePeriod, FinanceSummaryAnswer } from "@measured/core";
import { lazy, Suspense, useState } from "react";
import { PageSection } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDollars } from "@/lib/money-text";
import { breakdownBars } from "./breakdown-bars";
import { PERIOD_WORDS } from "./period-label";

// Loaded when the rep opens it.
const CategoriesDialog = lazy(() => import("./categories-dialog"));

/**
 * Business expenses by category as horizontal bars in each category's colour. The bars are drawing
 * only: every row says its name, amount and share in text, so no meaning rests on colour.
 */
export function CategoryBreakdown({ summary, period }: { summary: FinanceSummaryAnswer; period: FinancePeriod }) {
  const bars = breakdownBars(summary.categories);
  const [managing, setManaging] = useState(false);
  return (
    <PageSection
      title="Category Breakdown"
      description="Business expenses by category; the bars compare them with the largest."
      actions={
        <Button variant="outline" onClick={() => setManaging(true)}>
          Categories
        </Button>
      }
    >
      {managing ? (
        <Suspense fallback={null}>
          <CategoriesDialog onClose={() => setManaging(false)} />
        </Suspense>
      ) : null}
      <Card className="p-4">
        {bars.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No business expenses {PERIOD_WORDS[period]}. Add one with Add Expense to see where your money goes.
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Spending by category">
            {bars.map((bar) => (
              <li key={bar.key} className="grid gap-1" data-category={bar.name}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="flex min-w-0 items-center gap-2 font-medium">
                    <span className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: bar.color }} aria-hidden="true" />
                    <span className="break-words">{bar.name}</span>
                  </span>
                  <span className="shrink-0 tabular-nums">
                    {bar.amount} <span className="text-muted-foreground">· {bar.percent}</span>
                  </span>
                </div>
                <div className="h-2.5 rounded-full bg-muted" aria-hidden="true">
                  <div className="h-full rounded-full" style={{ width: `${bar.width}%`, backgroundColor: bar.color }} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {summary.personalExpenses > 0 ? (
          <p className="mt-3 text-xs text-muted-foreground">
            Personal spending of {formatDollars(summary.personalExpenses)} is not counted here.
          </p>
        ) : null}
      </Card>
    </PageSection>
  );
}
