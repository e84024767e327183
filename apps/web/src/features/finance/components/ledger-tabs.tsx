import type { FinancePeriod } from "@measured/core";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatShortDate } from "@/lib/format";
import { LEDGER_KINDS, type LedgerKind, type LedgerRange } from "../api/finance-keys";
import type { LedgerRowOf } from "../api/ledger-rows";
import type { EntryToDelete } from "./delete-entry-dialog";
import type { EditTarget } from "./entry-dialogs";
import { entryView } from "./entry-view";
import { LedgerList } from "./ledger-list";
import { LEDGER_TEXT } from "./ledger-text";

interface LedgerTabsProps {
  tab: LedgerKind;
  onTabChange: (tab: LedgerKind) => void;
  range: LedgerRange;
  period: FinancePeriod;
  currentYear: string;
  onEdit: (target: EditTarget) => void;
  onDelete: (entry: EntryToDelete) => void;
  addButton: (kind: LedgerKind) => ReactNode;
  className?: string;
}

/** Revenue / Expenses / Mileage: the period's entries of each kind. */
export function LedgerTabs({
  tab,
  onTabChange,
  range,
  period,
  currentYear,
  onEdit,
  onDelete,
  addButton,
  className,
}: LedgerTabsProps) {
  const list = <K extends LedgerKind>(kind: K) => (
    <LedgerList
      kind={kind}
      range={range}
      period={period}
      currentYear={currentYear}
      addButton={addButton(kind)}
      onEdit={(row: LedgerRowOf[K]) => onEdit({ kind, entry: row } as EditTarget)}
      onDelete={(row: LedgerRowOf[K]) => {
        const view = entryView(kind, row);
        onDelete({ kind, id: row.id, name: `${view.title}, ${formatShortDate(view.date, currentYear)}` });
      }}
    />
  );
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as LedgerKind)} className={className}>
      <TabsList aria-label="Entries">
        {LEDGER_KINDS.map((kind) => (
          <TabsTrigger key={kind} value={kind}>
            {LEDGER_TEXT[kind].tab}
          </TabsTrigger>
        ))}
      </TabsList>
      {LEDGER_KINDS.map((kind) => (
        <TabsContent key={kind} value={kind}>
          {list(kind)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
