import type { FinancePeriod } from "@measured/core";
import type { ReactNode } from "react";
import { EmptyState, ErrorState } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { useWideScreen } from "@/lib/use-wide-screen";
import type { LedgerKind, LedgerRange } from "../api/finance-keys";
import { useLedger } from "../api/get-ledger-page";
import type { LedgerRowOf } from "../api/ledger-rows";
import { EntryCards } from "./entry-cards";
import { EntryTable } from "./entry-table";
import { entryView } from "./entry-view";
import { emptyLedgerSentence, LEDGER_TEXT } from "./ledger-text";

interface LedgerListProps<K extends LedgerKind> {
  kind: K;
  range: LedgerRange;
  period: FinancePeriod;
  currentYear: string;
  onEdit: (row: LedgerRowOf[K]) => void;
  onDelete: (row: LedgerRowOf[K]) => void;
  /** The button that adds an entry of this kind, for the empty state. */
  addButton: ReactNode;
}

function LedgerSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-2" role="status" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid h-16 gap-2 rounded-xl border bg-card p-3" aria-hidden="true">
          <div className="h-4 w-2/5 animate-pulse rounded bg-muted motion-reduce:animate-none" />
          <div className="h-3 w-3/5 animate-pulse rounded bg-muted motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}

/** One ledger over the period, newest first: cards on a phone, a table from 1,024 px, a page at a time. */
export function LedgerList<K extends LedgerKind>({
  kind,
  range,
  period,
  currentYear,
  onEdit,
  onDelete,
  addButton,
}: LedgerListProps<K>) {
  const ledger = useLedger(kind, range);
  const wide = useWideScreen();
  const text = LEDGER_TEXT[kind];

  if (ledger.isPending) return <LedgerSkeleton label={`Loading ${text.plural}`} />;
  if (ledger.isError)
    return (
      <ErrorState
        title={`Your ${text.plural} could not be loaded`}
        message="Check your connection, then try again."
        onRetry={() => void ledger.refetch()}
      />
    );
  const rows = ledger.data.pages.flatMap((page) => page.rows);
  if (rows.length === 0)
    return (
      <EmptyState title={`No ${text.plural} yet`} action={addButton}>
        {emptyLedgerSentence(kind, period)}
      </EmptyState>
    );

  const views = rows.map((row) => entryView(kind, row));
  const find = (id: number) => rows.find((row) => row.id === id);
  const props = {
    views,
    currentYear,
    onEdit: (id: number) => {
      const row = find(id);
      if (row) onEdit(row);
    },
    onDelete: (id: number) => {
      const row = find(id);
      if (row) onDelete(row);
    },
  };
  return (
    <div className="grid gap-3" aria-busy={ledger.isFetching}>
      {wide ? <EntryTable kind={kind} {...props} /> : <EntryCards {...props} />}
      {ledger.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={ledger.isFetchingNextPage}
          onClick={() => void ledger.fetchNextPage()}
        >
          {ledger.isFetchingNextPage ? `Loading more ${text.plural}…` : `Show more ${text.plural}`}
        </Button>
      ) : null}
      {ledger.isFetchNextPageError ? (
        <p className="text-center text-sm text-destructive" role="alert">
          More {text.plural} could not be loaded. Try again.
        </p>
      ) : null}
    </div>
  );
}
