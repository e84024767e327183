import { formatShortDate } from "@/lib/format";
import type { LedgerKind } from "../api/finance-keys";
import { EntryActions, PersonalTag, ReceiptLink, Swatch } from "./entry-actions";
import { type EntryListProps, entryName } from "./entry-cards";
import { FIGURE_COLUMNS } from "./entry-view";
import { LEDGER_TEXT } from "./ledger-text";

const HEAD = "px-3 py-2 text-left font-medium";

/** The entries from 1,024 px: a dense table with the same values and actions as the cards. */
export function EntryTable({ kind, views, currentYear, onEdit, onDelete }: EntryListProps & { kind: LedgerKind }) {
  const text = LEDGER_TEXT[kind];
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-[13px] leading-snug">
        <caption className="sr-only">{text.tab}, newest first</caption>
        <thead className="border-b text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={HEAD}>
              Date
            </th>
            <th scope="col" className={HEAD}>
              {text.titleColumn}
            </th>
            <th scope="col" className={HEAD}>
              {text.detailColumn}
            </th>
            {FIGURE_COLUMNS[kind].map((label) => (
              <th key={label} scope="col" className={`${HEAD} text-right`}>
                {label}
              </th>
            ))}
            <th scope="col" className={HEAD}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {views.map((view) => (
            <tr key={view.id} className="border-b last:border-b-0 hover:bg-muted/50">
              <td className="px-3 py-1.5 whitespace-nowrap">{formatShortDate(view.date, currentYear)}</td>
              <td className="px-3 py-1.5 font-medium">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="break-words">{view.title}</span>
                  <PersonalTag tag={view.tag} />
                  <ReceiptLink url={view.receiptUrl} name={entryName(view, currentYear)} />
                </span>
              </td>
              <td className="px-3 py-1.5">
                {view.detail ? (
                  <span className="flex items-center gap-1.5">
                    <Swatch color={view.color} />
                    {view.detail}
                  </span>
                ) : (
                  <>
                    <span aria-hidden="true" className="text-muted-foreground">
                      —
                    </span>
                    <span className="sr-only">none</span>
                  </>
                )}
              </td>
              {view.figures.map((figure) => (
                <td key={figure.label} className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">
                  {figure.text}
                </td>
              ))}
              <td className="px-2 py-0.5">
                <EntryActions
                  name={entryName(view, currentYear)}
                  onEdit={() => onEdit(view.id)}
                  onDelete={() => onDelete(view.id)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
