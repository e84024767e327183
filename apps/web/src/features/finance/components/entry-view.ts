import { formatDollars, formatMiles } from "@/lib/money-text";
import type { LedgerKind } from "../api/finance-keys";
import type { LedgerRowOf } from "../api/ledger-rows";

/** One entry as a card and a table row show it: the same values and names in both. */
export interface EntryView {
  id: number;
  date: string;
  title: string;
  /** The lead, the category or the route; null shows a dash. */
  detail: string | null;
  /** The category's colour beside its name. */
  color: string | null;
  /** "Personal" for a personal expense or trip; business needs no word. */
  tag: string | null;
  /** An expense's receipt photo, when one is attached. */
  receiptUrl: string | null;
  figures: { label: string; text: string }[];
}

/** The figures' column names, in order, as entryView fills them. */
export const FIGURE_COLUMNS: Record<LedgerKind, string[]> = {
  revenue: ["Amount"],
  expenses: ["Amount"],
  mileage: ["Miles", "Deduction"],
};

const route = (start: string | null, end: string | null) =>
  start && end ? `${start} → ${end}` : start ? `From ${start}` : end ? `To ${end}` : null;

export function entryView<K extends LedgerKind>(kind: K, row: LedgerRowOf[K]): EntryView {
  const base = { id: row.id, date: row.date, color: null, tag: null, receiptUrl: null };
  if (kind === "revenue") {
    const r = row as LedgerRowOf["revenue"];
    return {
      ...base,
      title: r.description?.trim() || "Revenue",
      detail: r.clientName,
      figures: [{ label: "Amount", text: formatDollars(r.amount) }],
    };
  }
  if (kind === "expenses") {
    const e = row as LedgerRowOf["expenses"];
    return {
      ...base,
      title: e.description,
      detail: e.categoryName ?? "No category",
      color: e.categoryColor,
      tag: e.isPersonal ? "Personal" : null,
      receiptUrl: e.receiptUrl,
      figures: [{ label: "Amount", text: formatDollars(e.amount) }],
    };
  }
  const m = row as LedgerRowOf["mileage"];
  return {
    ...base,
    title: m.purpose,
    detail: route(m.startLocation, m.endLocation),
    tag: m.isPersonal ? "Personal" : null,
    figures: [
      { label: "Miles", text: formatMiles(m.miles) },
      { label: "Deduction", text: formatDollars(m.deduction) },
    ],
  };
}
