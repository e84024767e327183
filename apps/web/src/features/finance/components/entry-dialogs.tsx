import type { Expense, MileageEntry, RevenueEntry } from "@measured/core";
import { ExpenseDialog } from "./expense-dialog";
import { MileageDialog } from "./mileage-dialog";
import { RevenueDialog } from "./revenue-dialog";

/** The dialog open: a kind, and the entry to edit (null adds one). */
export type EditTarget =
  | { kind: "revenue"; entry: RevenueEntry | null }
  | { kind: "expenses"; entry: Expense | null }
  | { kind: "mileage"; entry: MileageEntry | null };

/** Whichever add or edit dialog is open, mounted afresh for each opening. */
export function EntryDialogs({ target, today, onClose }: { target: EditTarget | null; today: string; onClose: () => void }) {
  if (!target) return null;
  const key = `${target.kind}-${target.entry?.id ?? "new"}`;
  if (target.kind === "revenue") return <RevenueDialog key={key} entry={target.entry} today={today} onClose={onClose} />;
  if (target.kind === "expenses") return <ExpenseDialog key={key} expense={target.entry} today={today} onClose={onClose} />;
  return <MileageDialog key={key} trip={target.entry} today={today} onClose={onClose} />;
}
