import { type FinancePeriod, todayIn } from "@measured/core";
import { Car, Plus, Receipt } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useFinanceSummary } from "@/components/finance-summary/api/get-finance-summary";
import { Page, PageHeader } from "@/components/layout/page";
import { ErrorState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { useTimeZone } from "@/lib/time-zone";
import { FIRST_FINANCE_PERIOD, FIRST_LEDGER, type LedgerKind } from "../api/finance-keys";
import { CategoryBreakdown } from "./category-breakdown";
import { DeleteEntryDialog, type EntryToDelete } from "./delete-entry-dialog";
import type { EditTarget } from "./entry-dialogs";
import { ExportButton } from "./export-button";
import { LedgerTabs } from "./ledger-tabs";
import { PeriodControl } from "./period-control";
import { SummaryCards, SummaryCardsSkeleton } from "./summary-cards";

// The add and edit dialogs (their forms and request schemas) load when one opens: the screen stays under its
// 200 KB budget. The delete question stays in the page: lazy too, it split shared chunks and grew the other screens.
const EntryDialogs = lazy(() => import("./entry-dialogs").then((m) => ({ default: m.EntryDialogs })));
// The tracker (the position watch, the trip's maths, the mileage schema) loads after the page's first paint.
const TripTracker = lazy(() => import("./trip-tracker").then((m) => ({ default: m.TripTracker })));

/**
 * Finance (spec section 2, /expenses): the period's four figures, Add Revenue / Add Expense / Log Mileage,
 * Export (the shown period's year as CSV), the period's entries by kind (each editable and deletable) and
 * the Category Breakdown, and the live trip tracker. Bank cards come with the next issue: until then they
 * are absent.
 */
export function FinancePage() {
  const [period, setPeriod] = useState<FinancePeriod>(FIRST_FINANCE_PERIOD);
  const [tab, setTab] = useState<LedgerKind>(FIRST_LEDGER);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [deleting, setDeleting] = useState<EntryToDelete | null>(null);
  const summary = useFinanceSummary(period);
  // The rep's zone, which is the one the server rendered the page in (decision 014).
  const today = todayIn(useTimeZone());
  const currentYear = today.slice(0, 4);

  const add = (kind: LedgerKind) => {
    setTab(kind);
    setEditing({ kind, entry: null } as EditTarget);
  };
  const addButton = (kind: LedgerKind, variant: "primary" | "outline" = "outline") => {
    const Icon = kind === "mileage" ? Car : kind === "expenses" ? Receipt : Plus;
    return (
      <Button variant={variant} onClick={() => add(kind)}>
        <Icon aria-hidden="true" />
        {kind === "revenue" ? "Add Revenue" : kind === "expenses" ? "Add Expense" : "Log Mileage"}
      </Button>
    );
  };

  return (
    <Page>
      <PageHeader
        title="Expenses"
        description="What you earned, what you spent and the miles you drove."
        action={addButton("expenses", "primary")}
        actions={
          <>
            {addButton("revenue")}
            {addButton("mileage")}
            <ExportButton year={(summary.data?.to ?? today).slice(0, 4)} />
          </>
        }
      />
      <Suspense
        fallback={<div className="h-24 rounded-xl border bg-card p-4" role="status" aria-label="Loading the mileage tracker" />}
      >
        <TripTracker />
      </Suspense>
      <PeriodControl
        period={period}
        onChange={setPeriod}
        range={summary.data && !summary.isPlaceholderData ? summary.data : null}
        currentYear={currentYear}
      />
      {summary.isPending ? <SummaryCardsSkeleton /> : null}
      {summary.isError && !summary.data ? (
        <ErrorState
          title="Your figures could not be loaded"
          message="Check your connection, then try again."
          onRetry={() => void summary.refetch()}
        />
      ) : null}
      {summary.data ? (
        <>
          <SummaryCards summary={summary.data} stale={summary.isPlaceholderData} />
          <div className="grid min-w-0 gap-6 lg:grid-cols-3 lg:gap-8">
            <LedgerTabs
              className="lg:col-span-2"
              tab={tab}
              onTabChange={setTab}
              range={{ from: summary.data.from, to: summary.data.to }}
              period={summary.data.period ?? period}
              currentYear={currentYear}
              onEdit={setEditing}
              onDelete={setDeleting}
              addButton={(kind) => addButton(kind)}
            />
            <CategoryBreakdown summary={summary.data} period={summary.data.period ?? period} />
          </div>
        </>
      ) : null}
      <Suspense fallback={null}>
        {editing ? <EntryDialogs target={editing} today={today} onClose={() => setEditing(null)} /> : null}
        {deleting ? <DeleteEntryDialog entry={deleting} onClose={() => setDeleting(null)} /> : null}
      </Suspense>
    </Page>
  );
}
