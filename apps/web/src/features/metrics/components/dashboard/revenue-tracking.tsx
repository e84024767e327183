import { type DateRange, GLOSSARY } from "@measured/core";
import { Link } from "wouter";
import { useFinanceSummaryOf } from "@/components/finance-summary/api/get-finance-summary";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatDollars } from "@/lib/money-text";
import { FigureCard } from "./figure-card";

const FIGURES = ["totalRevenue", "totalExpenses", "mileageDeduction", "netProfit"] as const;

function ExpensesLink({ children }: { children: string }) {
  return (
    <Link href={paths.expenses} className="font-medium text-primary underline underline-offset-2">
      {children}
    </Link>
  );
}

/**
 * Revenue Tracking (onboarding analytics option): the Finance screen's four figures over the dashboard's
 * period, from the same summary (GET /api/finance/summary?from=&to=), so "This Month" here and a month's
 * books agree to the cent. The Finance screen's Week is the last 7 days; the dashboard's This Week starts
 * on Sunday: each card says which days it covers.
 */
export function RevenueTracking({ range }: { range: DateRange }) {
  const summary = useFinanceSummaryOf({ from: range.startDate, to: range.endDate });
  const data = summary.data;
  const empty = data !== undefined && data.totalRevenue === 0 && data.totalExpenses === 0 && data.mileageDeduction === 0;
  return (
    <FigureCard
      title="Revenue Tracking"
      figures={FIGURES.map((figure) => [GLOSSARY[figure].name, data ? formatDollars(data[figure]) : null] as const)}
      note={
        summary.isError && !data ? (
          <span className="flex flex-wrap items-center gap-2">
            Your revenue could not be loaded.
            <Button variant="outline" onClick={() => void summary.refetch()}>
              Retry
            </Button>
          </span>
        ) : summary.isPending ? (
          "Loading your revenue…"
        ) : empty ? (
          <>
            Nothing logged in this period. Record revenue, expenses and trips on the <ExpensesLink>Expenses</ExpensesLink> screen.
          </>
        ) : (
          <>
            From your books on the <ExpensesLink>Expenses</ExpensesLink> screen: business costs and the mileage deduction come off
            revenue.
          </>
        )
      }
    />
  );
}
